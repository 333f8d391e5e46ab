import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { eventActorCheck } from '@notary/domain/act';
import { formatDate, formatTiyin } from '../../format/index.ts';
import { IconFileText } from '../../icons/index.ts';
import { useActPayments, useMarkBankPaid } from '../api/acts-api.ts';
import type { ActGeneral, ActPayment } from '../api/types.ts';
import { PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, READABLE_TEXT } from '../labels.ts';
import { QrHandoffDialog, usePortalLink } from '../../handoff/index.ts';
import { useOpenFile } from '../file-viewer.tsx';
import { TabState } from '../tab-state.tsx';
import { gatewayNavigation, gatewayUrl, useOpenCheckout } from './payments-api.ts';

const STATE_COLORS: Record<ActPayment['state'], string> = {
  issued: 'orange',
  marked_paid: 'blue',
  paid: 'green',
  confirmed: 'green',
  refunded: 'gray',
  cancelled: 'gray',
};

const tiyinOf = (amount: string) => Math.round(Number(amount) * 100);

/** The close-relative reduction of the state duty (acts-domain 5) the invoice's basis records, if there was one (the API sends the basis beside the contract's fields). */
function reductionOf(payment: ActPayment): { dutyPercent: number } | null {
  const basis = (payment as ActPayment & { basis?: unknown }).basis;
  const reduction = basis && typeof basis === 'object' ? (basis as { reduction?: unknown }).reduction : null;
  return reduction && typeof reduction === 'object' && typeof (reduction as { dutyPercent?: unknown }).dutyPercent === 'number' ? (reduction as { dutyPercent: number }) : null;
}

/**
 * The payments tab (acts-domain 3 "Payment: id, created date, payer, sum,
 * state, invoice receipt (printable)"; 4 "The applicant downloads invoices,
 * pays at a bank or by electronic payment, then marks payment made"; issue
 * 13.8): each invoice with its state, its PDF, and for whoever the machine
 * lets pay now (mark_paid at step 7) the two ways to pay: online through the
 * payment gateway's page, which comes back to this tab, or at a bank, then
 * marked paid here for the notary to confirm. An invoice of a state duty
 * reduced for close relatives says so under its kind. The notary console's
 * invoices panel shows the same list (`emptyText`: its own words for none yet).
 */
