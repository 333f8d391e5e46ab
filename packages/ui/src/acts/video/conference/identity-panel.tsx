import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { VideoIdentityParty, VideoIdentityState } from '@notary/domain/contracts';
import type { VideoIdentityPayload } from '@notary/domain/realtime';
import { FaceCheckError, type FaceCheckResult } from '@notary/face-check/client';
import { cameraErrorText, FACE_CHECK_FAILURE_REASONS } from '@notary/face-check/hints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FaceCheckModal, type FaceCheckPhase } from '../../../auth/face-check-modal.tsx';
import { errorMessage } from '../../../errors/index.ts';
import { showToast } from '../../../http/index.ts';
import { useSessionStore } from '../../../session/index.ts';
import { actKeys } from '../../api/acts-api.ts';
import { acquireLiveSocket, releaseLiveSocket } from '../../live-updates.ts';
import { videoIdentityApi, type VideoIdentityApi } from './identity-api.ts';

export const videoIdentityKey = (actId: string) => actKeys.tab(actId, 'video-identity');

/**
 * Issue 16.3: everyone's identity state in the act's conference, kept live:
 * read again whenever the conference hears a check (`video:identity`), the
 * act changes (`act:changed`: registered) or the socket reconnects.
 * `onIdentity` hears each `video:identity` of the act (the party's "the
 * notary asks you" prompt).
 */
export function useVideoIdentity(actId: string, api: VideoIdentityApi = videoIdentityApi, onIdentity?: (payload: VideoIdentityPayload) => void) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: videoIdentityKey(actId), queryFn: () => api.state(actId) });
  const listener = useRef(onIdentity);
  useEffect(() => {
    listener.current = onIdentity;
  }, [onIdentity]);
  useEffect(() => {
    const socket = acquireLiveSocket();
    const refresh = () => void client.invalidateQueries({ queryKey: videoIdentityKey(actId) });
    const onIdentityEvent = (payload: VideoIdentityPayload) => {
      if (payload.actId !== actId) return;
      listener.current?.(payload);
      refresh();
    };
    const onChanged = (payload: { actId: string }) => {
      if (payload.actId === actId) refresh();
    };
    socket.on('video:identity', onIdentityEvent);
    socket.on('act:changed', onChanged);
    socket.on('connect', refresh);
    return () => {
      socket.off('video:identity', onIdentityEvent);
      socket.off('act:changed', onChanged);
      socket.off('connect', refresh);
      releaseLiveSocket(socket);
    };
  }, [actId, client]);
  return query;
}

function StatusBadge({ party }: { party: VideoIdentityParty }) {
  const { t } = useLingui();
  const view =
    party.status === 'confirmed'
      ? { color: 'teal', text: t`Shaxs yuzni tekshirish orqali tasdiqlandi` }
      : party.status === 'failed'
        ? { color: 'red', text: t`Tasdiqlanmadi` }
        : { color: 'gray', text: party.isRequested ? t`Qayta tekshirish so'raldi` : t`Kutilmoqda` };
  return (
    <Badge color={view.color} variant="light" data-testid="identity-status" data-status={party.status}>
      {view.text}
    </Badge>
  );
}

function FailureText({ party }: { party: VideoIdentityParty }) {
  if (party.status !== 'failed' || !party.failure) return null;
  const text = {
    liveness_failed: <Trans>jonlilik tekshiruvi o'tmadi</Trans>,
    face_mismatch: <Trans>yuz fuqarolik reyestridagi suratga mos kelmadi</Trans>,
    photo_missing: <Trans>fuqarolik reyestrida surat yo'q</Trans>,
  }[party.failure];
  return (
    <Text size="xs" c="red.9">
      {text}
    </Text>
  );
}

/** The act registered during the call: every participant sees it at once (issue 16.5). */
function RegisteredNotice({ state }: { state: VideoIdentityState }) {
  if (state.actStatus !== 'registered') return null;
  return (
    <Alert color="teal" role="status" data-testid="registered-in-call">
      {state.regnum ? <Trans>Notarial harakat ro'yxatga olindi. Reyestr raqami: {state.regnum}</Trans> : <Trans>Notarial harakat ro'yxatga olindi</Trans>}
    </Alert>
  );
}

