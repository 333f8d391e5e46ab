import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Grid, Group, Loader, Pagination, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPhone } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { NotaryListQuery } from '@notary/domain/contracts';
import { useUrlFilters, useUrlSearchText } from '@notary/ui/forms';
import { DistrictSelect, RegionSelect, useLocalised, useNameInScript, useUiLocale } from '@notary/ui/searches';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useNotaries, useNotaryMap, type LicenseStatus, type NotaryCard, type NotaryFilters, type NotarySort } from './api/list-notaries.ts';
import { LanguageBadges, LicenseBadge, Stars, StatusBadge } from './components/notary-badges.tsx';
import { OfficeMap } from './components/office-map.tsx';
import { workingDaysText } from './components/working-days.ts';

const PAGE_SIZE = 10;

/**
 * The directory's filters, sort and page live in the URL (back/forward, a
 * reload and a shared link show the same list). The citizen's position does
 * not: "near me" asks the browser again, and a distance sort without it lists
 * alphabetically. Each parameter is read with the API's own query schema
 * (GET /api/notaries), so a link the API would refuse drops only that value.
 */
const query = NotaryListQuery.entries;
const NOTARY_PARAMS = { name: query.name, regionId: query.regionId, districtId: query.districtId, language: query.language, licenseStatus: query.licenseStatus, sort: query.sort, page: query.page };

