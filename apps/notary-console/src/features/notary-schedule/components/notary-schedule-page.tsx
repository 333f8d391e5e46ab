import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, Checkbox, Group, Loader, NativeSelect, Pagination, Rating, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { WEEKDAY_NAMES } from '@notary/ui/equeue';
import { formatDate } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { useState } from 'react';
import { DateField, TimeField } from '../../../components/date-time-fields.tsx';
import { useNotaryProfile, type NotaryProfile } from '../../../lib/notary-profile.ts';
import { REVIEWS_PAGE_SIZE, useReviews, useSaveNotarySchedule } from '../api/notary-schedule.ts';
import { checkDraft, draftOf, newAbsence, WEEKDAYS, type DayDraft, type ScheduleDraft } from './schedule-draft.ts';

/** The contract's message keys (packages/domain/src/contracts/notary-profile.ts) as the notary reads them. */
const DRAFT_ERRORS: Record<string, MessageDescriptor> = {
  error_wrong_time: msg`Vaqtni SS:dd ko'rinishida kiriting`,
  error_hours_order: msg`Ish vaqtining boshlanishi tugashidan oldin bo'lishi kerak`,
  error_break_incomplete: msg`Tanaffusning boshlanishi va tugashini birga kiriting`,
  error_break_outside: msg`Tanaffus ish vaqti ichida bo'lishi kerak`,
  error_wrong_date: msg`Sanani to'liq kiriting`,
  error_absence_order: msg`Ta'til yoki kasallik varaqasining boshlanishi tugashidan keyin bo'lmasligi kerak`,
  error_too_many_absences: msg`Ta'til va kasallik varaqalari juda ko'p`,
};

const LICENSE_LABELS: Record<NotaryProfile['licenseStatus'], MessageDescriptor> = {
  active: msg`Litsenziya amalda`,
  terminated: msg`Litsenziya to'xtatilgan`,
  cancelled: msg`Litsenziya bekor qilingan`,
};

const todayIso = () => toIsoDate(tashkentDateOf(new Date()));

/**
 * Issue 14.8: the notary's own profile and schedule. Working days, their own
 * hours (or the office's), vacation and medical leave, and duty days on days
 * off; the public directory (/notary/{id}) and the e-queue's free slots read
 * what is saved here. Below, the reviews the notary received.
 */
export function NotarySchedulePage() {
  const profile = useNotaryProfile();
  if (profile.isError) {
    return (
      <Page title={<Trans>Profil va ish jadvali</Trans>}>
        <Alert color="red" variant="light" data-testid="notary-schedule-no-record">
          <Trans>Notarius yozuvingizni yuklab bo'lmadi. Administrator hisobingizni notarius yozuviga bog'lashi kerak.</Trans>
        </Alert>
      </Page>
    );
  }
  if (!profile.data) {
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" />
      </Group>
    );
  }
  // A saved schedule comes back from the API: the editor starts over from it.
  return <ScheduleEditor key={JSON.stringify(profile.data)} profile={profile.data} />;
}

