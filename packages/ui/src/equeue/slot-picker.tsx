import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Loader, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useEqueueDays, useEqueueSlots, type EqueueSlot } from './api/equeue-api.ts';
import classes from './equeue.module.css';
import { isoWeekdayOf, WEEKDAY_SHORT } from './weekdays.ts';

/**
 * The bookable days of an office (Tashkent calendar) and the free slots of
 * the chosen day, computed by the API from the timetable, leave, the duty
 * roster and existing bookings.
 */
export function SlotPicker({
  officeId,
  notaryId,
  date,
  onDateChange,
  startsAt,
  onSlotChange,
}: {
  officeId: string;
  notaryId: string | null;
  date: string | null;
  onDateChange: (date: string) => void;
  /** The chosen slot's start. */
  startsAt: string | null;
  onSlotChange: (slot: EqueueSlot | null) => void;
}) {
  const { i18n } = useLinguiRuntime();
  const days = useEqueueDays(officeId, notaryId);
  const slots = useEqueueSlots(officeId, date, notaryId);
  const firstOpen = days.data?.find((d) => d.free > 0)?.date ?? null;

  // Open on the first day with a free slot, so the citizen sees times at once.
  useEffect(() => {
    if (!date && firstOpen) onDateChange(firstOpen);
  }, [date, firstOpen, onDateChange]);

  if (days.isPending) return <Loader size="sm" />;
  if (!days.data || !firstOpen) {
    return (
      <Text c="dimmed" size="sm" data-testid="no-free-days">
        <Trans>Bu notarial idorada yaqin 30 kun ichida bo'sh vaqt yo'q. Boshqa idora yoki notariusni tanlang.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" pb={4} data-testid="equeue-days">
          {days.data.map((d) => (
            <UnstyledButton
              key={d.date}
              className={classes.day}
              data-active={d.date === date || undefined}
              disabled={d.free === 0}
              onClick={() => {
                onDateChange(d.date);
                onSlotChange(null);
              }}
              data-testid={`equeue-day-${d.date}`}
            >
              <Text size="xs" c="dimmed" inherit={false}>
                {i18n._(WEEKDAY_SHORT[isoWeekdayOf(d.date)]!)}
              </Text>
              <Text fw={700}>{`${d.date.slice(8, 10)}.${d.date.slice(5, 7)}`}</Text>
              <Text size="xs" c={d.free > 0 ? 'teal' : 'dimmed'}>
                {d.free > 0 ? <Trans>{d.free} bo'sh</Trans> : <Trans>joy yo'q</Trans>}
              </Text>
            </UnstyledButton>
          ))}
        </Group>
      </ScrollArea>
      {slots.isPending ? (
        <Loader size="sm" />
      ) : (slots.data ?? []).length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>Bu kunda bo'sh vaqt qolmagan</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing="xs" data-testid="equeue-slots">
          {slots.data!.map((s) => (
            <Button
              key={s.startsAt}
              variant={startsAt === s.startsAt ? 'filled' : 'default'}
              onClick={() => onSlotChange(s)}
              data-testid={`equeue-slot-${s.time}`}
            >
              {s.time}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
