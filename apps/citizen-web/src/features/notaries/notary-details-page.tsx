import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Grid, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { WEEKDAY_NAMES } from '@notary/ui/equeue';
import { formatDate, formatPhone } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { DetailList, useLocalised, useNameInScript } from '@notary/ui/searches';
import { useIsAuthenticated } from '@notary/ui/session';
import { Link, useParams } from 'react-router';
import { useNotary } from './api/get-notary.ts';
import type { Timetable } from './api/list-notaries.ts';
import { LanguageBadges, LicenseBadge, Stars, StatusBadge } from './components/notary-badges.tsx';
import { OfficeMap } from './components/office-map.tsx';
import { PreviousVisits } from './components/previous-visits.tsx';
import { ReviewSection } from './components/review-section.tsx';

/** notary/{id}: the notary's card, timetable, leave and duty, map, reviews and previous visits. */
export function NotaryDetailsPage() {
  const { id = '' } = useParams();
  const { i18n } = useLinguiRuntime();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const isAuthenticated = useIsAuthenticated();
  const { data: notary, isPending, isError } = useNotary(id);

  if (isPending) return <Loader />;
  if (isError || !notary) {
    return (
      <Alert color="red">
        <Trans>Notarius ma'lumotlarini yuklab bo'lmadi</Trans>
      </Alert>
    );
  }
  const isActive = notary.licenseStatus === 'active';
  return (
    <Page
      title={nameIn(notary.fullName, notary.fullNameCyr)}
      actions={
        isActive ? (
          <>
            <Button component={Link} to={`/equeue?officeId=${notary.office.id}&notaryId=${notary.id}`} data-testid="details-book">
              <Trans>Qabulga yozilish</Trans>
            </Button>
            <Button component={Link} to={`/enotarial_act/-1?notaryId=${notary.id}`} variant="light">
              <Trans>Notarial harakat yaratish</Trans>
            </Button>
          </>
        ) : null
      }
    >
      <Group gap="xs">
        <LicenseBadge status={notary.licenseStatus} date={notary.licenseStatusDate} />
        {isActive ? <StatusBadge status={notary.status} absence={notary.absence} isDutyToday={notary.isDutyToday} /> : null}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <DetailList
                items={[
                  { label: <Trans>Litsenziya raqami</Trans>, value: notary.licenseNumber },
                  { label: <Trans>Litsenziya berilgan sana</Trans>, value: formatDate(notary.licenseDate) },
                  { label: <Trans>Notarial idora</Trans>, value: pick(notary.office.name) },
                  { label: <Trans>Manzil</Trans>, value: pick(notary.office.address) },
                  { label: <Trans>Idora telefoni</Trans>, value: formatPhone(notary.office.phone) },
                  { label: <Trans>Notarius telefoni</Trans>, value: formatPhone(notary.phone) },
                  { label: <Trans>Qabul tillari</Trans>, value: <LanguageBadges languages={notary.languages} /> },
                  { label: <Trans>Idora turi</Trans>, value: notary.office.isState ? <Trans>Davlat notarial idorasi</Trans> : <Trans>Xususiy amaliyot</Trans> },
                  { label: <Trans>Vazirlik reytingi</Trans>, value: <Stars value={notary.ministryRating} /> },
                  { label: <Trans>Mijozlar bahosi</Trans>, value: <><Stars value={notary.clientRating} /> ({notary.reviewsCount})</> },
                ]}
              />
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="sm">
                <Title order={2} fz="md">
                  <Trans>Ish vaqti</Trans>
                </Title>
                <Table data-testid="timetable">
                  <Table.Tbody>
                    {[1, 2, 3, 4, 5, 6, 7].map((day) => {
                      const hours = notary.office.timetable[String(day) as keyof Timetable];
                      const works = notary.workingDays.includes(day) && hours;
                      return (
                        <Table.Tr key={day}>
                          <Table.Td w={160}>{i18n._(WEEKDAY_NAMES[day]!)}</Table.Td>
                          <Table.Td c={works ? undefined : 'dimmed'}>
                            {works ? `${hours.open}–${hours.close}` : <Trans>Dam olish</Trans>}
                          </Table.Td>
                          <Table.Td c="dimmed">{works && hours.breakFrom ? <Trans>Tanaffus {hours.breakFrom}–{hours.breakTo}</Trans> : null}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
                <Title order={3} fz="sm" mt="sm">
                  <Trans>Yaqin ikki hafta</Trans>
                </Title>
                <Group gap={6} data-testid="two-weeks">
                  {notary.week.map((d) => (
                    <Badge
                      key={d.date}
                      size="lg"
                      radius="sm"
                      variant="light"
                      color={d.absence === 'vacation' ? 'yellow' : d.absence === 'medical_leave' ? 'orange' : d.isDuty ? 'violet' : d.hours ? 'teal' : 'gray'}
                      title={d.hours ? `${d.hours.open}–${d.hours.close}` : undefined}
                    >
                      {formatDate(d.date).slice(0, 5)}{' '}
                      {d.absence === 'vacation' ? <Trans>ta'til</Trans> : d.absence === 'medical_leave' ? <Trans>kasal</Trans> : d.isDuty ? <Trans>navbatchi</Trans> : d.hours ? d.hours.open : <Trans>dam</Trans>}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Card>
            <ReviewSection notary={notary} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OfficeMap markers={[{ id: notary.office.id, lat: notary.office.lat, lng: notary.office.lng, title: pick(notary.office.name), subtitle: pick(notary.office.address) }]} selectedId={notary.office.id} height={320} />
            <Text size="sm" c="dimmed">
              {pick(notary.office.region)} · {pick(notary.office.district)}
            </Text>
            {isAuthenticated ? <PreviousVisits notaryId={notary.id} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
