import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { VideoRecordingPlayback } from '@notary/domain/contracts';
import { formatDateTime } from '../../../format/index.ts';
import { TabState } from '../../tab-state.tsx';
import { useVideoRecordings } from './recordings-api.ts';

/** 65 → "1:05", 3725 → "1:02:05". */
function durationText(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Issue 16.4 replay on the act card's video-conference tab: each
 * participant's recording with a player (the API serves byte ranges, so it
 * seeks), its time in Tashkent, duration and the SHA-256 the act's audit
 * trail holds too. A recording whose file was deleted by the retention
 * setting keeps its line and hash.
 */
export function VideoRecordings({ uuid }: { uuid: string }) {
  const query = useVideoRecordings(uuid);
  return (
    <Stack gap="sm" data-testid="video-recordings">
      <Title order={3} fz="md">
        <Trans>Videokonferensiya yozuvlari</Trans>
      </Title>
      <TabState query={query} empty={query.data?.length === 0} emptyText={<Trans>Videokonferensiya yozuvlari hali yo'q.</Trans>} emptyTestId="video-recordings-empty">
        {(query.data ?? []).map((recording) => (
          <RecordingCard key={recording.id} recording={recording} />
        ))}
      </TabState>
    </Stack>
  );
}

function RecordingCard({ recording }: { recording: VideoRecordingPlayback }) {
  const { t } = useLingui();
  const participant = recording.participant;
  const who = recording.userName ?? t`Ishtirokchi ${participant}`;
  const when = formatDateTime(recording.startedAt);
  const deletedAt = formatDateTime(recording.deletedAt);
  return (
    <Card withBorder padding="sm" data-testid="video-recording">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{who}</Text>
          <Text size="sm" data-testid="video-recording-time">
            {when} – {formatDateTime(recording.stoppedAt).split(' ').at(-1)} <Trans>(Toshkent vaqti)</Trans>
          </Text>
        </Group>
        {recording.playbackUrl ? (
          <video
            controls
            preload="metadata"
            src={recording.playbackUrl}
            aria-label={t`${who} videoyozuvi, ${when}`}
            style={{ width: '100%', maxHeight: 360, background: '#000' }}
            data-testid="video-recording-player"
          >
            <Trans>Brauzeringiz videoni ijro eta olmaydi.</Trans>
          </video>
        ) : (
          <Badge color="gray" variant="light" data-testid="video-recording-deleted">
            <Trans>Saqlash muddati tugagani uchun o'chirilgan: {deletedAt}</Trans>
          </Badge>
        )}
        <Text size="sm" c="gray.7" data-testid="video-recording-duration">
          <Trans>Davomiyligi</Trans>: {durationText(recording.durationMs)} · {sizeText(recording.bytes)}
        </Text>
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="video-recording-sha256">
          SHA-256: {recording.sha256}
        </Text>
      </Stack>
    </Card>
  );
}
