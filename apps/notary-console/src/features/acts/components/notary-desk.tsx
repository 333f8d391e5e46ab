import { refusalText } from '../api/refusal-text.ts';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ActEvent } from '@notary/domain/act';
import type { ActEventOption, ActGeneral } from '@notary/domain/contracts';
import { ActActions, DANGER_EVENTS, EVENT_LABELS, READABLE_TEXT, useSendActEvent } from '@notary/ui/acts';
import { errorMessage } from '@notary/ui/errors';
import { useState } from 'react';
import { EventDialog, isDialogEvent, type DialogEvent } from './event-dialog.tsx';
import { InvoicesPanel } from './invoices-panel.tsx';
import { RegistrationPanel } from './registration-panel.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { VisitCalendarPanel } from './visit-calendar.tsx';

/** Events the desk's panels send themselves: the visit time from the calendar. */
const PANEL_EVENTS: readonly ActEvent[] = ['set_time'];

/** Forward moves first, then the ways back and out, as the machine offers them. */
const ORDER: readonly ActEvent[] = ['approve_check', 'issue_invoices', 'confirm_payment', 'register', 'return_with_defects', 'send_back', 'stop', 'refuse', 'annul'];

/**
 * The notary's buttons now: the machine's answer for the notary at this step
 * (the API's `events`, from `actEventOptions` of @notary/domain/act); those a
 * guard holds back are told with the guard's reason, never as a button.
 */
export function deskEvents(general: Pick<ActGeneral, 'events'>): { allowed: ActEventOption[]; heldBack: ActEventOption[] } {
  const own = general.events.filter((o) => !PANEL_EVENTS.includes(o.event) && ORDER.includes(o.event));
  own.sort((a, b) => ORDER.indexOf(a.event) - ORDER.indexOf(b.event));
  // A payment already confirmed leaves nothing to confirm: no hint for it.
  const heldBack = own.filter((o) => o.blockedBy !== null && !(o.event === 'confirm_payment' && o.blockedBy === 'payment_already_confirmed'));
  return { allowed: own.filter((o) => o.blockedBy === null), heldBack };
}

/**
 * The notary's desk on one act (issue 14 parts 2–5), in the act card's place
 * for actions: the step's panel (review, invoices, visit calendar,
 * registration) and the machine's events, each with its inputs and
 * confirmation dialog. Someone who is not the act's notary here (a notary who
 * is a party of an act of another office) gets the card's own actions.
 */
export function NotaryDesk({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const send = useSendActEvent(general.uuid);
  const [dialog, setDialog] = useState<DialogEvent | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  if (general.actor !== 'notary') return <ActActions general={general} />;
  const { allowed, heldBack } = deskEvents(general);
  const isActive = general.status === 'active';

  const start = (event: ActEvent) => {
    setErrorText(null);
    if (isDialogEvent(event)) {
      setDialog(event);
      return;
    }
    send.mutate(
      { event, body: {} },
      {
        onError: (error) => void refusalText(error).then(setErrorText),
      },
    );
  };

  return (
    <Stack gap="md" data-testid="notary-desk">
      {isActive && general.step === 2 ? <ReviewPanel general={general} /> : null}
      {(isActive && general.step >= 4 && general.step <= 8) || general.step === 9 ? <InvoicesPanel general={general} /> : null}
      {isActive && general.step >= 5 && general.step <= 8 ? <VisitCalendarPanel general={general} /> : null}
      {(isActive && general.step === 8) || general.status === 'registered' ? <RegistrationPanel general={general} /> : null}
      {allowed.length > 0 || heldBack.length > 0 ? (
        <Stack gap="xs" data-testid="desk-actions">
          <Group gap="sm" wrap="wrap">
            {allowed.map((option) => (
              <Button
                key={option.event}
                color={DANGER_EVENTS.includes(option.event) || option.event === 'return_with_defects' ? 'red' : undefined}
                variant={DANGER_EVENTS.includes(option.event) || option.event === 'return_with_defects' ? 'light' : 'filled'}
                disabled={send.isPending}
                loading={send.isPending && send.variables?.event === option.event}
                onClick={() => start(option.event)}
                data-testid={`action-${option.event}`}
              >
                {i18n._(EVENT_LABELS[option.event])}
              </Button>
            ))}
          </Group>
          {heldBack.map((option) => (
            <Text key={option.event} size="sm" c={READABLE_TEXT.orange} data-testid={`blocked-${option.event}`}>
              {i18n._(EVENT_LABELS[option.event])}: {errorMessage(option.blockedBy) ?? option.blockedBy}
            </Text>
          ))}
        </Stack>
      ) : null}
      {errorText ? (
        <Alert color="red" variant="light" data-testid="desk-error">
          {errorText}
        </Alert>
      ) : send.isError ? (
        <Alert color="red" variant="light" data-testid="desk-error">
          <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>
        </Alert>
      ) : null}
      <EventDialog general={general} event={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