async function codeOf(e: unknown): Promise<string | null> {
  const data = (e as { data?: unknown })?.data;
  if (data && typeof data === 'object' && 'code' in data) return String((data as { code: unknown }).code);
  const response = (e as { response?: Response })?.response;
  if (response) {
    const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : null;
  }
  return null;
}

export type IdentityPanelProps = {
  actId: string;
  /** The notary sees every party and asks for a check; a party takes their own. */
  role: 'notary' | 'participant';
  /** Tests only. */
  api?: VideoIdentityApi;
};

/**
 * Issue 16.3 beside the conference: the notary sees, per party, "identity
 * confirmed by face check", pending or failed, live, and may ask a party to
 * take the check (again); a party takes the face check of the sign-in
 * (FaceCheckModal) without leaving the call. Once the act is registered
 * (16.5) everyone sees it here.
 */
export function IdentityPanel({ actId, role, api = videoIdentityApi }: IdentityPanelProps) {
  const { t } = useLingui();
  const me = useSessionStore((s) => s.user?.id ?? null);
  const [isAsked, setAsked] = useState(false);
  const onIdentity = useCallback(
    (payload: VideoIdentityPayload) => {
      if (role === 'participant' && payload.userId === me && payload.isRequested) setAsked(true);
    },
    [role, me],
  );
  const query = useVideoIdentity(actId, api, onIdentity);
  const state = query.data;

  // acts-domain 8 notice "identity confirmed by face check": for the notary, when a party's check confirms them.
  const seen = useRef<Map<string | null, string> | null>(null);
  useEffect(() => {
    if (!state) return;
    const previous = seen.current;
    seen.current = new Map(state.parties.map((p) => [p.userId, p.status]));
    if (role !== 'notary' || !previous) return;
    for (const party of state.parties) {
      if (party.status === 'confirmed' && previous.get(party.userId) !== 'confirmed') {
        showToast({ color: 'green', message: t`${party.name}: shaxs yuzni tekshirish orqali tasdiqlandi`, autoClose: 5000 });
      }
    }
  }, [state, role, t]);

  return (
    <Card withBorder padding="md" data-testid="identity-panel">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Shaxsni tasdiqlash</Trans>
        </Title>
        {query.isError ? (
          <Alert color="red" role="alert">
            <Trans>Shaxsni tasdiqlash holatini yuklab bo'lmadi</Trans>
          </Alert>
        ) : null}
        {state ? <RegisteredNotice state={state} /> : null}
        {state && role === 'notary' ? <NotaryView actId={actId} state={state} api={api} /> : null}
        {state && role === 'participant' ? <PartyView actId={actId} state={state} api={api} me={me} isAsked={isAsked} onChecked={() => setAsked(false)} /> : null}
      </Stack>
    </Card>
  );
}

function NotaryView({ actId, state, api }: { actId: string; state: VideoIdentityState; api: VideoIdentityApi }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const ask = async (party: VideoIdentityParty) => {
    if (!party.userId) return;
    setAsking(party.userId);
    try {
      client.setQueryData(videoIdentityKey(actId), await api.request(actId, party.userId));
      showToast({ color: 'blue', message: t`Yuzni tekshirishdan o'tish so'rovi yuborildi: ${party.name}`, autoClose: 4000 });
    } catch (e) {
      showToast({ color: 'red', message: errorMessage(await codeOf(e)) ?? t`So'rovni yuborib bo'lmadi`, autoClose: 6000 });
    } finally {
      setAsking(null);
    }
  };
  const isOpen = state.actStatus === 'active';
  return (
    <Stack gap="xs">
      {state.parties.map((party) => (
        <Group key={party.userId ?? party.name} justify="space-between" wrap="nowrap" data-testid="identity-row" data-user={party.userId ?? ''} data-status={party.status}>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {party.name}
              {party.isAuthor ? <Text span c="dimmed" size="sm">{` · ${t`Arizachi`}`}</Text> : null}
            </Text>
            <Group gap="xs">
              <StatusBadge party={party} />
              <FailureText party={party} />
            </Group>
          </Stack>
          {isOpen && party.userId ? (
            <Button size="xs" variant="light" onClick={() => void ask(party)} loading={asking === party.userId} data-testid="identity-ask">
              {party.status === 'confirmed' ? <Trans>Qayta tekshirishni so'rash</Trans> : <Trans>Tekshirishni so'rash</Trans>}
            </Button>
          ) : null}
        </Group>
      ))}
      {isOpen ? (
        <Text size="sm" c={state.isComplete ? 'teal.9' : 'dimmed'} data-testid="identity-summary">
          {state.isComplete ? (
            <Trans>Barcha taraflarning shaxsi tasdiqlandi: harakatni ro'yxatga olish mumkin</Trans>
          ) : (
            <Trans>Ro'yxatga olishdan oldin har bir taraf yuzni tekshirishdan o'tishi kerak</Trans>
          )}
        </Text>
      ) : null}
    </Stack>
  );
}