export function ActPaymentsPanel({ general, emptyText }: { general: ActGeneral; emptyText?: ReactNode }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const uuid = general.uuid;
  const query = useActPayments(uuid);
  const bankPaid = useMarkBankPaid(uuid);
  const checkout = useOpenCheckout(uuid);
  // Issue 15.3: the kiosk shows an invoice's PDF in its file dialog; elsewhere it is downloaded.
  const file = useOpenFile();
  // Issue 15.4: the kiosk leads nowhere outside itself; an invoice is paid on the visitor's phone, by QR code.
  const portalLink = usePortalLink();
  const [phonePay, setPhonePay] = useState<{ number: string; url: string } | null>(null);
  // Paying belongs to whoever may send mark_paid at this step (the machine, as the API asks it).
  const canPay = general.status === 'active' && eventActorCheck({ step: general.step, status: general.status }, 'mark_paid', general.actor) === null;
  const isBusy = bankPaid.isPending || checkout.isPending;

  const payments = query.data ?? [];
  const due = payments.filter((p) => p.state === 'issued').reduce((sum, p) => sum + tiyinOf(p.amount), 0);
  const dueText = formatTiyin(due);
  const pay = (p: ActPayment) => {
    const returnTo = `${window.location.pathname}?tab=payments`;
    checkout.mutate(p.id, { onSuccess: (answer) => gatewayNavigation.assign(gatewayUrl(answer.payUrl, returnTo)) });
  };
  // The gateway's page at the citizen web's public address; it returns the phone to the act's card there.
  const payOnPhone = (p: ActPayment) => {
    checkout.mutate(p.id, { onSuccess: (answer) => setPhonePay({ number: p.number, url: portalLink(gatewayUrl(answer.payUrl, `/my_notarial_act/${uuid}?tab=payments`)) }) });
  };
  return (
    <TabState
      query={query}
      empty={query.data?.length === 0}
      emptyText={
        emptyText ??
        (general.isFree ? (
          <Trans>Bu notarial harakat bepul: to'lov talab qilinmaydi.</Trans>
        ) : general.step < 5 ? (
          <Trans>Notarius hali hisobvaraq chiqarmagan. Hisobvaraqlar tekshiruv va tasdiqlashdan so'ng shu yerda paydo bo'ladi.</Trans>
        ) : (
          <Trans>Hisobvaraqlar yo'q.</Trans>
        ))
      }
      emptyTestId="payments-empty"
      errorText={<Trans>To'lovlarni yuklab bo'lmadi.</Trans>}
      errorTestId="payments-error"
    >
      <Stack gap="md" data-testid="payments">
        {canPay && due > 0 ? (
          <Alert color="blue" variant="light" data-testid="payments-guide">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                <Trans>To'lanishi kerak: {dueText}</Trans>
              </Text>
              <Text size="sm">
                <Trans>
                  Har bir hisobvaraqni onlayn (bank kartasi bilan) yoki istalgan bankda to'lang. Bankda to'laganingizdan so'ng «Bankda to'landi» deb belgilang, barcha
                  hisobvaraqlar to'langach «To'lov qilindi» tugmasini bosing: notarius to'lovni tasdiqlaydi. Onlayn to'lov avtomatik tasdiqlanadi.
                </Trans>
              </Text>
            </Stack>
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" data-testid="payments-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Hisob raqami</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Turi</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>To'lovchi</Trans>
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
                <Table.Th>
                  <Trans>Hisobvaraq va to'lov</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={p.id} data-testid="payment-row" data-state={p.state}>
                  <Table.Td>{p.number}</Table.Td>
                  <Table.Td>
                    {i18n._(PAYMENT_KIND_LABELS[p.kind])}
                    <ReductionLine payment={p} />
                  </Table.Td>
                  <Table.Td>{p.payerName ?? '—'}</Table.Td>
                  <Table.Td>{formatTiyin(tiyinOf(p.amount))}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATE_COLORS[p.state]}
                      c={READABLE_TEXT[STATE_COLORS[p.state]!]}
                      variant="light"
                      styles={{ root: { maxWidth: 'none', height: 'auto', minHeight: 20 }, label: { overflow: 'visible', whiteSpace: 'normal' } }}
                      data-testid="payment-state"
                    >
                      {i18n._(PAYMENT_STATE_LABELS[p.state])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconFileText aria-hidden />}
                        aria-label={file.isKiosk ? t`PDF: ${p.number} hisobvarag'ini ko'rish` : t`PDF: ${p.number} hisobvarag'ini yuklab olish`}
                        onClick={() => void file.open(`notarial_act/${uuid}/payments/${p.id}/receipt.pdf`, `invoice-${p.number}.pdf`).catch(() => undefined)}
                        data-testid="payment-pdf"
                      >
                        PDF
                      </Button>
                      {canPay && p.state === 'issued' ? (
                        <>
                          {file.isKiosk ? (
                            <Button
                              size="xs"
                              loading={checkout.isPending && checkout.variables === p.id}
                              disabled={isBusy}
                              onClick={() => payOnPhone(p)}
                              aria-label={t`Telefonda to'lash: ${p.number} hisobvarag'i`}
                              data-testid="payment-phone"
                            >
                              <Trans>Telefonda to'lash</Trans>
                            </Button>
                          ) : (
                            <Button
                              size="xs"
                              loading={checkout.isPending && checkout.variables === p.id}
                              disabled={isBusy}
                              onClick={() => pay(p)}
                              aria-label={t`Onlayn to'lash: ${p.number} hisobvarag'i`}
                              data-testid="payment-online"
                            >
                              <Trans>Onlayn to'lash</Trans>
                            </Button>
                          )}
                          <Button
                            size="xs"
                            variant="default"
                            loading={bankPaid.isPending && bankPaid.variables === p.id}
                            disabled={isBusy}
                            onClick={() => bankPaid.mutate(p.id)}
                            // The name begins with the visible words (WCAG 2.5.3), then says which invoice.
                            aria-label={t`Bankda to'landi: ${p.number} hisobvarag'i`}
                            data-testid="payment-bank-paid"
                          >
                            <Trans>Bankda to'landi</Trans>
                          </Button>
                        </>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {file.viewer}
        <QrHandoffDialog
          url={phonePay?.url ?? null}
          title={phonePay ? t`Telefonda to'lash: ${phonePay.number} hisobvarag'i` : ''}
          hint={<Trans>Telefoningiz kamerasi bilan skanerlang va ochilgan to'lov sahifasida bank kartasi bilan to'lang. Onlayn to'lov avtomatik tasdiqlanadi va shu yerda ko'rinadi.</Trans>}
          onClose={() => setPhonePay(null)}
        />
        {checkout.isError ? (
          <Alert color="red" variant="light" data-testid="payment-online-error">
            <Trans>To'lov sahifasini ochib bo'lmadi. Qayta urinib ko'ring.</Trans>
          </Alert>
        ) : null}
      </Stack>
    </TabState>
  );
}

function ReductionLine({ payment }: { payment: ActPayment }) {
  const reduction = reductionOf(payment);
  if (!reduction) return null;
  return (
    <Text size="xs" c="gray.7" data-testid="payment-reduction">
      <Trans>Imtiyoz: bojning {reduction.dutyPercent} foizi (yaqin qarindosh)</Trans>
    </Text>
  );
}
