import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BanSearchSchema, FIELDS, type BanSearchOutput } from '@notary/domain/validation';
import { useState } from 'react';
import * as v from 'valibot';
import { MaskedInput, maskedInputProps, urlParam, useSchemaForm, useUrlFilters } from '../forms/index.ts';
import { formatDate, formatSom } from '../format/index.ts';
import { IconInfo } from '../icons/index.ts';
import { useBanSearch, type BanItem, type BanResult } from './api/search-bans.ts';
import { DetailList } from './detail-list.tsx';
import { fieldMessage } from './messages.ts';
import { NotFoundAlert, SearchErrorAlert } from './search-feedback.tsx';

function KindLabel({ kind }: { kind: BanItem['kind'] }) {
  switch (kind) {
    case 'ban':
      return <Trans>Taqiq</Trans>;
    case 'arrest':
      return <Trans>Hibs</Trans>;
    case 'restraint':
      return <Trans>Cheklov</Trans>;
    default:
      return <Trans>Jarima</Trans>;
  }
}

function StateBadge({ state }: { state: BanItem['state'] }) {
  return state === 'active' ? (
    <Badge color="red" variant="light">
      <Trans>Amalda</Trans>
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      <Trans>Olib tashlangan</Trans>
    </Badge>
  );
}

function BanResultView({ result }: { result: BanResult }) {
  const property = result.property!;
  const active = result.bans.filter((b) => b.state === 'active');
  return (
    <Stack gap="md" data-testid="ban-result">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={3} fz="lg">
              {property.kind === 'vehicle' ? `${property.make} · ${property.stateNumber}` : property.cadastreNumber}
            </Title>
            {active.length > 0 ? (
              <Badge color="red" size="lg" variant="light" data-testid="ban-summary">
                <Trans>Faol taqiqlar: {active.length}</Trans>
              </Badge>
            ) : (
              <Badge color="green" size="lg" variant="light" data-testid="ban-summary">
                <Trans>Faol taqiqlar yo'q</Trans>
              </Badge>
            )}
          </Group>
          <DetailList
            items={
              property.kind === 'vehicle'
                ? [
                    { label: <Trans>Davlat raqami</Trans>, value: property.stateNumber },
                    { label: <Trans>Rusumi</Trans>, value: property.make },
                    { label: <Trans>Ishlab chiqarilgan yili</Trans>, value: property.year },
                    { label: <Trans>Faol jarimalar</Trans>, value: result.activeFines.count > 0 ? `${result.activeFines.count} · ${formatSom(result.activeFines.total)}` : <Trans>Yo'q</Trans>, testId: 'active-fines' },
                  ]
                : [
                    { label: <Trans>Kadastr raqami</Trans>, value: property.cadastreNumber },
                    { label: <Trans>Mulk turi</Trans>, value: property.propertyType === 'residential' ? <Trans>Turar joy</Trans> : <Trans>Noturar joy</Trans> },
                    { label: <Trans>Manzil</Trans>, value: property.address },
                    { label: <Trans>Maydoni</Trans>, value: property.area === null ? null : `${property.area} m²` },
                  ]
            }
          />
        </Stack>
      </Card>
      {result.bans.length === 0 ? (
        <NotFoundAlert>
          <Trans>Mulkingizga taqiq, hibs yoki jarima qo'yilmagan</Trans>
        </NotFoundAlert>
      ) : (
        <>
          <Card withBorder radius="lg" padding={0}>
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="sm" horizontalSpacing="md" striped data-testid="ban-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th><Trans>Turi</Trans></Table.Th>
                    <Table.Th><Trans>Qo'yilgan sana</Trans></Table.Th>
                    <Table.Th><Trans>Hujjat sanasi</Trans></Table.Th>
                    <Table.Th><Trans>Hujjat raqami va nomi</Trans></Table.Th>
                    <Table.Th><Trans>Mansabdor shaxs</Trans></Table.Th>
                    <Table.Th><Trans>Tashkilot</Trans></Table.Th>
                    <Table.Th><Trans>Summa</Trans></Table.Th>
                    <Table.Th><Trans>Holati</Trans></Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.bans.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td><KindLabel kind={b.kind} /></Table.Td>
                      <Table.Td>{formatDate(b.imposedAt)}</Table.Td>
                      <Table.Td>{formatDate(b.documentDate)}</Table.Td>
                      <Table.Td>{[b.documentNumber, b.documentName].filter(Boolean).join(' · ') || '—'}</Table.Td>
                      <Table.Td>{b.official ?? '—'}</Table.Td>
                      <Table.Td>{b.organisation ?? '—'}</Table.Td>
                      <Table.Td>{b.amount === null ? '—' : formatSom(b.amount)}</Table.Td>
                      <Table.Td><StateBadge state={b.state} /></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          {/* acts-domain 2 "Ban list view: id, state". */}
          <Card withBorder radius="lg" padding="md">
            <Text fw={600} mb="xs">
              <Trans>Taqiqlar ro'yxati</Trans>
            </Text>
            <Stack gap={4} data-testid="ban-list">
              {result.bans.map((b) => (
                <Group key={b.id} justify="space-between" wrap="nowrap">
                  <Text size="xs" ff="monospace" c="dimmed">
                    {b.id}
                  </Text>
                  <StateBadge state={b.state} />
                </Group>
              ))}
            </Stack>
          </Card>
        </>
      )}
    </Stack>
  );
}

/**
 * Only the kind of property is kept in the URL: the plate, the tech passport
 * and the cadastre number identify the signed-in person's own property, a
 * shared link is of no use to anyone else (the API answers the owner only),
 * and in a URL they would stay in the browser's history, the remembered
 * post-login path and access logs.
 */
const BAN_PARAMS = { kind: urlParam.oneOf(['vehicle', 'real_estate']) };

type BanKind = BanSearchOutput['kind'];

/** The fields of both kinds stay in the form; the kind (from the URL) picks which the domain's BanSearchSchema checks. */
const banSchemaOf = (kind: BanKind) => v.pipe(v.looseObject({}), v.transform((values) => ({ ...values, kind })), BanSearchSchema);
const BAN_SCHEMAS = { vehicle: banSchemaOf('vehicle'), real_estate: banSchemaOf('real_estate') };

type BanFormValues = {
  vehicleNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  propertyType: string | null;
  cadastreNumber: string;
};

/**
 * search_ban (acts-domain 2 "Ban search"; sign-in required, own property
 * only, informational): a vehicle by plate and tech passport, or real estate
 * by type and cadastre number; the domain's BanSearchSchema checks the form.
 * Shared by the citizen web and the kiosk.
 */
export function SearchBanScreen() {
  const { t } = useLingui();
  const [filters, setFilters] = useUrlFilters(BAN_PARAMS);
  const kind = filters.kind ?? 'vehicle';
  const form = useSchemaForm<BanFormValues, (typeof BAN_SCHEMAS)[BanKind]>(BAN_SCHEMAS[kind], {
    initialValues: { vehicleNumber: '', techPassportSeries: '', techPassportNumber: '', propertyType: 'residential', cadastreNumber: '' },
    message: fieldMessage,
  });
  const [criteria, setCriteria] = useState<BanSearchOutput | null>(null);
  const query = useBanSearch(criteria);

  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" icon={<IconInfo />}>
        <Trans>Ma'lumot faqat axborot uchun beriladi. Faqat o'zingizga tegishli transport vositasi yoki ko'chmas mulkni tekshirishingiz mumkin.</Trans>
      </Alert>
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={form.onSubmit(setCriteria)} noValidate>
          <Stack gap="md">
            <SegmentedControl
              value={kind}
              onChange={(value) => {
                setFilters({ kind: value as BanKind }, { replace: true });
                form.clearErrors();
              }}
              data={[
                { value: 'vehicle', label: t`Transport vositasi` },
                { value: 'real_estate', label: t`Ko'chmas mulk` },
              ]}
              w={{ base: '100%', sm: 380 }}
              data-testid="ban-kind"
            />
            {kind === 'vehicle' ? (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <MaskedInput label={t`Davlat raqami`} placeholder="01A123BC" mask={FIELDS.vehicle_number.mask} unmask={false} {...maskedInputProps(form.getInputProps('vehicleNumber'))} warnCyrillic data-testid="ban-plate" />
                <MaskedInput label={t`Texnik pasport seriyasi`} placeholder="AAF" mask={FIELDS.tech_passport_series.mask} unmask={false} {...maskedInputProps(form.getInputProps('techPassportSeries'))} warnCyrillic data-testid="ban-series" />
                <MaskedInput label={t`Texnik pasport raqami`} placeholder="1234567" mask={FIELDS.tech_passport_number.mask} {...maskedInputProps(form.getInputProps('techPassportNumber'))} keyboard="numeric" keyboardMaxLength={7} inputMode="numeric" data-testid="ban-number" />
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label={t`Mulk turi`}
                  data={[
                    { value: 'residential', label: t`Turar joy` },
                    { value: 'non_residential', label: t`Noturar joy` },
                  ]}
                  {...form.getInputProps('propertyType')}
                  allowDeselect={false}
                  data-testid="ban-property-type"
                />
                <MaskedInput label={t`Kadastr raqami`} placeholder="11:14:04:01:01:1630" mask={FIELDS.cadastre_number.mask} unmask={false} {...maskedInputProps(form.getInputProps('cadastreNumber'))} keyboard="numeric" keyboardMaxLength={16} inputMode="numeric" data-testid="ban-cadastre" />
              </SimpleGrid>
            )}
            <Group>
              <Button type="submit" size="md" loading={query.isFetching} data-testid="search-submit">
                <Trans>Tekshirish</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {criteria === null ? null : query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <SearchErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data.found ? (
        <NotFoundAlert>
          <Trans>Ko'rsatilgan ma'lumotlar bo'yicha sizga tegishli mulk topilmadi. Ma'lumotlarni tekshirib, qayta urinib ko'ring.</Trans>
        </NotFoundAlert>
      ) : (
        <BanResultView result={query.data} />
      )}
    </Stack>
  );
}
