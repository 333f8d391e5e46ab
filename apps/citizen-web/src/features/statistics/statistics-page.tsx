import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Grid, Group, Loader, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { ACT_TYPE_IDS, ACT_TYPES } from '@notary/domain/act';
import { parseDate, toIsoDate } from '@notary/domain/time';
import { FIELDS } from '@notary/domain/validation';
import { MaskedInput } from '@notary/ui/forms';
import { formatDate } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { RegionSelect, useLocalised, useUiLocale } from '@notary/ui/searches';
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

/** statistics (acts-domain 2): registered acts by type, region, month and registration type, from the register. */
export function StatisticsPage() {
  const { t } = useLingui();
  const pick = useLocalised();
  const locale = useUiLocale();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [regionId, setRegionId] = useState<number | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [regtype, setRegtype] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [filters, setFilters] = useState<StatisticsFilters>({});
  const { data, isPending, isError, isFetching } = useStatistics(filters);

  const apply = () => {
    const f = from ? parseDate(from) : null;
    const tt = to ? parseDate(to) : null;
    if ((from && !f) || (to && !tt)) {
      setDateError(t`Sana kk.oo.yyyy ko'rinishida bo'lishi kerak`);
      return;
    }
    setDateError(null);
    setFilters({ from: f ? toIsoDate(f) : undefined, to: tt ? toIsoDate(tt) : undefined, regionId, typeId: typeId ? Number(typeId) : null, regtype: regtype ? Number(regtype) : null });
  };

  const inPerson = t`Shaxsan`;
  const video = t`Videokonferensiya`;
  return (
    <Page title={<Trans>Statistika</Trans>}>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <MaskedInput label={t`Sanadan`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} value={from} onValueChange={setFrom} error={dateError} data-testid="stats-from" />
            <MaskedInput label={t`Sanagacha`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} value={to} onValueChange={setTo} data-testid="stats-to" />
            <RegionSelect value={regionId} onChange={setRegionId} data-testid="stats-region" />
            <Select label={t`Harakat turi`} placeholder={t`Barcha turlar`} data={ACT_TYPE_IDS.map((id) => ({ value: String(id), label: ACT_TYPES[id].names[locale] }))} value={typeId} onChange={setTypeId} clearable searchable />
            <Select label={t`Ro'yxatga olish turi`} placeholder={t`Barchasi`} data={[{ value: '1', label: inPerson }, { value: '2', label: video }]} value={regtype} onChange={setRegtype} clearable />
          </SimpleGrid>
          <Group>
            <Button onClick={apply} loading={isFetching} data-testid="stats-apply">
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