function NotaryListCard({ notary, isSelected, onHover }: { notary: NotaryCard; isSelected: boolean; onHover: () => void }) {
  const { i18n } = useLinguiRuntime();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const isActive = notary.licenseStatus === 'active';
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      onMouseEnter={onHover}
      style={{ borderColor: isSelected ? 'var(--mantine-color-pink-5)' : undefined, opacity: isActive ? 1 : 0.8 }}
      data-testid="notary-card"
    >
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Anchor component={Link} to={`/notary/${notary.id}`} fw={700} fz="md" data-testid="notary-name">
              {nameIn(notary.fullName, notary.fullNameCyr)}
            </Anchor>
            <Text size="xs" c="dimmed">
              <Trans>Litsenziya № {notary.licenseNumber}</Trans>
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text size="xs" c="dimmed">
              <Trans>Vazirlik reytingi</Trans> <Stars value={notary.ministryRating} />
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Mijozlar bahosi</Trans> <Stars value={notary.clientRating} /> ({notary.reviewsCount})
            </Text>
          </Stack>
        </Group>
        <LicenseBadge status={notary.licenseStatus} date={notary.licenseStatusDate} />
        {isActive ? <StatusBadge status={notary.status} absence={notary.absence} isDutyToday={notary.isDutyToday} /> : null}
        <Text size="sm" fw={600}>
          {pick(notary.office.name)}
        </Text>
        <Text size="sm" c="dimmed">
          {pick(notary.office.address)}
          {notary.distanceKm !== null ? (
            <Text span c="teal.9" fw={600}>
              {' '}
              · {notary.distanceKm} km
            </Text>
          ) : null}
        </Text>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{workingDaysText(i18n, notary.workingDays, notary.office.timetable) || '—'}</Text>
          <Text size="sm">{formatPhone(notary.office.phone)}</Text>
          <LanguageBadges languages={notary.languages} />
        </Group>
        {isActive ? (
          <Group gap="xs" mt={4}>
            <Button component={Link} to={`/equeue?officeId=${notary.office.id}&notaryId=${notary.id}`} size="xs" data-testid="notary-book">
              <Trans>Qabulga yozilish</Trans>
            </Button>
            <Button component={Link} to={`/enotarial_act/-1?notaryId=${notary.id}`} size="xs" variant="light">
              <Trans>Notarial harakat yaratish</Trans>
            </Button>
            <Button component={Link} to={`/notary/${notary.id}`} size="xs" variant="subtle">
              <Trans>Batafsil</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** notary (acts-domain 2 "Notary directory"): sorting, filters, statuses, the map and "near me". */
export function NotaryListPage() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const navigate = useNavigate();
  const [params, setParams] = useUrlFilters(NOTARY_PARAMS);
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  const regionId = params.regionId ?? null;
  const districtId = params.districtId ?? null;
  const language = params.language || null;
  const licenseStatus = params.licenseStatus || null;
  const sort: NotarySort = params.sort === 'distance' && !position ? 'alpha' : (params.sort ?? 'alpha');
  const page = params.page ?? 1;
  const urlName = params.name ?? '';
  // The name is typed here and written to the URL once typing pauses (replacing the entry, not one per letter).
  const [name, setName] = useUrlSearchText(urlName, (typed) =>
    setParams((current) => ({ ...current, name: typed, page: (current.name ?? '') === typed ? current.page : undefined }), { replace: true }),
  );
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [selectedOffice, setSelectedOffice] = useState<string | null>(null);

  const filters: NotaryFilters = useMemo(
    () => ({ regionId, districtId, name: urlName, language, licenseStatus, sort, position }),
    [regionId, districtId, urlName, language, licenseStatus, sort, position],
  );
  const list = useNotaries(filters, page, PAGE_SIZE, locale);
  const map = useNotaryMap(filters);
  /** A filter changed: back to the first page. */
  const update = (patch: Partial<typeof params>) => setParams((current) => ({ ...current, ...patch, page: undefined }));
  const setPage = (next: number) => setParams((current) => ({ ...current, page: next }));

  const nearMe = () => {
    if (!('geolocation' in navigator)) {
      setLocateError(t`Brauzeringiz joylashuvni aniqlay olmaydi`);
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setPosition({ lat: p.coords.latitude, lng: p.coords.longitude });
        update({ sort: 'distance' });
      },
      () => {
        setLocating(false);
        setLocateError(t`Joylashuvingizni aniqlab bo'lmadi. Brauzerda joylashuvga ruxsat bering yoki hududni tanlang.`);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const markers = useMemo(
    () =>
      (map.data ?? []).map((o) => ({
        id: o.id,
        lat: o.lat,
        lng: o.lng,
        title: pick(o.name),
        subtitle: o.notaries.map((n) => nameIn(n.fullName, n.fullNameCyr)).join(', '),
        isMuted: o.notaries.every((n) => n.licenseStatus !== 'active'),
      })),
    [map.data, pick, nameIn],
  );
  const onSelectOffice = useCallback(
    (officeId: string) => {
      const office = map.data?.find((o) => o.id === officeId);
      const first = office?.notaries.find((n) => n.licenseStatus === 'active') ?? office?.notaries[0];
      if (first) void navigate(`/notary/${first.id}`);
    },
    [map.data, navigate],
  );

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  // "Near me": the map frames the citizen and the offices of the page they are looking at.
  const nearestOffices = useMemo(
    () => (position && sort === 'distance' && list.data ? list.data.items.map((n) => n.office.id) : null),
    [position, sort, list.data],
  );

  return (
    <Page
      title={<Trans>Notariuslar</Trans>}
      actions={
        <Button variant="light" loading={locating} onClick={nearMe} data-testid="near-me">
          <Trans>Yaqinimdagi notariuslar</Trans>
        </Button>
      }
    >
      <Card withBorder radius="lg" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          <TextInput label={t`F.I.Sh.`} placeholder={t`Notarius ismi`} value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="notary-filter-name" />
          <RegionSelect value={regionId} onChange={(id) => update({ regionId: id ?? undefined, districtId: undefined })} data-testid="notary-filter-region" />
          <DistrictSelect regionId={regionId} value={districtId} onChange={(id) => update({ districtId: id ?? undefined })} data-testid="notary-filter-district" />
          <Select
            label={t`Qabul tili`}
            placeholder={t`Barcha tillar`}
            data={[
              { value: 'uz', label: t`O'zbek` },
              { value: 'ru', label: t`Rus` },
              { value: 'kaa', label: t`Qoraqalpoq` },
              { value: 'en', label: t`Ingliz` },
            ]}
            value={language}
            onChange={(value) => update({ language: (value as typeof params.language) ?? undefined })}
            clearable
            data-testid="notary-filter-language"
          />
          <Select
            label={t`Litsenziya holati`}
            placeholder={t`Barchasi`}
            data={[
              { value: 'active', label: t`Amalda` },
              { value: 'terminated', label: t`To'xtatilgan` },
              { value: 'cancelled', label: t`Bekor qilingan` },
            ]}
            value={licenseStatus}
            onChange={(value) => update({ licenseStatus: (value as LicenseStatus | null) ?? undefined })}
            clearable
            data-testid="notary-filter-license"
          />
          <Select
            label={t`Saralash`}
            data={[
              { value: 'alpha', label: t`Alifbo bo'yicha` },
              { value: 'ministry_rating', label: t`Vazirlik reytingi bo'yicha` },
              { value: 'client_rating', label: t`Mijozlar bahosi bo'yicha` },
              ...(position ? [{ value: 'distance', label: t`Masofa bo'yicha` }] : []),
            ]}
            value={sort}
            onChange={(value) => value && update({ sort: value as NotarySort })}
            allowDeselect={false}
            data-testid="notary-sort"
          />
        </SimpleGrid>
      </Card>
      {locateError ? (
        <Alert color="orange" variant="light" withCloseButton onClose={() => setLocateError(null)}>
          {locateError}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            {list.isPending ? (
              <Loader />
            ) : list.isError ? (
              <Alert color="red">
                <Trans>Notariuslar ro'yxatini yuklab bo'lmadi</Trans>
              </Alert>
            ) : list.data.items.length === 0 ? (
              <Text c="dimmed" data-testid="notary-empty">
                <Trans>Tanlangan mezonlar bo'yicha notarius topilmadi</Trans>
              </Text>
            ) : (
              <>
                <Text size="sm" c="dimmed" data-testid="notary-total">
                  <Trans>Topildi: {list.data.total}</Trans>
                </Text>
                {list.data.items.map((n) => (
                  <NotaryListCard key={n.id} notary={n} isSelected={n.office.id === selectedOffice} onHover={() => setSelectedOffice(n.office.id)} />
                ))}
                {pages > 1 ? <Pagination value={page} onChange={setPage} total={pages} /> : null}
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="xs" style={{ position: 'sticky', top: 80 }}>
            <Title order={2} fz="md">
              <Trans>Notarial idoralar xaritasi</Trans>
            </Title>
            <OfficeMap markers={markers} selectedId={selectedOffice} onSelect={onSelectOffice} me={position} focusIds={nearestOffices} height={520} />
            <Text size="xs" c="dimmed">
              <Trans>Xaritadagi belgini bosing — idora notariusi sahifasi ochiladi.</Trans>
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
