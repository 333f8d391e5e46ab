import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { EQUEUE_LATE_MINUTES } from '@notary/domain/constants';
import { useState } from 'react';
import { formatDate, formatDateTime, formatPhone } from '../format/index.ts';
import { QrHandoffButton, usePortalLink } from '../handoff/index.ts';
import { IconAlert } from '../icons/index.ts';
import { DetailList } from '../searches/detail-list.tsx';
import { useSessionStore } from '../session/index.ts';
import { useCancelBooking, useCheckInBooking, useMoveBooking, type Booking, type EqueueSlot } from './api/equeue-api.ts';
import { SlotPicker } from './slot-picker.tsx';
import { isoWeekdayOf, WEEKDAY_NAMES } from './weekdays.ts';

export function BookingStateBadge({ state }: { state: Booking['state'] }) {
  const map = {
    booked: { color: 'blue', label: <Trans>Navbatda</Trans> },
    arrived: { color: 'teal', label: <Trans>Keldi</Trans> },
    general_queue: { color: 'orange', label: <Trans>Umumiy navbatda</Trans> },
    served: { color: 'green', label: <Trans>Qabul qilindi</Trans> },
    cancelled: { color: 'gray', label: <Trans>Bekor qilingan</Trans> },
  } as const;
  const item = map[state] ?? map.booked;
  return (
    <Badge color={item.color} variant="light" size="lg" data-testid="booking-state">
      {item.label}
    </Badge>
  );
}

/** One booking with every field of spec/shell.md 3 and its actions: move, cancel, check in. */
export function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<EqueueSlot | null>(null);
  const move = useMoveBooking();
  const cancel = useCancelBooking();
  const checkIn = useCheckInBooking();
  // Arrival is reported at the office's kiosk, where the citizen stands; a browser anywhere could
  // claim it from home (the API refuses a browser session's check-in too).
  const isKiosk = useSessionStore((s) => s.mode === 'kiosk');
  const canCheckIn = booking.canCheckIn && isKiosk;
  const portalLink = usePortalLink();

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="booking-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="lg" data-testid="booking-when">
              {formatDate(booking.regdate)} · {booking.equeuetime}
            </Title>
            <Text size="sm" c="dimmed">
              {i18n._(WEEKDAY_NAMES[isoWeekdayOf(booking.regdate)]!)}
            </Text>
          </Stack>
          <BookingStateBadge state={booking.state} />
        </Group>
        {booking.isLate ? (
          <Alert color="orange" variant="light" icon={<IconAlert />} data-testid="booking-late">
            <Trans>Qabul vaqtidan {EQUEUE_LATE_MINUTES} daqiqadan ko'proq kechikdingiz: siz umumiy navbatda qabul qilinasiz.</Trans>
          </Alert>
        ) : null}
        <DetailList
          items={[
            { label: <Trans>Notarial harakat</Trans>, value: `${booking.notaryaction} (${booking.typeid})` },
            { label: <Trans>Notarius</Trans>, value: booking.notary },
            { label: <Trans>Notarial idora</Trans>, value: booking.office },
            { label: <Trans>Idora manzili</Trans>, value: booking.officeaddress },
            { label: <Trans>Qabul sanasi</Trans>, value: formatDate(booking.regdate) },
            { label: <Trans>Qabul vaqti</Trans>, value: booking.equeuetime },
            { label: <Trans>Holati</Trans>, value: <BookingStateBadge state={booking.state} /> },
            { label: <Trans>Kelgan vaqti</Trans>, value: booking.regtime },
            { label: <Trans>Navbat olingan vaqt</Trans>, value: formatDateTime(booking.createdAt) },
            { label: <Trans>Oxirgi o'zgarish</Trans>, value: formatDateTime(booking.updtime) },
            { label: <Trans>Telefon</Trans>, value: formatPhone(booking.phone) },
            { label: <Trans>Elektron pochta</Trans>, value: booking.email },
            { label: <Trans>Izoh</Trans>, value: booking.description },
          ]}
        />
        {isKiosk && booking.state === 'booked' ? (
          // Issue 15.4: the booking goes with the visitor — its QR opens the portal's bookings on a phone.
          <QrHandoffButton
            url={portalLink('/equeue?tab=mine')}
            title={t`Navbat: ${formatDate(booking.regdate)} ${booking.equeuetime}`}
            hint={<Trans>Navbatingizni telefonda ko'rish, ko'chirish yoki bekor qilish uchun portalga xuddi shu pasport bilan kiring.</Trans>}
            testId="booking-qr"
          />
        ) : null}
        {booking.canChange || canCheckIn ? (
          <Group gap="sm">
            {canCheckIn ? (
              <Button color="teal" loading={checkIn.isPending} onClick={() => checkIn.mutate(booking.id)} data-testid="booking-check-in">
                <Trans>Keldim</Trans>
              </Button>
            ) : null}
            {booking.canChange ? (
              <>
                <Button variant="default" onClick={() => setMoving(true)} data-testid="booking-move">
                  <Trans>Boshqa vaqtga ko'chirish</Trans>
                </Button>
                <Button variant="light" color="red" onClick={() => setConfirmCancel(true)} data-testid="booking-cancel">
                  <Trans>Bekor qilish</Trans>
                </Button>
              </>
            ) : null}
          </Group>
        ) : null}
      </Stack>

      <Modal opened={moving} onClose={() => setMoving(false)} title={t`Navbatni boshqa vaqtga ko'chirish`} size="xl">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {booking.office} · {booking.officeaddress}
          </Text>
          {moving ? (
            <SlotPicker officeId={booking.officeId} notaryId={null} date={date} onDateChange={setDate} startsAt={slot?.startsAt ?? null} onSlotChange={setSlot} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setMoving(false)}>
              <Trans>Yopish</Trans>
            </Button>
            <Button
              disabled={!slot}
              loading={move.isPending}
              onClick={() =>
                slot &&
                move.mutate(
                  { id: booking.id, startsAt: slot.startsAt, notaryId: slot.notaryIds.includes(booking.notaryId) ? booking.notaryId : null },
                  { onSuccess: () => setMoving(false) },
                )
              }
              data-testid="booking-move-confirm"
            >
              <Trans>Ko'chirish</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={t`Navbatni bekor qilasizmi?`}>
        <Stack gap="md">
          <Text size="sm">
            {formatDate(booking.regdate)} {booking.equeuetime} · {booking.office}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              <Trans>Yo'q</Trans>
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(booking.id, { onSuccess: () => setConfirmCancel(false) })}
              data-testid="booking-cancel-confirm"
            >
              <Trans>Ha, bekor qilish</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
