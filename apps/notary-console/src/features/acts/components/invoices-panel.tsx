import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ActGeneral, Payment } from '@notary/domain/contracts';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, READABLE_TEXT, useActPayments } from '@notary/ui/acts';
import { formatDate, formatSom } from '@notary/ui/format';
import { useCreateInvoices } from '../api/desk-api.ts';

/** What the invoice's basis records of a reduction (acts-domain 5), when there was one. */
type Basis = { reduction?: { reason: string; dutyPercent: number } | null; bcvTiyin?: number };

function basisOf(payment: Payment): Basis {
  const basis = (payment as Payment & { basis?: unknown }).basis;
  return basis && typeof basis === 'object' ? (basis as Basis) : {};
}

const LIVE_STATES: readonly Payment['state'][] = ['issued', 'marked_paid', 'paid', 'confirmed'];

/**
 * Issue 14.3: the state duty and the notary fee, computed by the API's
 * calculator from the act (with the close-relative reductions of
 * acts-domain 5), or the act's free-of-charge reason; each invoice's state;
 * the notary confirms a bank payment with the machine's `confirm_payment`.
 */
export function InvoicesPanel({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const payments = useActPayments(general.uuid);
  const create = useCreateInvoices(general.uuid);
  const live = (payments.data ?? []).filter((p) => LIVE_STATES.includes(p.state));
  const total = live.reduce((sum, p) => sum + Number(p.amount), 0);
  const canCreate = general.step === 4 && general.status === 'active' && !general.isFree && live.length === 0;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="invoices-panel">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Hisob-fakturalar va to'lovlar</Trans>
        </Title>
        {general.isFree ? (
          <Alert color="blue" variant="light" data-testid="invoices-free">
            <Trans>Bepul: {general.freeReason ?? ''}. Davlat boji va notarius haqi olinmaydi.</Trans>
          </Alert>
        ) : null}
        {payments.isPending ? (
          <Loader size="sm" aria-label={t`Yuklanmoqda`} />
        ) : (payments.data ?? []).length === 0 ? (
          general.isFree ? null : (
            <Text size="sm" c="gray.7" data-testid="invoices-none">
              <Trans>Hisob-fakturalar hali yaratilmagan. Davlat boji va notarius haqi kalkulyator bo'yicha harakatdan hisoblanadi.</Trans>
            </Text>
          )
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="invoices-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Hisob raqami</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Turi</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Summa</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Holati</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Sana</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(payments.data ?? []).map((p) => {
                  const reduction = basisOf(p).reduction;
                  return (
                    <Table.Tr key={p.id} data-testid="invoice-row">
                      <Table.Td>{p.number}</Table.Td>
                      <Table.Td>
                        {i18n._(PAYMENT_KIND_LABELS[p.kind])}
                        {reduction ? (
                          <Text size="xs" c="gray.7">
                            <Trans>Imtiyoz: bojning {reduction.dutyPercent} foizi (yaqin qarindosh)</Trans>
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td data-testid="invoice-amount">{formatSom(Number(p.amount))}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={p.state === 'confirmed' || p.state === 'paid' ? 'green' : p.state === 'marked_paid' ? 'blue' : 'gray'} c={READABLE_TEXT[p.state === 'confirmed' || p.state === 'paid' ? 'green' : p.state === 'marked_paid' ? 'blue' : 'gray']} data-testid="invoice-state">
                          {i18n._(PAYMENT_STATE_LABELS[p.state])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {live.length > 0 ? (
          <Text fw={600} data-testid="invoices-total">
            <Trans>Jami: {formatSom(total)}</Trans>
          </Text>
        ) : null}
        {canCreate ? (
          <Group>
            <Button onClick={() => create.mutate(undefined)} loading={create.isPending} data-testid="create-invoices">
              <Trans>Hisob-fakturalarni hisoblash</Trans>
            </Button>
          </Group>
        ) : null}
        {create.isError ? (
          <Alert color="red" variant="light">
            <Trans>Hisob-fakturalarni yaratib bo'lmadi.</Trans>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
