import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { ACT_TYPES, isActTypeId } from '@notary/domain/act';
import type { InvitationScreen as InvitationData, InvitationSubject } from '@notary/domain/contracts';
import { INVITATION_EVENTS_NEEDING_CONFIRMATION } from '@notary/domain/party';
import { isHTTPError } from 'ky';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../errors/index.ts';
import { formatTiyin } from '../../format/index.ts';
import { readErrorBody } from '../../http/index.ts';
import { IconAlert, IconInfo } from '../../icons/index.ts';
import { DetailList, useUiLocale } from '../../searches/index.ts';
import { ActStatusBadge } from '../act-badges.tsx';
import { InvitationBadge } from '../act-card-screen.tsx';
import { CONFIRMATION_TEXTS, INVITATION_EVENT_LABELS, READABLE_TEXT } from '../labels.ts';
import { useActsLiveUpdates } from '../live-updates.ts';
import { PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import { useAnswerByToken, useInvitation } from './api.ts';

type Answer = 'accept' | 'reject' | 'exit';

/** The invitation's answers now (the API's `events`, the domain's invitation machine), never a new invitation. */
export function offeredInvitationAnswers(data: Pick<InvitationData, 'events'>): Answer[] {
  return data.events.filter((e): e is Answer => e !== 'reinvite');
}

function money(price: string | null): string | null {
  if (price === null) return null;
  const n = Number(price);
  return Number.isFinite(n) ? formatTiyin(Math.round(n * 100)) : price;
}

function SubjectSummary({ subject }: { subject: InvitationSubject }) {
  return (
    <DetailList
      items={[
        subject.kind === 'vehicle' ? { label: <Trans>Transport vositasi</Trans>, value: [subject.make, subject.year].filter(Boolean).join(', ') || '—', testId: 'invitation-vehicle' } : null,
        subject.stateNumber ? { label: <Trans>Davlat raqami</Trans>, value: subject.stateNumber, testId: 'invitation-plate' } : null,
        subject.cadastreNumber ? { label: <Trans>Kadastr raqami</Trans>, value: subject.cadastreNumber } : null,
        subject.address ? { label: <Trans>Manzil</Trans>, value: subject.address } : null,
        subject.description ? { label: <Trans>Tavsif</Trans>, value: subject.description } : null,
        subject.price ? { label: <Trans>Narxi</Trans>, value: money(subject.price), testId: 'invitation-price' } : null,
        subject.priceWords ? { label: <Trans>Narx so'z bilan</Trans>, value: subject.priceWords } : null,
      ]}
    />
  );
}

export type InvitationScreenProps = {
  uuid: string;
  token: string;
  /** Where the act opens once the invitation is accepted (the wizard of a simplified act, else the card). */
  actPath: (uuid: string, isSimplified: boolean) => string;
};

/**
 * The party invitation screen (acts-domain 2 "Party invitation screen.
 * Accept or reject"; 4 "the party accepts or rejects, and may exit the
 * deal"), behind the SMS / QR link /enotarial_act/{uuid}?invite={token}.
 * Before answering the invited person sees only who invites them, the act
 * and what they would agree to (the API's invitation answer); the act opens
 * once accepted. Exiting asks first (acts-domain 8 "exit the deal").
 */
export function InvitationScreen({ uuid, token, actPath }: InvitationScreenProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locale = useUiLocale();
  const query = useInvitation(uuid, token);
  const answer = useAnswerByToken(uuid, token);
  const [pending, setPending] = useState<Answer | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  useActsLiveUpdates(null);

  if (query.isPending) return <Loader aria-label={t`Yuklanmoqda`} />;
  if (query.isError) {
    const status = isHTTPError(query.error) ? query.error.response.status : null;
    return (
      <Alert color="red" variant="light" icon={<IconAlert />} data-testid="invitation-not-found">
        {status === 404 ? errorMessage('invitation_not_found') : status === 418 ? errorMessage('pin_not_found_in_uuid') : <Trans>Taklifni ochib bo'lmadi. Qayta urinib ko'ring.</Trans>}
      </Alert>
    );
  }
  const data = query.data;
  const answers = offeredInvitationAnswers(data);
  const typeName = isActTypeId(data.act.typeId) ? ACT_TYPES[data.act.typeId].names[locale] : data.act.name;

  const send = (event: Answer) => {
    setErrorText(null);
    answer.mutate(
      { event },
      {
        onSuccess: () => {
          setPending(null);
          void query.refetch();
        },
        onError: (error) =>
          void (isHTTPError(error) ? readErrorBody(error.data).then((b) => setErrorText(errorMessage(b.code) ?? null)) : Promise.resolve(setErrorText(null))),
      },
    );
  };
  const start = (event: Answer) => ((INVITATION_EVENTS_NEEDING_CONFIRMATION as readonly string[]).includes(event) ? setPending(event) : send(event));
  const texts = CONFIRMATION_TEXTS.exit_deal;

  return (
    <Stack gap="lg" data-testid="invitation-screen" data-status={data.party.status ?? 'awaiting'}>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" data-testid="invitation-act">
              {typeName}
            </Title>
            <ActStatusBadge status={data.act.status} />
          </Group>
          {data.inviter ? (
            <Text data-testid="invitation-inviter">
              <Trans>
                {data.inviter.fullname} ({i18n._(PARTY_ROLE_LABELS[data.inviter.role])}) sizni ushbu notarial harakatga {i18n._(PARTY_ROLE_LABELS[data.party.role])} sifatida taklif qildi.
              </Trans>
            </Text>
          ) : null}
          {data.subjects.map((subject, index) => (
            <SubjectSummary key={index} subject={subject} />
          ))}
          <Group gap="xs">
            <Text size="sm">
              <Trans>Taklif holati:</Trans>
            </Text>
            <InvitationBadge status={data.party.status} />
          </Group>
          {data.party.status === null ? (
            <Alert color="blue" variant="light" icon={<IconInfo />}>
              <Trans>Taklifni qabul qilsangiz, ushbu shartlarga roziligingizni bildirasiz va notarial harakat tafsilotlari sizga ochiladi. Rad etsangiz, arizachi xabardor qilinadi.</Trans>
            </Alert>
          ) : null}
          {errorText !== null || answer.isError ? (
            <Alert color="red" variant="light" data-testid="invitation-error">
              {errorText ?? <Trans>Amalni bajarib bo'lmadi. Qayta urinib ko'ring.</Trans>}
            </Alert>
          ) : null}
          <Group gap="sm">
            {answers.map((event) => (
              <Button
                key={event}
                // White on Mantine's green 9 is 4.4:1, under WCAG AA's 4.5:1: the accept button is the readable green (6.6:1).
                // The light reject/exit buttons name the colour without a shade: with 'red.9' the light variant drew
                // its text on a solid red 9 (1.5:1, axe on the invitation route); 'red' gets the theme's tinted light variant.
                color={event === 'accept' ? READABLE_TEXT.green : 'red'}
                variant={event === 'accept' ? 'filled' : 'light'}
                loading={answer.isPending && answer.variables?.event === event}
                disabled={answer.isPending}
                onClick={() => start(event)}
                data-testid={`invitation-${event}`}
              >
                {i18n._(INVITATION_EVENT_LABELS[event])}
              </Button>
            ))}
            {data.party.status === 'accepted' ? (
              <Button component={Link} to={actPath(uuid, data.act.isSimplified)} variant="light" data-testid="invitation-open-act">
                <Trans>Notarial harakatni ochish</Trans>
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={i18n._(texts.title)} centered>
        <Stack gap="md">
          <Text>{i18n._(texts.body)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)}>
              <Trans>Bekor qilish</Trans>
            </Button>
            <Button color="red.9" loading={answer.isPending} onClick={() => pending && send(pending)} data-testid="invitation-exit-confirm">
              {i18n._(texts.confirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
