import { useLingui } from '@lingui/react';
import type { EventBody } from '@notary/domain/contracts';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { ACT_EVENT_INPUTS, EVENT_CONFIRMATIONS, type ActEvent, type ActEventOption } from '@notary/domain/act';
import type { Confirmation } from '@notary/domain/errors';
import { allowedInvitationEvents, INVITATION_EVENTS_NEEDING_CONFIRMATION, type InvitationEvent } from '@notary/domain/party';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { errorMessage } from '../errors/index.ts';
import { badRequestMessage, readErrorBody } from '../http/index.ts';
import { RegionSelect, useNameInScript } from '../searches/index.ts';
import { useRegionNotaries } from '../searches/api/list-notaries.ts';
import { useAnswerInvitation, useSendActEvent } from './api/acts-api.ts';
import type { ActGeneral } from './api/types.ts';
import { CONFIRMATION_TEXTS, DANGER_EVENTS, EVENT_LABELS, INVITATION_EVENT_LABELS, READABLE_TEXT } from './labels.ts';

type AnswerEvent = Exclude<InvitationEvent, 'reinvite'>;

/**
 * The inputs this screen can give an event (ACT_EVENT_INPUTS): the reason
 * of an annulment and the notary choice. Events needing another input (the
 * notary's visit time, resolution file, defects) are sent from the notary
 * console, so they are not offered here.
 */
const INPUTS_GIVEN_HERE: readonly string[] = ['annulDate', 'reason', 'notaryChoice'];

/** `save_draft` belongs to the act's wizard, which has the fields to save; the card has none. */
const WIZARD_ONLY_EVENTS: readonly ActEvent[] = ['save_draft'];

function canGiveInputs(event: ActEvent): boolean {
  const inputs = (ACT_EVENT_INPUTS as Partial<Record<ActEvent, readonly string[]>>)[event] ?? [];
  return inputs.every((input) => INPUTS_GIVEN_HERE.includes(input));
}

/**
 * The machine's answer for this user now, as the card offers it: every
 * event the caller has at this step (the API's `events`, computed by
 * `actEventOptions` of @notary/domain/act for the caller's role). Those with
 * `blockedBy: null` are `allowedEvents` and become buttons; those a guard
 * holds back are told as a hint with the guard's reason, never as a button.
 */
export function offeredEvents(general: Pick<ActGeneral, 'events'>): ActEventOption[] {
  return general.events.filter((option) => !WIZARD_ONLY_EVENTS.includes(option.event) && canGiveInputs(option.event));
}

/** The invited party's answers now (accept, reject, exit), from the domain's invitation machine. */
export function offeredAnswers(general: Pick<ActGeneral, 'actor' | 'myInvitationStatus' | 'status'>): AnswerEvent[] {
  if (general.actor !== 'party') return [];
  return allowedInvitationEvents(general.myInvitationStatus, { isActActive: general.status === 'active' }).filter((e): e is AnswerEvent => e !== 'reinvite');
}

type Pending = { kind: 'event'; event: ActEvent } | { kind: 'answer'; event: AnswerEvent };

function confirmationOf(pending: Pending): Confirmation | null {
  if (pending.kind === 'answer') return (INVITATION_EVENTS_NEEDING_CONFIRMATION as readonly string[]).includes(pending.event) ? 'exit_deal' : null;
  return (EVENT_CONFIRMATIONS as Partial<Record<ActEvent, Confirmation>>)[pending.event] ?? null;
}

function needsDialog(pending: Pending): boolean {
  return confirmationOf(pending) !== null || (pending.kind === 'event' && (pending.event === 'annul' || pending.event === 'change_notary'));
}

