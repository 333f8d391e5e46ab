import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EQUEUE_LATE_MINUTES } from '@notary/domain/constants';
import { OfficeEqueueQuery } from '@notary/domain/contracts';
import { useUrlFilters } from '@notary/ui/forms';
import { formatDate, formatPhone } from '@notary/ui/format';
import { BookingStateBadge } from '@notary/ui/equeue';
import { IconRefresh } from '@notary/ui/icons';
import { Page } from '@notary/ui/layout';
import { DateField } from '../../../components/date-time-fields.tsx';
import { useNotaryProfile } from '../../../lib/notary-profile.ts';
import { useCheckInBooking, useOfficeEqueue, useOfficeEqueueLive, type OfficeBooking } from '../api/get-office-equeue.ts';

/** The day and the span live in the address (a reload or a shared link keeps them). */
const EQUEUE_PARAMS = { from: OfficeEqueueQuery.entries.from, days: OfficeEqueueQuery.entries.days };
const SPANS = [1, 7, 14, 31] as const;

function LatenessNote({ booking }: { booking: OfficeBooking }) {
  if (booking.state === 'general_queue') {
    return (
      <Text size="sm" c="orange.9">
        <Trans>{booking.minutesLate} daqiqa kechikdi: umumiy navbatda</Trans>
      </Text>
    );
  }
  if (booking.state === 'booked' && booking.isLate) {
    return (
      <Text size="sm" c="orange.9" data-testid="office-equeue-late">
        <Trans>{EQUEUE_LATE_MINUTES} daqiqadan ortiq kechikmoqda: kelsa, umumiy navbatda</Trans>
      </Text>
    );
  }
  return null;
}

/**
 * Issue 14.7: the office's e-queue for its notary, today and the coming days,
 * live over socket.io (kiosk arrivals, new bookings), with a slow refetch as
 * the fallback. The notary checks a
 * citizen in at the desk from an hour before the booked time; more than
 * 15 minutes late moves them to the general queue (spec/shell.md 9).
 */