function ScheduleEditor({ profile }: { profile: NotaryProfile }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const save = useSaveNotarySchedule();
  const [draft, setDraft] = useState<ScheduleDraft>(() => draftOf(profile));
  const [errors, setErrors] = useState<string[]>([]);
  const [newDuty, setNewDuty] = useState('');
  const today = todayIso();

  const setDay = (day: number, patch: Partial<DayDraft>) =>
    setDraft((d) => ({ ...d, hours: { ...d.hours, [String(day)]: { ...d.hours[String(day) as '1'], ...patch } } }));

  const submit = () => {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.keys);
      return;
    }
    setErrors([]);
    save.mutate(checked.body, { onSuccess: () => notifications.show({ color: 'teal', message: t`Ish jadvali saqlandi`, autoClose: 4000 }) });
  };

  return (
    <Page
      title={<Trans>Profil va ish jadvali</Trans>}
      actions={
        <Anchor href={`/notary/${profile.notaryId}`} target="_blank" rel="noopener" data-testid="notary-schedule-public-link">
          <Trans>Notariuslar ro'yxatidagi sahifam</Trans>
        </Anchor>
      }
    >
      <Card padding="xl" radius="lg" withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              <Trans>Notarius</Trans>
            </Text>
            <Text fw={700} data-testid="notary-schedule-name">
              {profile.fullName}
            </Text>
            <Text size="sm">
              <Trans>Litsenziya № {profile.licenseNumber}</Trans>
            </Text>
            <Badge variant="light" color={profile.licenseStatus === 'active' ? 'teal' : 'red'}>
              {i18n._(LICENSE_LABELS[profile.licenseStatus])}
            </Badge>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              <Trans>Notarial idora</Trans>
            </Text>
            <Text fw={600}>{profile.office.name[i18n.locale as 'oz'] ?? profile.office.name.oz}</Text>
            <Text size="sm">{profile.office.address[i18n.locale as 'oz'] ?? profile.office.address.oz}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              <Trans>Vazirlik reytingi</Trans>
            </Text>
            <Text fw={700} fz="xl">
              {profile.ministryRating.toFixed(2)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              <Trans>Mijozlar bahosi</Trans>
            </Text>
            <Text fw={700} fz="xl">
              {profile.clientRating.toFixed(2)}
            </Text>
            <Text size="sm">
              <Trans>Sharhlar: {profile.reviewsCount}</Trans>
            </Text>
          </Stack>
        </SimpleGrid>
      </Card>

      <Card padding="xl" radius="lg" withBorder>
        <Stack gap="lg">
          <Title order={2} fz={20}>
            <Trans>Ish kunlari va vaqti</Trans>
          </Title>
          <Checkbox.Group
            label={t`Qabul kunlari`}
            value={draft.workingDays.map(String)}
            onChange={(days) => setDraft((d) => ({ ...d, workingDays: days.map(Number).sort((a, b) => a - b) }))}
          >
            <Group mt="xs">
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={String(day)} label={i18n._(WEEKDAY_NAMES[day]!)} data-testid={`notary-schedule-day-${day}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t`O'zimning ish vaqtim (o'chirilgan bo'lsa — idoraning ish vaqti)`}
            checked={draft.hasOwnHours}
            onChange={(event) => {
              const hasOwnHours = event.currentTarget.checked;
              setDraft((d) => ({ ...d, hasOwnHours }));
            }}
            data-testid="notary-schedule-own-hours"
          />
          {draft.hasOwnHours ? (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Kun</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Boshlanishi</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Tugashi</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Tanaffus boshi</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Tanaffus oxiri</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {WEEKDAYS.map((day) => {
                    const h = draft.hours[String(day) as '1'];
                    const name = i18n._(WEEKDAY_NAMES[day]!);
                    return (
                      <Table.Tr key={day}>
                        <Table.Td>
                          <Checkbox label={name} checked={h.isOpen} onChange={(event) => setDay(day, { isOpen: event.currentTarget.checked })} />
                        </Table.Td>
                        {(['open', 'close', 'breakFrom', 'breakTo'] as const).map((field) => (
                          <Table.Td key={field}>
                            <TimeField
                              label={`${name}: ${field === 'open' ? t`boshlanishi` : field === 'close' ? t`tugashi` : field === 'breakFrom' ? t`tanaffus boshi` : t`tanaffus oxiri`}`}
                              disabled={!h.isOpen}
                              value={h[field]}
                              onChange={(value) => setDay(day, { [field]: value })}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Stack>
      </Card>

      <Card padding="xl" radius="lg" withBorder>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz={20}>
              <Trans>Ta'til va kasallik varaqasi</Trans>
            </Title>
            <Button variant="light" onClick={() => setDraft((d) => ({ ...d, absences: [...d.absences, newAbsence(today)] }))} data-testid="notary-schedule-add-absence">
              <Trans>Qo'shish</Trans>
            </Button>
          </Group>
          {draft.absences.length === 0 ? (
            <Text c="dimmed">
              <Trans>Rejalashtirilgan ta'til yoki kasallik varaqasi yo'q.</Trans>
            </Text>
          ) : null}
          {draft.absences.map((absence, index) => (
            <Group key={absence.key} align="flex-end" gap="sm" data-testid="notary-schedule-absence">
              <NativeSelect
                label={t`Turi`}
                value={absence.kind}
                data={[
                  { value: 'vacation', label: t`Ta'til` },
                  { value: 'medical_leave', label: t`Kasallik varaqasi` },
                ]}
                onChange={(event) => {
                  const kind = event.currentTarget.value as 'vacation' | 'medical_leave';
                  setDraft((d) => ({ ...d, absences: d.absences.map((a, i) => (i === index ? { ...a, kind } : a)) }));
                }}
              />
              <DateField
                label={t`Boshlanishi`}
                value={absence.dateFrom}
                onChange={(dateFrom) => setDraft((d) => ({ ...d, absences: d.absences.map((a, i) => (i === index ? { ...a, dateFrom } : a)) }))}
              />
              <DateField
                label={t`Tugashi`}
                value={absence.dateTo}
                onChange={(dateTo) => setDraft((d) => ({ ...d, absences: d.absences.map((a, i) => (i === index ? { ...a, dateTo } : a)) }))}
              />
              <Button variant="subtle" color="red" onClick={() => setDraft((d) => ({ ...d, absences: d.absences.filter((_, i) => i !== index) }))}>
                <Trans>O'chirish</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
      </Card>

      <Card padding="xl" radius="lg" withBorder>
        <Stack gap="md">
          <Title order={2} fz={20}>
            <Trans>Navbatchilik kunlari</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Dam olish yoki bayram kunida navbatchi notarius sifatida qabul qilasiz.</Trans>
          </Text>
          <Group gap="xs">
            {draft.dutyDates.length === 0 ? (
              <Text c="dimmed">
                <Trans>Navbatchilik kunlari belgilanmagan.</Trans>
              </Text>
            ) : null}
            {draft.dutyDates.map((date) => (
              <Badge
                key={date}
                size="lg"
                variant="light"
                data-testid="notary-schedule-duty"
                rightSection={
                  <ActionIcon size="sm" variant="transparent" aria-label={t`${formatDate(date)} navbatchiligini olib tashlash`} onClick={() => setDraft((d) => ({ ...d, dutyDates: d.dutyDates.filter((x) => x !== date) }))}>
                    ×
                  </ActionIcon>
                }
              >
                {formatDate(date)}
              </Badge>
            ))}
          </Group>
          <Group align="flex-end" gap="sm">
            {/* Remounted once a day is added, so the field starts empty again. */}
            <DateField key={draft.dutyDates.join()} label={t`Navbatchilik kuni`} value={newDuty} onChange={setNewDuty} data-testid="notary-schedule-duty-date" />
            <Button
              variant="light"
              disabled={!/^\d{4}-\d{2}-\d{2}$/.test(newDuty) || newDuty < today}
              onClick={() => {
                setDraft((d) => ({ ...d, dutyDates: [...new Set([...d.dutyDates, newDuty])].sort() }));
                setNewDuty('');
              }}
              data-testid="notary-schedule-add-duty"
            >
              <Trans>Qo'shish</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>

      {errors.length > 0 ? (
        <Alert color="red" variant="light" data-testid="notary-schedule-errors">
          <Stack gap={4}>
            {errors.map((key) => (
              <Text key={key} size="sm">
                {DRAFT_ERRORS[key] ? i18n._(DRAFT_ERRORS[key]) : t`Ma'lumotlarni tekshiring`}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" disabled={save.isPending} onClick={() => setDraft(draftOf(profile))}>
          <Trans>Bekor qilish</Trans>
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="notary-schedule-save">
          <Trans>Saqlash</Trans>
        </Button>
      </Group>

      <ReviewsCard notaryId={profile.notaryId} />
    </Page>
  );
}

function ReviewsCard({ notaryId }: { notaryId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useReviews(notaryId, page);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / REVIEWS_PAGE_SIZE)) : 1;
  return (
    <Card padding="xl" radius="lg" withBorder>
      <Stack gap="md">
        <Title order={2} fz={20}>
          <Trans>Olingan sharhlar</Trans>
        </Title>
        {reviews.isError ? (
          <Alert color="red" variant="light">
            <Trans>Sharhlarni yuklab bo'lmadi.</Trans>
          </Alert>
        ) : null}
        {reviews.data && reviews.data.items.length === 0 ? (
          <Text c="dimmed" data-testid="notary-reviews-empty">
            <Trans>Hozircha sharhlar yo'q.</Trans>
          </Text>
        ) : null}
        {reviews.data?.items.map((review) => (
          <Stack key={review.id} gap={4} data-testid="notary-review">
            <Group gap="sm">
              <Text fw={600}>{review.authorName}</Text>
              {/* The stars are one picture with its text (a bare aria-label on Rating's div is prohibited). */}
              <span role="img" aria-label={`${review.rating} / 5`}>
                <Rating value={review.rating} readOnly size="sm" />
              </span>
              <Text size="sm" c="dimmed">
                {formatDate(review.createdAt)}
              </Text>
            </Group>
            {review.text ? <Text size="sm">{review.text}</Text> : null}
          </Stack>
        ))}
        {pages > 1 ? <Pagination value={page} onChange={setPage} total={pages} /> : null}
      </Stack>
    </Card>
  );
}