function PartyView({
  actId,
  state,
  api,
  me,
  isAsked,
  onChecked,
}: {
  actId: string;
  state: VideoIdentityState;
  api: VideoIdentityApi;
  me: string | null;
  isAsked: boolean;
  onChecked: () => void;
}) {
  const { t } = useLingui();
  const client = useQueryClient();
  const locale = useSessionStore((s) => s.locale);
  const [phase, setPhase] = useState<FaceCheckPhase>({ kind: 'closed' });
  const [attempt, setAttempt] = useState(0);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);
  const mine = state.parties.find((p) => p.userId === me) ?? null;

  const start = async () => {
    setErrorText(null);
    setStarting(true);
    try {
      const { sessionId, pin, passserial, passnum } = await api.attempt(actId);
      setAttempt((n) => n + 1);
      setPhase({ kind: 'capturing', auth: { pin, passserial, passnum }, sessionId, attempt: attempt + 1 });
    } catch (e) {
      setErrorText(errorMessage(await codeOf(e)) ?? t`Yuzni tekshirishni boshlab bo'lmadi`);
    } finally {
      setStarting(false);
    }
  };

  const onResult = useCallback(
    (result: FaceCheckResult) => {
      setPhase({ kind: 'verifying', bestshot: result.bestshot });
      void (async () => {
        try {
          const party = await api.confirm(actId, result.jwt);
          onChecked();
          if (party.status !== 'confirmed') setErrorText(t`Shaxsingiz tasdiqlanmadi: tekshiruvni qaytadan o'ting`);
        } catch (e) {
          setErrorText(errorMessage(await codeOf(e)) ?? t`Yuzni tekshirish natijasini yuborib bo'lmadi`);
        } finally {
          setPhase({ kind: 'closed' });
          void client.invalidateQueries({ queryKey: videoIdentityKey(actId) });
        }
      })();
    },
    [actId, api, client, onChecked, t],
  );

  const onError = useCallback(
    (error: unknown) => {
      setPhase({ kind: 'closed' });
      const reason =
        error instanceof FaceCheckError ? (error.code === 'camera' && error.cameraError ? cameraErrorText(error.cameraError, locale) : FACE_CHECK_FAILURE_REASONS[locale][error.code]) : undefined;
      setErrorText(reason ?? t`Yuzni tekshirishni yakunlab bo'lmadi`);
    },
    [locale, t],
  );

  if (state.actStatus !== 'active') return null;
  const isConfirmed = mine?.status === 'confirmed' && !isAsked;
  return (
    <Stack gap="xs" data-testid="identity-own" data-status={mine?.status ?? 'none'}>
      {mine ? (
        <Group gap="xs">
          <StatusBadge party={mine} />
          <FailureText party={mine} />
        </Group>
      ) : null}
      {isAsked || mine?.isRequested ? (
        <Alert color="blue" role="status" data-testid="identity-asked">
          <Trans>Notarius sizdan yuzni tekshirishdan o'tishingizni so'ramoqda</Trans>
        </Alert>
      ) : null}
      {errorText ? (
        <Alert color="red" role="alert" data-testid="identity-error">
          {errorText}
        </Alert>
      ) : null}
      {isConfirmed ? null : (
        <Group>
          <Button onClick={() => void start()} loading={isStarting} data-testid="identity-start">
            <Trans>Yuzni tekshirishdan o'tish</Trans>
          </Button>
        </Group>
      )}
      <FaceCheckModal phase={phase} onResult={onResult} onError={onError} onClose={() => setPhase({ kind: 'closed' })} />
    </Stack>
  );
}