export function OfficeEqueuePage() {
  const { t } = useLingui();
  const profile = useNotaryProfile();
  const [params, setParams] = useUrlFilters(EQUEUE_PARAMS);
  const days = params.days ?? 7;
  const queue = useOfficeEqueue(profile.data?.office.id, { ...(params.from ? { from: params.from } : {}), days });
  useOfficeEqueueLive(profile.data?.office.id);
  const checkIn = useCheckInBooking();

  const onCheckIn = (booking: OfficeBooking) =>
    checkIn.mutate(booking.id, {
      onSuccess: (done) =>
        notifications.show({
          color: done.state === 'general_queue' ? 'orange' : 'teal',
          message:
            done.state === 'general_queue'
              ? t`${booking.citizen} ${done.minutesLate} daqiqa kechikdi va umumiy navbatga o'tkazildi`
              : t`${booking.citizen} kelgani belgilandi`,
          autoClose: 6000,
        }),
    });

  if (profile.isError) {
    return (
      <Page title={<Trans>Idoraning elektron navbati</Trans>}>
        <Alert color="red" variant="light" data-testid="office-equeue-no-record">
          <Trans>Notarius yozuvingizni yuklab bo'lmadi. Administrator hisobingizni notarius yozuviga bog'lashi kerak.</Trans>
        </Alert>
      </Page>
    );
  }

  const data = queue.data;
  const groups = new Map<string, OfficeBooking[]>();
  for (const booking of data?.items ?? []) groups.set(booking.regdate, [...(groups.get(booking.regdate) ?? []), booking]);

  return (
    <Page
      title={<Trans>Idoraning elektron navbati</Trans>}
      actions={
        <Button variant="light" leftSection={<IconRefresh size={18} />} loading={queue.isFetching} onClick={() => void queue.refetch()} data-testid="office-equeue-refresh">
          <Trans>Yangilash</Trans>
        </Button>
      }
    >
      {data ? (
        <Text c="dimmed" data-testid="office-equeue-office">
          {data.office}
        </Text>
      ) : null}
      <Card padding="lg" radius="lg" withBorder>
        <Group align="flex-end" gap="md">
          {/* Remounted when the day changes from outside (the address, "from today"). */}
          <DateField
            key={params.from ?? data?.from ?? ''}
            label={t`Qaysi kundan`}
            value={params.from ?? data?.from ?? ''}
            onChange={(from) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(from)) setParams((current) => ({ ...current, from }));
            }}
            data-testid="office-equeue-from"
          />
          <NativeSelect
            label={t`Necha kun`}
            value={String(days)}
            onChange={(event) => setParams((current) => ({ ...current, days: Number(event.currentTarget.value) }))}
            data={SPANS.map((n) => ({ value: String(n), label: n === 1 ? t`Bir kun` : t`${n} kun` }))}
            data-testid="office-equeue-days"
          />
          {params.from ? (
            <Button variant="default" onClick={() => setParams((current) => ({ ...current, from: undefined }))}>
              <Trans>Bugundan</Trans>
            </Button>
          ) : null}
        </Group>
      </Card>
      {queue.isError ? (
        <Alert color="red" variant="light" data-testid="office-equeue-error">
          <Trans>Navbatni yuklab bo'lmadi.</Trans>
        </Alert>
      ) : null}
      {!data && !queue.isError ? (
        <Group justify="center" py="xl" gap="sm" data-testid="office-equeue-loading">
          <Loader size="sm" />
          <Text c="dimmed">
            <Trans>Yuklanmoqda…</Trans>
          </Text>
        </Group>
      ) : null}
      {data && data.items.length === 0 ? (
        <Card padding="xl" radius="lg" withBorder data-testid="office-equeue-empty">
          <Text c="dimmed" ta="center">
            <Trans>Tanlangan kunlarda navbatga yozilganlar yo'q.</Trans>
          </Text>
        </Card>
      ) : null}
      {[...groups.entries()].map(([date, bookings]) => (
        <Stack key={date} gap="xs" data-testid="office-equeue-day">
          <Group gap="xs">
            <Text fw={700} fz="lg">
              {formatDate(date)}
            </Text>
            {date === data?.today ? (
              <Badge variant="light" color="blue">
                <Trans>Bugun</Trans>
              </Badge>
            ) : null}
            <Text c="dimmed" size="sm">
              <Trans>Navbatdagilar: {bookings.length}</Trans>
            </Text>
          </Group>
          <Card padding={0} radius="lg" withBorder>
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing="sm" horizontalSpacing="md" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Vaqti</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Fuqaro</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Notarial harakat</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Notarius</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Telefon</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Holati</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Amal</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {bookings.map((booking) => (
                    <Table.Tr key={booking.id} data-testid="office-equeue-row" data-booking={booking.id}>
                      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                        {booking.equeuetime}
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {booking.citizen}
                        </Text>
                        {booking.description ? (
                          <Text size="xs" c="dimmed">
                            {booking.description}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{booking.notaryaction}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{booking.notary}</Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(booking.phone)}</Table.Td>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <BookingStateBadge state={booking.state} />
                          {booking.regtime ? (
                            <Text size="sm">
                              <Trans>Keldi: {booking.regtime}</Trans>
                            </Text>
                          ) : null}
                          <LatenessNote booking={booking} />
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        {booking.canCheckIn ? (
                          <Button
                            size="xs"
                            onClick={() => onCheckIn(booking)}
                            loading={checkIn.isPending && checkIn.variables === booking.id}
                            data-testid="office-equeue-check-in"
                          >
                            <Trans>Keldi deb belgilash</Trans>
                          </Button>
                        ) : (
                          <Text size="sm" c="dimmed">
                            —
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Stack>
      ))}
    </Page>
  );
}
