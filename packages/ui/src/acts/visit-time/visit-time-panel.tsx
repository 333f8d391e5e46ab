import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatTime } from '../../format/index.ts';
import type { ActGeneral } from '../api/types.ts';
import { BlockingNotice } from '../blocking/index.ts';
import { READABLE_TEXT } from '../labels.ts';

/** The visit's date and time as dd.mm.yyyy HH:mm, Tashkent time (the API's visitdate/visittime are Tashkent's). */
export function visitTimeText(general: Pick<ActGeneral, 'visitAt' | 'visitdate' | 'visittime'>): string | null {
  if (general.visitdate && general.visittime) return `${formatDate(general.visitdate)} ${formatTime(general.visittime)}`;
  return general.visitAt ? formatDateTime(general.visitAt).slice(0, 16) : null;
}

/** Steps at which the set time matters: to confirm (6), then to attend after paying (7, 8). */
const TIME_STEPS: readonly number[] = [6, 7, 8];

/**
 * acts-domain 4 "The notary sets a visit date and time. The applicant
 * confirms or asks for another time (rejecting asks for confirmation). A
 * message appears when the set time has passed" (issue 13.7). The time in
 * Tashkent time, what is expected of whom now, and, once it has passed
 * before being confirmed, the catalogue's "registration time expired; ask the
 * notary for a new time". Confirming and asking for another time are the
 * machine's confirm_time and ask_other_time among the card's actions (the
 * latter with its confirmation dialog).
 */
export function VisitTimePanel({ general, onRecheck }: { general: ActGeneral; onRecheck?: () => void }) {
  const when = visitTimeText(general);
  if (!when || general.status !== 'active' || !TIME_STEPS.includes(general.step)) return null;
  const isVideo = general.regtype === 2;
  const isExpired = general.isVisitTimePassed && general.step === 6;
  const canAskOther = general.events.some((e) => e.event === 'ask_other_time' && e.blockedBy === null);
  const canConfirm = general.events.some((e) => e.event === 'confirm_time' && e.blockedBy === null);
  const status =
    general.step > 6
      ? { color: 'green', text: <Trans>Vaqt tasdiqlangan</Trans> }
      : isExpired
        ? { color: 'red', text: <Trans>Vaqt o'tib ketgan</Trans> }
        : { color: 'yellow', text: <Trans>Tasdiqlash kutilmoqda</Trans> };
  return (
    <Card withBorder radius="md" padding="md" data-testid="visit-time" data-state={general.step > 6 ? 'confirmed' : isExpired ? 'expired' : 'awaiting'}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="md">
              {isVideo ? <Trans>Videokonferensiya vaqti</Trans> : <Trans>Notarius qabuliga tashrif vaqti</Trans>}
            </Title>
            <Text fz="xl" fw={700} data-testid="visit-time-value">
              {when}
            </Text>
            <Text size="xs" c="gray.7">
              <Trans>Toshkent vaqti</Trans>
            </Text>
          </Stack>
          <Badge color={status.color} c={READABLE_TEXT[status.color]} variant="light" data-testid="visit-time-status">
            {status.text}
          </Badge>
        </Group>
        {isExpired ? (
          <BlockingNotice rule={{ code: 'registration_time_expired' }} onRecheck={onRecheck}>
            <Text size="sm" data-testid="visit-time-way-out">
              {canAskOther ? (
                <Trans>«Boshqa vaqt so'rash» tugmasini bosing: notarius yangi vaqt belgilaydi va sizga xabar beriladi.</Trans>
              ) : (
                <Trans>Arizachi notariusdan yangi vaqt so'rashi kerak.</Trans>
              )}
            </Text>
          </BlockingNotice>
        ) : general.step === 6 ? (
          <Text size="sm" data-testid="visit-time-way-out">
            {canConfirm || canAskOther ? (
              <Trans>Belgilangan vaqtni tasdiqlang yoki, u sizga to'g'ri kelmasa, boshqa vaqt so'rang.</Trans>
            ) : (
              <Trans>Arizachi belgilangan vaqtni tasdiqlashi kutilmoqda.</Trans>
            )}
          </Text>
        ) : (
          <Text size="sm" data-testid="visit-time-way-out">
            {isVideo ? (
              <Trans>Belgilangan vaqtda videokonferensiyaga qo'shiling: o'tkazib yuborilgan videokonferensiya so'rovni nofaol qiladi.</Trans>
            ) : (
              <Trans>Belgilangan vaqtda shaxsni tasdiqlovchi hujjat bilan notarial idoraga keling.</Trans>
            )}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
