import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ActGeneral, Payment } from '@notary/domain/contracts';
import { ActPaymentsPanel, useActPayments } from '@notary/ui/acts';
import { formatSom } from '@notary/ui/format';
import { useCreateInvoices } from '../api/desk-api.ts';

const LIVE_STATES: readonly Payment['state'][] = ['issued', 'marked_paid', 'paid', 'confirmed'];

/**
 * Issue 14.3: the state duty and the notary fee, computed by the API's
 * calculator from the act (with the close-relative reductions of
 * acts-domain 5), or the act's free-of-charge reason; each invoice's state
 * in the act card's own payments list (with its reduction line and PDF);
 * the live invoices' total; the notary prices the act at step 4. A bank
 * payment is confirmed with the machine's `confirm_payment` among the desk's actions.
 */
export function InvoicesPanel({ general }: { general: ActGeneral }) {
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
        {/* A free act gets no invoices (the API issues none). */}
        {general.isFree ? (
          <Alert color="blue" variant="light" data-testid="invoices-free">
            <Trans>Bepul: {general.freeReason ?? ''}. Davlat boji va notarius haqi olinmaydi.</Trans>
          </Alert>
        ) : (
          <ActPaymentsPanel
            general={general}
            emptyText={<Trans>Hisob-fakturalar hali yaratilmagan. Davlat boji va notarius haqi kalkulyator bo'yicha harakatdan hisoblanadi.</Trans>}
          />
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
