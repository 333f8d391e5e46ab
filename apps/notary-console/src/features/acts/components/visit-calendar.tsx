import { refusalText } from '../api/refusal-text.ts';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ActGeneral, VisitCalendar } from '@notary/domain/contracts';
import { combineDateAndTime, formatDate, formatDateTime, parseDate, parseIsoDate, tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { EVENT_LABELS, READABLE_TEXT, useActAudit, useSendActEvent } from '@notary/ui/acts';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useVisitCalendar } from '../api/desk-api.ts';

type Slot = VisitCalendar['slots'][number];

/** The Tashkent day `days` after `iso`. */
export function shiftDay(iso: string, days: number): string {
  const date = parseIsoDate(iso)!;
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return toIsoDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

/** The slots a notary may choose: free ones (and the act's own, to keep it). */
export function choosableSlots(calendar: VisitCalendar): Slot[] {
  return calendar.slots.filter((slot) => slot.state === 'free');
}

function SlotButton({ slot, selected, onSelect }: { slot: Slot; selected: boolean; onSelect: () => void }) {
  const { t } = useLinguiMacro();
  const busy = { visit: t`boshqa tashrif`, booking: t`elektron navbat`, past: t`o'tgan`, free: '' }[slot.state];
  if (slot.state !== 'free')
    return (
      <Button variant="default" disabled aria-label={`${slot.time}: ${busy}`} data-testid="slot" data-state={slot.state} h="auto" py={6}>
        <Stack gap={0} align="center">
          <Text size="sm">{slot.time}</Text>
          <Text size="xs">{busy}</Text>
        </Stack>
      </Button>
    );
  return (
    <Button
      variant={selected ? 'filled' : 'light'}
      onClick={onSelect}
      aria-pressed={selected}
      data-testid="slot"
      data-state="free"
      data-time={slot.time}
      h="auto"
      py={6}
    >
      <Stack gap={0} align="center">
        <Text size="sm" fw={600}>
          {slot.time}
        </Text>
        {slot.isThisAct ? <Text size="xs">{t`belgilangan`}</Text> : null}
      </Stack>
    </Button>
  );
}

/** What the calendar says of the day: the hours, or why there are none. */
function DayNote({ calendar }: { calendar: VisitCalendar }) {
  if (calendar.dayOff === 'vacation') return <Trans>Notarius ta'tilda.</Trans>;
  if (calendar.dayOff === 'medical_leave') return <Trans>Notarius kasallik ta'tilida.</Trans>;
  if (calendar.dayOff === 'no_licence') return <Trans>Notariusning litsenziyasi faol emas.</Trans>;
  if (calendar.dayOff === 'not_working') return <Trans>Bu kun notariusning ish kuni emas.</Trans>;
  const h = calendar.hours!;
  return (
    <>
      <Trans>
        Qabul vaqti: {h.open}–{h.close}
      </Trans>
      {h.breakFrom && h.breakTo ? (
        <>
          {' · '}
          <Trans>
            Tanaffus: {h.breakFrom}–{h.breakTo}
          </Trans>
        </>
      ) : null}
      {calendar.isDutyDay ? (
        <>
          {' · '}
          <Trans>navbatchilik kuni</Trans>
        </>
      ) : null}
    </>
  );
}

/**
 * Issue 14.4: the notary sets the visit date and time on a calendar of the
 * office's timetable, the notary's leave and duty, the other visits and the
 * e-queue's bookings (Tashkent time), then sends `set_time`; at step 6 the
 * applicant's answer is awaited, and at step 5 after "another time" the
 * applicant's request is shown.
 */
export function VisitCalendarPanel({ general }: { general: ActGeneral }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  // Tashkent's today when the page opened (the inbox's "today" views and the calendar's first day).
  const [today] = useState(() => toIsoDate(tashkentDateOf(new Date())));
  const [date, setDate] = useState(general.visitdate ?? today);
  const [dateText, setDateText] = useState(formatDate(parseIsoDate(date)!));
  const [selected, setSelected] = useState<string | null>(null);
  const [customTime, setCustomTime] = useState('');
  const [errorText, setErrorText] = useState<string | null>(null);
  const calendar = useVisitCalendar(general.uuid, date);
  const audit = useActAudit(general.uuid);
  const send = useSendActEvent(general.uuid);
  const canSet = general.events.some((o) => o.event === 'set_time');
  const lastMove = [...(audit.data ?? [])].reverse().find((e) => e.toStep !== null && e.toStep !== e.fromStep);
  const askedOther = general.step === 5 && lastMove?.action === 'ask_other_time';

  const goTo = (iso: string) => {
    setDate(iso);
    setDateText(formatDate(parseIsoDate(iso)!));
    setSelected(null);
  };
  const customAt = customTime.trim() ? combineDateAndTime(parseIsoDate(date)!, customTime.trim()) : null;
  const visitAt = selected ?? (customAt ? customAt.toISOString() : null);

  const submit = () => {
    if (!visitAt) return;
    setErrorText(null);
    send.mutate(
      { event: 'set_time', body: { visitAt } },
      {
        onSuccess: () => {
          setSelected(null);
          setCustomTime('');
        },
        onError: (error) => void refusalText(error).then(setErrorText),
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="md" data-testid="visit-calendar">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <Trans>Tashrif vaqti</Trans>
        </Title>
        {general.visitdate && general.step >= 6 ? (
          <Alert color={general.step === 6 ? 'yellow' : 'green'} variant="light" data-testid="visit-state">
            {general.step === 6 ? (
              <Trans>
                Belgilangan vaqt: {formatDate(parseIsoDate(general.visitdate)!)} {general.visittime}. Arizachining tasdig'i kutilmoqda.
              </Trans>
            ) : (
              <Trans>
                Arizachi vaqtni tasdiqladi: {formatDate(parseIsoDate(general.visitdate)!)} {general.visittime}.
              </Trans>
            )}
          </Alert>
        ) : null}
        {askedOther ? (
          <Alert color="orange" variant="light" data-testid="asked-other-time">
            <Trans>Arizachi boshqa vaqt so'radi ({formatDateTime(new Date(lastMove!.at))}). Yangi vaqt belgilang.</Trans>
          </Alert>
        ) : null}
        {canSet ? (
          <>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Button variant="default" onClick={() => goTo(shiftDay(date, -1))} disabled={date <= today} aria-label={t`Oldingi kun`}>
                ‹
              </Button>
              <TextInput
                label={t`Sana`}
                value={dateText}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  setDateText(text);
                  const parsed = parseDate(text);
                  if (parsed && toIsoDate(parsed) >= today) {
                    setDate(toIsoDate(parsed));
                    setSelected(null);
                  }
                }}
                placeholder={t`kk.oo.yyyy`}
                maxLength={10}
                w={140}
                data-testid="calendar-date"
              />
              <Button variant="default" onClick={() => goTo(shiftDay(date, 1))} aria-label={t`Keyingi kun`}>
                ›
              </Button>
              <Button variant="subtle" onClick={() => goTo(today)}>
                <Trans>Bugun</Trans>
              </Button>
            </Group>
            {calendar.isPending ? (
              <Loader size="sm" aria-label={t`Yuklanmoqda`} />
            ) : calendar.isError ? (
              <Alert color="red" variant="light">
                <Trans>Jadvalni yuklab bo'lmadi.</Trans>
              </Alert>
            ) : (
              <>
                <Text size="sm" c="gray.7" data-testid="calendar-day">
                  {formatDate(parseIsoDate(calendar.data.date)!)} · <DayNote calendar={calendar.data} />
                </Text>
                {calendar.data.slots.length > 0 ? (
                  <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid="calendar-slots">
                    {calendar.data.slots.map((slot) => (
                      <SlotButton key={slot.startsAt} slot={slot} selected={selected === slot.startsAt} onSelect={() => {
                        setSelected(slot.startsAt);
                        setCustomTime('');
                      }} />
                    ))}
                  </SimpleGrid>
                ) : null}
                <Group gap="xs">
                  <Badge variant="light">{t`Bo'sh`}</Badge>
                  <Badge variant="light" color="gray" c={READABLE_TEXT.gray}>
                    {t`Band yoki o'tgan`}
                  </Badge>
                </Group>
              </>
            )}
            <TextInput
              label={t`Yoki boshqa vaqt (SS:DD)`}
              description={t`Jadvaldan tashqari vaqt, masalan shoshilinch tashrif uchun`}
              value={customTime}
              onChange={(e) => {
                setCustomTime(e.currentTarget.value);
                setSelected(null);
              }}
              placeholder="14:30"
              maxLength={5}
              w={220}
              error={customTime.trim() !== '' && customAt === null ? t`Vaqtni SS:DD ko'rinishida kiriting` : undefined}
              data-testid="calendar-custom-time"
            />
            {errorText ? (
              <Alert color="red" variant="light" data-testid="set-time-error">
                {errorText}
              </Alert>
            ) : null}
            <Group>
              <Button onClick={submit} disabled={visitAt === null} loading={send.isPending} data-testid="set-time">
                {visitAt ? (
                  <Trans>
                    {i18n._(EVENT_LABELS.set_time)}: {formatDateTime(new Date(visitAt))}
                  </Trans>
                ) : (
                  i18n._(EVENT_LABELS.set_time)
                )}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
