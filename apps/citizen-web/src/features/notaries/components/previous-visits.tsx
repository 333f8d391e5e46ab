import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ACT_TYPES, isActTypeId } from '@notary/domain/act';
import { BookingStateBadge } from '@notary/ui/equeue';
import { formatDate, formatDateTime } from '@notary/ui/format';
import { useUiLocale } from '@notary/ui/searches';
import { useVisits } from '../api/reviews.ts';

/** acts-domain 2 "previous visits": the signed-in person's acts and e-queue visits with this notary. */
export function PreviousVisits({ notaryId }: { notaryId: string }) {
  const locale = useUiLocale();
  const visits = useVisits(notaryId, true);
  const acts = visits.data?.acts ?? [];
  const bookings = visits.data?.bookings ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="previous-visits">
      <Stack gap="sm">
        <Title order={2} fz="md">
          <Trans>Oldingi tashriflaringiz</Trans>
        </Title>
        {acts.length === 0 && bookings.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Siz bu notariusga hali murojaat qilmagansiz</Trans>
          </Text>
        ) : null}
        {acts.map((a) => (
          <Group key={a.id} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {isActTypeId(a.typeId) ? ACT_TYPES[a.typeId].names[locale] : a.name}
              </Text>
              <Text size="xs" c="dimmed">
                {a.regnum ? `№ ${a.regnum} · ${formatDate(a.regdate)}` : formatDateTime(a.visitAt)}
              </Text>
            </Stack>
            {a.reviewed ? (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                <Trans>Sharh qoldirilgan</Trans>
              </Badge>
            ) : a.canReview ? (
              <Badge variant="light" color="yellow" style={{ flexShrink: 0 }}>
                <Trans>Baholash mumkin</Trans>
              </Badge>
            ) : null}
          </Group>
        ))}
        {bookings.map((b) => (
          <Group key={b.id} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm">
                <Trans>Elektron navbat</Trans> · {isActTypeId(b.actTypeId) ? ACT_TYPES[b.actTypeId].names[locale] : b.actTypeId}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(b.startsAt)}
              </Text>
            </Stack>
            <BookingStateBadge state={b.state as never} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
