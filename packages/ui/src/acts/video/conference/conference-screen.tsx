import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessage } from '../../../errors/index.ts';
import { showToast } from '../../../http/index.ts';
import { IconAlert } from '../../../icons/index.ts';
import { acquireLiveSocket, releaseLiveSocket, type LiveSocket } from '../../live-updates.ts';
import { ConferenceClient, type ConferenceOptions, type ConferenceState, type PeerNotice, type PeerState } from './conference-client.ts';
import { RecordingControl } from './recording-control.tsx';

/** What the screen needs from a conference: tests give a fake; the product a ConferenceClient on the page's socket. */
export type ConferenceHandle = Pick<ConferenceClient, 'getState' | 'subscribe' | 'join' | 'leave'>;
export type ConferenceFactory = (options: Omit<ConferenceOptions, 'socket'> & { socket: LiveSocket }) => ConferenceHandle;

export type ConferenceScreenProps = {
  actId: string;
  /** Before joining: the notary opens the room (POST …/video/room); a party does nothing. */
  prepare?: () => Promise<unknown>;
  getToken: ConferenceOptions['getToken'];
  onLeave: () => void;
  /** The act's notary: starts and stops the recording (issue 16.4); everyone sees whether it records. */
  canRecord?: boolean;
  /** Tests only. */
  createConference?: ConferenceFactory;
};

const defaultFactory: ConferenceFactory = (options) => new ConferenceClient(options);

function Video({ stream, muted, label, testId }: { stream: MediaStream | null; muted?: boolean; label: string; testId: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      data-testid={testId}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      style={{ width: '100%', aspectRatio: '16 / 9', background: '#1a1b1e', borderRadius: 8, objectFit: 'cover' }}
    />
  );
}

function StateBadge({ state }: { state: PeerState }) {
  const { t } = useLingui();
  const view = {
    connecting: { color: 'gray', text: t`Ulanmoqda` },
    established: { color: 'teal', text: t`Aloqa o'rnatildi` },
    lost: { color: 'red', text: t`Aloqa uzildi` },
    restoring: { color: 'blue', text: t`Aloqa tiklanmoqda` },
  }[state];
  return (
    <Badge color={view.color} variant="light" data-testid="peer-state" data-state={state}>
      {view.text}
    </Badge>
  );
}

/**
 * The act's video conference (issue 16.2), shared by the citizen web and the
 * notary console: my camera's preview, one tile per remote participant with
 * their name and connection state, and each connection's established / lost /
 * being restored moments as notices (acts-domain 8).
 */
export function ConferenceScreen({ actId, prepare, getToken, onLeave, canRecord = false, createConference = defaultFactory }: ConferenceScreenProps) {
  const { t } = useLingui();
  const [conference, setConference] = useState<ConferenceHandle | null>(null);
  const [prepareError, setPrepareError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const socket = acquireLiveSocket();
    const notice = ({ state, name }: PeerNotice) => {
      const who = name ?? t`Videokonferensiya serveri`;
      const view = {
        established: { color: 'green' as const, message: t`${who} bilan aloqa o'rnatildi` },
        lost: { color: 'red' as const, message: t`${who} bilan aloqa uzildi` },
        restoring: { color: 'blue' as const, message: t`${who} bilan aloqa tiklanmoqda` },
      }[state];
      showToast({ ...view, autoClose: 5000 });
    };
    const client = createConference({ actId, socket, getToken, onNotice: notice });
    setConference(client);
    let isCancelled = false;
    setPrepareError(null);
    void (async () => {
      try {
        await prepare?.();
      } catch (e) {
        if (!isCancelled) setPrepareError(errorMessage(await codeOf(e)) ?? t`Videokonferensiyani ochib bo'lmadi`);
        return;
      }
      if (!isCancelled) await client.join();
    })();
    return () => {
      isCancelled = true;
      client.leave();
      releaseLiveSocket(socket);
    };
    // getToken/prepare are the page's stable callbacks; a retry is a new attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actId, attempt]);

  const state = useSyncExternalStore(conference?.subscribe ?? noSubscribe, conference?.getState ?? idleState, conference?.getState ?? idleState);
  const error = prepareError ?? (state.error ? (errorMessage(state.error) ?? t`Videokonferensiyani ochib bo'lmadi`) : null);

  return (
    <Stack gap="md">
      <RecordingControl actId={actId} canRecord={canRecord} isJoined={state.phase === 'joined'} />
      <Group justify="flex-end">
        <Button color="red" variant="filled" onClick={onLeave} data-testid="leave-conference">
          <Trans>Konferensiyadan chiqish</Trans>
        </Button>
      </Group>
      {error ? (
        <Alert color="red" icon={<IconAlert />} role="alert" data-testid="conference-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Qayta urinish</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {state.phase === 'joining' ? (
        <Text c="dimmed" role="status">
          <Trans>Videokonferensiyaga ulanmoqda…</Trans>
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="xs" data-testid="local-tile">
          <Stack gap={4}>
            <Video stream={state.local} muted label={t`Mening kameram`} testId="local-video" />
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                <Trans>Siz</Trans>
              </Text>
              {state.phase === 'joined' ? <StateBadge state={state.localState} /> : null}
            </Group>
          </Stack>
        </Card>
        {state.remotes.map((remote) => (
          <Card key={remote.feed.feedId} withBorder padding="xs" data-testid="remote-tile" data-feed={remote.feed.feedId}>
            <Stack gap={4}>
              <Video stream={remote.stream} label={remote.feed.name} testId="remote-video" />
              <Group justify="space-between">
                <Text size="sm" fw={600}>
                  {remote.feed.name}
                  {remote.feed.role === 'notary' ? <Text span c="dimmed" size="sm">{` · ${t`Notarius`}`}</Text> : null}
                </Text>
                <StateBadge state={remote.state} />
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {state.phase === 'joined' && state.remotes.length === 0 ? (
        <Text c="dimmed" role="status">
          <Trans>Boshqa ishtirokchilar hali ulanmagan</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

const IDLE: ConferenceState = { phase: 'idle', error: null, local: null, localState: 'connecting', remotes: [] };
const idleState = () => IDLE;
const noSubscribe = () => () => undefined;

async function codeOf(e: unknown): Promise<string | null> {
  const data = (e as { data?: unknown; response?: Response })?.data;
  if (data && typeof data === 'object' && 'code' in data) return String((data as { code: unknown }).code);
  const response = (e as { response?: Response })?.response;
  if (response) {
    const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : null;
  }
  return null;
}
