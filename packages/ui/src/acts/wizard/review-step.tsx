import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { EVENT_CONFIRMATIONS, type MissingBlock } from '@notary/domain/act';
import { useState } from 'react';
import { errorMessage } from '../../errors/index.ts';
import { useActParties, useSendActEvent } from '../api/acts-api.ts';
import { InvitedParty } from '../simplified/parties-screen.tsx';
import type { ActGeneral } from '../api/types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { blockLabel, refusalText, WIZARD_STEP_LABELS } from './wizard-labels.ts';
import { stepOfBlock, type WizardStepKey } from './wizard-steps.ts';
import type { TermBlock } from '@notary/domain/validation';

/**
 * The last step: what the act still lacks for its type (missingBlocks of
 * @notary/domain/act, each with a way to the step that fills it), what the
 * machine holds "send for check" back by (a blocking rule's message), and
 * the sending itself after the "send for check" confirmation (acts-domain 4).
 */
export function ReviewStep({
  general,
  missing,
  steps,
  shownTerms,
  goTo,
  onSent,
}: {
  general: ActGeneral;
  missing: readonly MissingBlock[];
  steps: readonly WizardStepKey[];
  shownTerms: readonly TermBlock[];
  goTo: (index: number) => void;
  onSent: () => void;
}) {
  const { i18n } = useLingui();
  const send = useSendActEvent(general.uuid);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const option = general.events.find((e) => e.event === 'send_for_check');
  // The blocks are told one by one below; the machine's other reasons (a rule, the parties' answers) as the catalogue words them.
  const heldBy = option?.blockedBy && option.blockedBy !== 'act_blocks_missing' ? option.blockedBy : null;
  const unfilled = missing.filter((block) => stepOfBlock(block, shownTerms) === null);
  // The way out of "not every party accepted" (acts-domain 4, 8): who is still to answer, with their invitation to pass on.
  const parties = useActParties(general.uuid);
  const awaiting =
    heldBy === 'parties_not_confirmed'
      ? (parties.data ?? []).filter((p) => !p.isAuthor && p.status !== 'accepted' && (p.inviteLink !== null || p.status === 'rejected' || p.status === 'exited'))
      : [];

  return (
    <Stack gap="md" data-testid="wizard-review">
      {missing.length > 0 ? (
        <Alert color="orange" variant="light" title={<Trans>Quyidagilar to'ldirilmagan</Trans>} data-testid="wizard-missing">
          <List size="sm" spacing={4}>
            {missing.map((block) => {
              const key = stepOfBlock(block, shownTerms);
              const index = key === null ? -1 : steps.indexOf(key);
              return (
                <List.Item key={block} data-testid={`missing-${block}`}>
                  {blockLabel(block)}
                  {index >= 0 ? (
                    <>
                      {' — '}
                      <Anchor component="button" type="button" size="sm" c="blue.9" underline="always" onClick={() => goTo(index)} data-testid={`missing-go-${block}`}>
                        <Trans>
                          {index}-qadam: {i18n._(WIZARD_STEP_LABELS[steps[index]!])}
                        </Trans>
                      </Anchor>
                    </>
                  ) : null}
                </List.Item>
              );
            })}
          </List>
          {unfilled.length > 0 ? (
            <Text size="sm" mt="xs" data-testid="wizard-missing-elsewhere">
              <Trans>Bu shartlarni hozircha portal orqali kiritib bo'lmaydi: ularni notarius qabulida aniqlashtiring.</Trans>
            </Text>
          ) : null}
        </Alert>
      ) : (
        <Alert color="green" variant="light" data-testid="wizard-complete">
          <Trans>Barcha zarur ma'lumotlar to'ldirilgan. Notarial harakatni notariusga tekshirishga yuborishingiz mumkin.</Trans>
        </Alert>
      )}
      {heldBy ? (
        <Alert color="red" variant="light" role="alert" data-testid="wizard-blocked">
          {errorMessage(heldBy) ?? heldBy}
        </Alert>
      ) : null}
      {awaiting.length > 0 ? (
        <Stack gap="sm" data-testid="wizard-awaiting-parties">
          <Text size="sm">
            <Trans>Quyidagi ishtirokchilar taklifni hali qabul qilmagan. Taklif havolasini yoki QR kodni ularga bering (telefon raqami ko'rsatilgan bo'lsa, SMS ham yuborilgan). Ular qabul qilgach, bu sahifa o'zi yangilanadi.</Trans>
          </Text>
          {awaiting.map((party) => (
            <InvitedParty key={party.id} general={general} party={party} />
          ))}
        </Stack>
      ) : null}
      <Group>
        <Button onClick={() => setConfirming(true)} disabled={missing.length > 0 || !option || option.blockedBy !== null} data-testid="wizard-send">
          <Trans>Tekshirishga yuborish</Trans>
        </Button>
      </Group>
      <ConfirmDialog
        confirmation={EVENT_CONFIRMATIONS.send_for_check}
        opened={confirming}
        busy={send.isPending}
        error={error}
        onConfirm={() => {
          setError(null);
          // mutateAsync, not mutate's own callbacks: those are dropped once this review unmounts, and the act's
          // live update (or the answer's own cache write) may show the sent act as no longer editable first.
          send.mutateAsync({ event: 'send_for_check', body: { confirmed: true } }).then(
            () => {
              setConfirming(false);
              onSent();
            },
            (e: unknown) => void refusalText(e).then(setError),
          );
        }}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Stack>
  );
}
