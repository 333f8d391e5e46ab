import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Grid, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ACT_TYPE_IDS, ACT_TYPES } from '@notary/domain/act';
import { StatisticsQuery } from '@notary/domain/contracts';
import { FIELDS, StatisticsFilterFormSchema, type StatisticsFilterFormInput, type StatisticsFilterFormOutput } from '@notary/domain/validation';
import { MaskedInput, maskedInputProps, useSchemaForm, useUrlFilters, type UrlFilters } from '@notary/ui/forms';
import { formatDate } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { fieldMessage, RegionSelect, toDottedDate, useLocalised, useUiLocale } from '@notary/ui/searches';
import { useState, type ReactNode } from 'react';
import { useStatistics, type StatisticsFilters } from './api/get-statistics.ts';
import { BarList, Donut, fmt, MonthChart } from './components/charts.tsx';

function ChartCard({ title, chart, table, testId }: { title: ReactNode; chart: ReactNode; table: { head: ReactNode[]; rows: ReactNode[][] }; testId: string }) {
  const { t } = useLingui();
  const [view, setView] = useState('chart');
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="md">
            {title}
          </Title>
          <SegmentedControl size="xs" value={view} onChange={setView} data={[{ value: 'chart', label: t`Diagramma` }, { value: 'table', label: t`Jadval` }]} />
        </Group>
        {view === 'chart' ? (
          chart
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table striped verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  {table.head.map((h, i) => (
                    <Table.Th key={i} ta={i === 0 ? 'left' : 'right'}>
                      {h}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, i) => (
                  <Table.Tr key={i}>
                    {row.map((cell, j) => (
                      <Table.Td key={j} ta={j === 0 ? 'left' : 'right'}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The filters in the URL (a reload and a shared link show the same figures),
 * read with the API's own query schema (GET /api/statistics): dates come out
 * ISO, whether the link has them as the form writes them (dd.mm.yyyy) or ISO.
 */
const STATISTICS_PARAMS = StatisticsQuery.entries;
type StatisticsParams = UrlFilters<typeof STATISTICS_PARAMS>;

const formValuesOf = (params: StatisticsParams): StatisticsFilterFormInput => ({
  from: params.from ? toDottedDate(params.from) : '',
  to: params.to ? toDottedDate(params.to) : '',
  regionId: params.regionId ?? null,
  typeId: params.typeId === undefined ? null : String(params.typeId),
  regtype: params.regtype === 1 ? '1' : params.regtype === 2 ? '2' : null,
});

const filtersOf = (params: StatisticsParams): StatisticsFilters => ({
  from: params.from,
  to: params.to,
  regionId: params.regionId ?? null,
  typeId: params.typeId ?? null,
  regtype: params.regtype ?? null,
});

/** statistics (acts-domain 2): registered acts by type, region, month and registration type, from the register. */
export function StatisticsPage() {
  const { t } = useLingui();
  const pick = useLocalised();
  const locale = useUiLocale();
  const [params, setParams] = useUrlFilters(STATISTICS_PARAMS);
  const { data, isPending, isError, isFetching } = useStatistics(filtersOf(params));
  // The domain's filter schema checks the dates; the form restarts from the URL when back/forward changes it.
  const initial = formValuesOf(params);
  const form = useSchemaForm(StatisticsFilterFormSchema, { initialValues: initial, message: fieldMessage });
  const [shownParams, setShownParams] = useState(params);
  if (shownParams !== params) {
    setShownParams(params);
    form.setValues(initial);
  }
  const apply = form.onSubmit((output: StatisticsFilterFormOutput) =>
    setParams({
      from: output.from || undefined,
      to: output.to || undefined,
      regionId: output.regionId ?? undefined,
      typeId: output.typeId === null ? undefined : Number(output.typeId),
      regtype: output.regtype === null ? undefined : Number(output.regtype),
    }),
  );

  const inPerson = t`Shaxsan`;
  const video = t`Videokonferensiya`;
  return (
    <Page title={<Trans>Statistika</Trans>}>
      <Card withBorder radius="lg" padding="md" component="form" onSubmit={apply} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <MaskedInput label={t`Sanadan`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} {...maskedInputProps(form.getInputProps('from'))} data-testid="stats-from" />
            <MaskedInput label={t`Sanagacha`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} {...maskedInputProps(form.getInputProps('to'))} data-testid="stats-to" />
            <RegionSelect value={form.values.regionId} onChange={(id) => form.setFieldValue('regionId', id)} data-testid="stats-region" />
            <Select label={t`Harakat turi`} placeholder={t`Barcha turlar`} data={ACT_TYPE_IDS.map((id) => ({ value: String(id), label: ACT_TYPES[id].names[locale] }))} {...form.getInputProps('typeId')} clearable searchable data-testid="stats-type" />
            <Select label={t`Ro'yxatga olish turi`} placeholder={t`Barchasi`} data={[{ value: '1', label: inPerson }, { value: '2', label: video }]} {...form.getInputProps('regtype')} clearable data-testid="stats-regtype" />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isFetching} data-testid="stats-apply">
              <Trans>Ko'rsatish</Trans>
            </Button>
          </Group>
        </Stack>
      </Card>
      {isPending ? (
        <Loader />
      ) : isError ? (
        <Alert color="red">
          <Trans>Statistikani yuklab bo'lmadi</Trans>
        </Alert>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <Card withBorder radius="lg" padding="lg">
              <Text size="sm" c="dimmed">
                <Trans>Ro'yxatga olingan harakatlar</Trans>
              </Text>
              <Text fz={32} fw={700} data-testid="stats-total">
                {fmt(data.total)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(data.from)} – {formatDate(data.to)}
              </Text>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Text size="sm" c="dimmed">
                <Trans>Shundan bekor qilingan</Trans>
              </Text>
              <Text fz={32} fw={700}>
                {fmt(data.cancelled)}
              </Text>
              <Text size="xs" c="dimmed">
                {data.total ? `${((data.cancelled / data.total) * 100).toFixed(1)}%` : '—'}
              </Text>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Text size="sm" c="dimmed">
                <Trans>Videokonferensiya orqali</Trans>
              </Text>
              <Text fz={32} fw={700}>
                {fmt(data.byRegType.find((r) => r.regtype === 2)?.count ?? 0)}
              </Text>
              <Text size="xs" c="dimmed">
                {data.total ? `${(((data.byRegType.find((r) => r.regtype === 2)?.count ?? 0) / data.total) * 100).toFixed(1)}%` : '—'}
              </Text>
            </Card>
          </SimpleGrid>
          <ChartCard
            title={<Trans>Oylar bo'yicha</Trans>}
            testId="stats-by-month"
            chart={<MonthChart rows={data.byMonth} labels={{ inPerson, video }} testId="chart-month" />}
            table={{ head: [t`Oy`, inPerson, video, t`Jami`], rows: data.byMonth.map((m) => [m.month, fmt(m.count - m.video), fmt(m.video), fmt(m.count)]) }}
          />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ChartCard
                title={<Trans>Harakat turlari bo'yicha</Trans>}
                testId="stats-by-type"
                chart={<BarList rows={data.byType.filter((r) => r.count > 0).map((r) => ({ key: r.typeId, label: `${pick(r.name)} · ${r.typeId}`, value: r.count }))} testId="chart-type" />}
                table={{ head: [t`Harakat turi`, t`Soni`], rows: data.byType.map((r) => [`${pick(r.name)} (${r.typeId})`, fmt(r.count)]) }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ChartCard
                title={<Trans>Hududlar bo'yicha</Trans>}
                testId="stats-by-region"
                chart={<BarList rows={data.byRegion.map((r) => ({ key: r.regionId, label: pick(r.name), value: r.count }))} testId="chart-region" />}
                table={{ head: [t`Hudud`, t`Soni`], rows: data.byRegion.map((r) => [pick(r.name), fmt(r.count)]) }}
              />
            </Grid.Col>
          </Grid>
          <ChartCard
            title={<Trans>Ro'yxatga olish turi bo'yicha</Trans>}
            testId="stats-by-regtype"
            chart={
              <Donut
                parts={[
                  { label: inPerson, value: data.byRegType.find((r) => r.regtype === 1)?.count ?? 0, color: '#1c7ed6' },
                  { label: video, value: data.byRegType.find((r) => r.regtype === 2)?.count ?? 0, color: '#fab005' },
                ]}
                testId="chart-regtype"
              />
            }
            table={{ head: [t`Ro'yxatga olish turi`, t`Soni`], rows: data.byRegType.map((r) => [r.regtype === 1 ? inPerson : video, fmt(r.count)]) }}
          />
        </Stack>
      )}
    </Page>
  );
}
