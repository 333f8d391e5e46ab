import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import type { ErrorCode } from '@notary/domain/errors';
import type { VideoRecordingPayload } from '@notary/domain/realtime';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../errors/index.ts';
import { showToast } from '../../../http/index.ts';
import { acquireLiveSocket, releaseLiveSocket, type LiveSocket } from '../../live-updates.ts';

export type RecordingControlProps = {
  actId: string;
  /** The act's notary: the start / stop button (the server refuses anyone else). */
  canRecord: boolean;
  /** In the conference: the button works only then. */
  isJoined: boolean;
};

/**
 * Issue 16.4, the conference's recording (acts-domain 8): everyone sees a
 * "recording" mark while the media server records and hears the notices
 * "recording started", "recording stopped" and "video being saved, stay in
 * the conference"; the notary has the start / stop button. The state comes
 * from the server's `video:recording` events (also sent to a newcomer while
 * the conference is being recorded), never from the button alone.
 */
export function RecordingControl({ actId, canRecord, isJoined }: RecordingControlProps) {
  const { t } = useLingui();
  const [socket, setSocket] = useState<LiveSocket | null>(null);
  const [isRecording, setIsRecording] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const wasRecording = useRef(false);

  useEffect(() => {
    const live = acquireLiveSocket();
    setSocket(live);
    const onRecording = ({ actId: id, state }: VideoRecordingPayload) => {
      if (id !== actId) return;
      if (state === 'started' || state === 'stopped') {
        const isOn = state === 'started';
        // A repeated state (a newcomer is told, the notary pressed twice) is no news.
        if (isOn !== wasRecording.current) showToast(isOn ? { color: 'red', message: t`Videoyozuv boshlandi`, autoClose: 5000 } : { color: 'blue', message: t`Videoyozuv to'xtatildi`, autoClose: 5000 });
        wasRecording.current = isOn;
        setIsRecording(isOn);
      } else if (state === 'saving') {
        setIsSaving(true);
        showToast({ color: 'orange', message: t`Video saqlanmoqda, konferensiyadan chiqmang`, autoClose: 8000 });
      } else {
        setIsSaving(false);
        showToast({ color: 'green', message: t`Video saqlandi`, autoClose: 5000 });
      }
    };
    live.on('video:recording', onRecording);
    return () => {
      live.off('video:recording', onRecording);
      releaseLiveSocket(live);
    };
    // t changes with the language; the listener reads it when an event comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actId]);

  const toggle = async () => {
    if (!socket) return;
    setIsPending(true);
    try {
      const answer = (await socket.emitWithAck('video:recording', { actId, state: isRecording ? 'stopped' : 'started' })) as { ok: true } | { ok: false; code: ErrorCode };
      if (!answer.ok) showToast({ color: 'red', message: errorMessage(answer.code) ?? t`Videoyozuvni boshqarib bo'lmadi` });
    } finally {
      setIsPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {isRecording ? (
          <Badge color="red" variant="filled" role="status" data-testid="recording-indicator" leftSection={<span aria-hidden>●</span>}>
            <Trans>Yozib olinmoqda</Trans>
          </Badge>
        ) : null}
        {canRecord ? (
          <Button
            variant={isRecording ? 'outline' : 'filled'}
            color={isRecording ? 'gray' : 'red'}
            disabled={!isJoined || isSaving}
            loading={isPending}
            onClick={() => void toggle()}
            data-testid="recording-toggle"
          >
            {isRecording ? <Trans>Yozishni to'xtatish</Trans> : <Trans>Yozishni boshlash</Trans>}
          </Button>
        ) : null}
      </Group>
      {isSaving ? (
        <Alert color="yellow" role="status" data-testid="recording-saving">
          <Trans>Video saqlanmoqda, konferensiyadan chiqmang</Trans>
        </Alert>
      ) : null}
    </Stack>
  );
}