function NotaryChoiceFields({ value, onChange }: { value: NotaryChoice; onChange: (choice: NotaryChoice) => void }) {
  const { t } = useLinguiMacro();
  const nameIn = useNameInScript();
  const notaries = useRegionNotaries(value.regionId);
  return (
    <Stack gap="sm">
      <Radio.Group label={t`Notariusni tanlash usuli`} value={value.mode} onChange={(mode) => onChange({ ...value, mode: mode as NotaryChoice['mode'] })}>
        <Group mt="xs">
          <Radio value="auto" label={t`Avtomatik`} />
          <Radio value="manual" label={t`Qo'lda`} />
        </Group>
      </Radio.Group>
      {value.mode === 'manual' ? (
        <>
          <RegionSelect value={value.regionId} onChange={(regionId) => onChange({ ...value, regionId, notaryId: null })} label={t`Notarius hududi`} />
          <Select
            label={t`Notarius`}
            placeholder={value.regionId === null ? t`Avval hududni tanlang` : t`Notariusni tanlang`}
            disabled={value.regionId === null}
            searchable
            data={(notaries.data ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
            value={value.notaryId}
            onChange={(notaryId) => onChange({ ...value, notaryId })}
            data-testid="change-notary-select"
          />
        </>
      ) : null}
    </Stack>
  );
}

/** The catalogue's words for a failed call (its code), else the server's 400 text, else null. */
async function errorTextOf(error: Error): Promise<string | null> {
  if (!isHTTPError(error)) return null;
  const body = await readErrorBody(error.data);
  return errorMessage(body.code) ?? badRequestMessage(error);
}

type NotaryChoice = { mode: 'auto' | 'manual'; regionId: number | null; notaryId: string | null };

/**
 * The act card's actions: only what the machine lets this user do now, each
 * with the confirmation dialog of acts-domain 8 where the domain asks one
 * (EVENT_CONFIRMATIONS), sent to POST …/events/:event. A refusal is told by
 * the shared error handling in the catalogue's words.
 */
export function ActActions({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const send = useSendActEvent(general.uuid);
  const answer = useAnswerInvitation(general.uuid);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<NotaryChoice>({ mode: 'auto', regionId: null, notaryId: null });
  const [errorText, setErrorText] = useState<string | null>(null);
  const events = offeredEvents(general);
  const answers = offeredAnswers(general);
  const allowed = events.filter((option) => option.blockedBy === null);
  const heldBack = events.filter((option) => option.blockedBy !== null);
  if (events.length === 0 && answers.length === 0) return null;

  const run = (p: Pending) => {
    setErrorText(null);
    const done = { onSuccess: () => setPending(null), onError: (error: Error) => void errorTextOf(error).then(setErrorText) };
    if (p.kind === 'answer') {
      answer.mutate({ event: p.event }, done);
      return;
    }
    const body: EventBody = {};
    if (confirmationOf(p)) body.confirmed = true;
    if (p.event === 'annul') Object.assign(body, { reason: reason.trim(), annulDate: new Date().toISOString() });
    if (p.event === 'change_notary') {
      body.notaryChoice = choice.mode === 'manual' && choice.notaryId ? { mode: 'manual', notaryId: choice.notaryId } : { mode: 'auto' };
    }
    send.mutate({ event: p.event, body }, done);
  };
  const start = (p: Pending) => {
    setReason('');
    send.reset();
    answer.reset();
    if (needsDialog(p)) setPending(p);
    else run(p);
  };
  const isBusy = send.isPending || answer.isPending;
  const confirmation = pending ? confirmationOf(pending) : null;
  const texts = confirmation ? CONFIRMATION_TEXTS[confirmation] : null;
  const isSubmitDisabled =
    (pending?.kind === 'event' && pending.event === 'annul' && reason.trim() === '') ||
    (pending?.kind === 'event' && pending.event === 'change_notary' && choice.mode === 'manual' && choice.notaryId === null);

  return (
    <Stack gap="xs" data-testid="act-actions">
      <Group gap="sm" wrap="wrap">
        {answers.map((event) => (
          <Button
            key={event}
            // Filled green with white text is under 4.5:1 at Mantine's shades 8 and 9: the readable green (6.6:1).
            color={event === 'accept' ? READABLE_TEXT.green : 'red'}
            variant={event === 'accept' ? 'filled' : 'light'}
            loading={isBusy && answer.variables?.event === event}
            disabled={isBusy}
            onClick={() => start({ kind: 'answer', event })}
            data-testid={`action-${event}`}
          >
            {i18n._(INVITATION_EVENT_LABELS[event])}
          </Button>
        ))}
        {allowed.map((option) => (
          <Button
            key={option.event}
            color={DANGER_EVENTS.includes(option.event) ? 'red' : undefined}
            variant={DANGER_EVENTS.includes(option.event) ? 'light' : 'filled'}
            disabled={isBusy}
            loading={isBusy && send.variables?.event === option.event}
            onClick={() => start({ kind: 'event', event: option.event })}
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
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={texts ? i18n._(texts.title) : pending?.kind === 'event' ? i18n._(EVENT_LABELS[pending.event]) : ''}
        centered
        data-testid="action-dialog"
      >
        {pending ? (
          <Stack gap="md">
            {texts ? <Text>{i18n._(texts.body)}</Text> : null}
            {pending.kind === 'event' && pending.event === 'annul' ? (
              <Textarea label={t`Bekor qilish sababi`} required value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} data-testid="annul-reason" />
            ) : null}
            {pending.kind === 'event' && pending.event === 'change_notary' ? <NotaryChoiceFields value={choice} onChange={setChoice} /> : null}
            {send.isError || answer.isError ? (
              <Alert color="red" variant="light" data-testid="action-error">
                {errorText ?? <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setPending(null)} data-testid="action-cancel">
                <Trans>Bekor qilish</Trans>
              </Button>
              <Button
                color={(pending.kind === 'event' && DANGER_EVENTS.includes(pending.event)) || pending.event === 'exit' ? 'red.9' : undefined}
                onClick={() => run(pending)}
                loading={isBusy}
                disabled={isSubmitDisabled}
                data-testid="action-confirm"
              >
                {texts ? i18n._(texts.confirm) : <Trans>Yuborish</Trans>}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
