import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { ACT_STATUSES, ACT_STEP_NUMBERS, ACT_TYPE_IDS, ACT_TYPES, REG_SYSTEMS } from '@notary/domain/act';
import { FIELDS } from '@notary/domain/validation';
import { parseDate, parseIsoDate, toIsoDate, formatDate as formatCalendarDate } from '@notary/domain/time';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { getEqueueOfficesQueryOptions } from '../equeue/api/equeue-api.ts';
import { useQuery } from '@tanstack/react-query';
import { MaskedInput, useUrlFilters } from '../forms/index.ts';
import { formatDate, formatTime } from '../format/index.ts';
import { useLocalised, useNameInScript, useUiLocale, RegionSelect } from '../searches/index.ts';
import { useRegionNotaries } from '../searches/api/list-notaries.ts';
import { ActStatusBadge, useActTypeName } from './act-badges.tsx';
import { useActList } from './api/acts-api.ts';
import type { ActListItem } from './api/types.ts';
import { REGSYSTEM_LABELS, REGTYPE_LABELS, SORT_LABELS, STATE_LABELS, STATUS_LABELS, STEP_LABELS } from './labels.ts';
import {
  countActiveFilters,
  DEFAULT_FILTERS,
  FILTER_FIELDS,
  PAGE_SIZES,
  ACT_LIST_PARAMS,
  filtersOf,
  paramsOf,
  type ActListFilters,
  type ListSort,
  type ListTab,
} from './list-filters.ts';
import { useActsLiveUpdates } from './live-updates.ts';

export type MyActsScreenProps = {
  /** Where an act's card opens (citizen web: /my_notarial_act/{uuid}; kiosk: /enotarial_act/{uuid}). */
  cardPath?: (uuid: string) => string;
  /** The buttons to create an act (the citizen web); the kiosk has no new-act page. */
  canCreate?: boolean;
};

const defaultCardPath = (uuid: string) => `/enotarial_act/${uuid}`;

/** dd.mm.yyyy typed → yyyy-mm-dd for the address; '' stays unset; anything else is an error. */
function dottedToIso(text: string): string | undefined | null {
  if (text.trim() === '') return undefined;
  const date = parseDate(text);
  return date ? toIsoDate(date) : null;
}

function isoToDotted(iso: string | undefined): string {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? formatCalendarDate(date) : '';
}

type Draft = Record<(typeof FILTER_FIELDS)[number], string> & { region: string };

function draftOf(filters: ActListFilters, region: string | null): Draft {
  return {
    dateFrom: isoToDotted(filters.dateFrom),
    dateTo: isoToDotted(filters.dateTo),
    state: filters.state ?? '',
    status: filters.status ?? '',
    regnum: filters.regnum ?? '',
    regdate: isoToDotted(filters.regdate),
    visitDate: isoToDotted(filters.visitDate),
    visitTime: filters.visitTime ?? '',
    typeId: filters.typeId?.toString() ?? '',
    officeId: filters.officeId ?? '',
    notaryId: filters.notaryId ?? '',
    step: filters.step?.toString() ?? '',
    regsystem: filters.regsystem?.toString() ?? '',
    regtype: filters.regtype?.toString() ?? '',
    region: region ?? '',
  };
}

const DATE_FIELDS = ['dateFrom', 'dateTo', 'regdate', 'visitDate'] as const;

/**
 * The filters of acts-domain 2 "My notarial acts": typed in a draft and
 * applied to the address at once (the list follows the address).
 */
export function FiltersForm({ filters, region, onApply }: { filters: ActListFilters; region: string | null; onApply: (next: Partial<ActListFilters>, region: string | null) => void }) {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const locale = useUiLocale();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters, region));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const regionId = draft.region ? Number(draft.region) : null;
  const offices = useQuery({ ...getEqueueOfficesQueryOptions(regionId, null), enabled: regionId !== null });
  const notaries = useRegionNotaries(regionId);
  const set = (field: keyof Draft) => (value: string | null) => setDraft((d) => ({ ...d, [field]: value ?? '' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Partial<Record<keyof Draft, string>> = {};
    const dates: Partial<Record<(typeof DATE_FIELDS)[number], string | undefined>> = {};
    for (const field of DATE_FIELDS) {
      const iso = dottedToIso(draft[field]);
      if (iso === null) nextErrors[field] = t`Sana kk.oo.yyyy ko'rinishida bo'lishi kerak`;
      else dates[field] = iso;
    }
    if (draft.visitTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.visitTime)) nextErrors.visitTime = t`Vaqt ss:dd ko'rinishida bo'lishi kerak`;
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;
    const number = (text: string) => (text ? Number(text) : undefined);
    onApply(
      {
        ...dates,
        state: (draft.state || undefined) as ActListFilters['state'],
        status: (draft.status || undefined) as ActListFilters['status'],
        regnum: draft.regnum.trim() || undefined,
        visitTime: draft.visitTime || undefined,
        typeId: number(draft.typeId),
        officeId: draft.officeId || undefined,
        notaryId: draft.notaryId || undefined,
        step: number(draft.step) as ActListFilters['step'],
        regsystem: number(draft.regsystem),
        regtype: number(draft.regtype),
      },
      draft.region || null,
    );
  };

  const dateInput = (field: (typeof DATE_FIELDS)[number], label: string) => (
    <MaskedInput
      label={label}
      placeholder={t`kk.oo.yyyy`}
      mask={FIELDS.date.mask}
      unmask={false}
      value={draft[field]}
      onValueChange={set(field)}
      keyboard="numeric"
      keyboardMaxLength={8}
      inputMode="numeric"
      error={errors[field]}
      data-testid={`filter-${field}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="acts-filters">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {dateInput('dateFrom', t`Sanadan`)}
          {dateInput('dateTo', t`Sanagacha`)}
          <Select
            label={t`Holati`}
            placeholder={t`Barchasi`}
            clearable
            data={ACT_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
            value={draft.status || null}
            onChange={set('status')}
            data-testid="filter-status"
          />
          <Select
            label={t`Amal qilishi`}
            placeholder={t`Barchasi`}
            clearable
            data={(['active', 'cancelled'] as const).map((s) => ({ value: s, label: i18n._(STATE_LABELS[s]) }))}
            value={draft.state || null}
            onChange={set('state')}
            data-testid="filter-state"
          />
          <TextInput label={t`Reyestr raqami`} placeholder="2025/1234" value={draft.regnum} onChange={(e) => set('regnum')(e.currentTarget.value)} data-testid="filter-regnum" />
          {dateInput('regdate', t`Reyestr sanasi`)}
          {dateInput('visitDate', t`Tashrif sanasi`)}
          <MaskedInput
            label={t`Tashrif vaqti`}
            placeholder={t`ss:dd`}
            mask={{ mask: '00:00' }}
            unmask={false}
            value={draft.visitTime}
            onValueChange={set('visitTime')}
            keyboard="numeric"
            keyboardMaxLength={4}
            inputMode="numeric"
            error={errors.visitTime}
            data-testid="filter-visitTime"
          />
          <Select
            label={t`Harakat turi`}
            placeholder={t`Barchasi`}
            clearable
            searchable
            data={ACT_TYPE_IDS.map((id) => ({ value: String(id), label: ACT_TYPES[id].names[locale] }))}
            value={draft.typeId || null}
            onChange={set('typeId')}
            data-testid="filter-typeId"
          />
          <Select
            label={t`Bosqich`}
            placeholder={t`Barchasi`}
            clearable
            data={ACT_STEP_NUMBERS.map((s) => ({ value: String(s), label: `${s}. ${i18n._(STEP_LABELS[s])}` }))}
            value={draft.step || null}
            onChange={set('step')}
            data-testid="filter-step"
          />
          <Select
            label={t`Tizim`}
            placeholder={t`Barchasi`}
            clearable
            data={REG_SYSTEMS.map((s) => ({ value: String(s), label: i18n._(REGSYSTEM_LABELS[s]) }))}
            value={draft.regsystem || null}
            onChange={set('regsystem')}
            data-testid="filter-regsystem"
          />
          <Select
            label={t`Ro'yxatdan o'tkazish turi`}
            placeholder={t`Barchasi`}
            clearable
            data={([1, 2] as const).map((r) => ({ value: String(r), label: i18n._(REGTYPE_LABELS[r]) }))}
            value={draft.regtype || null}
            onChange={set('regtype')}
            data-testid="filter-regtype"
          />
          <RegionSelect
            label={t`Notarius hududi`}
            value={regionId}
            onChange={(id: number | null) => setDraft((d) => ({ ...d, region: id === null ? '' : String(id), officeId: '', notaryId: '' }))}
          />
          <Select
            label={t`Notarial idora`}
            placeholder={regionId === null ? t`Avval hududni tanlang` : t`Barchasi`}
            disabled={regionId === null && !draft.officeId}
            clearable
            searchable
            data={(offices.data ?? []).map((o) => ({ value: o.id, label: pick(o.name) }))}
            value={draft.officeId || null}
            onChange={set('officeId')}
            data-testid="filter-officeId"
          />
          <Select
            label={t`Notarius`}
            placeholder={regionId === null ? t`Avval hududni tanlang` : t`Barchasi`}
            disabled={regionId === null && !draft.notaryId}
            clearable
            searchable
            data={(notaries.data ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
            value={draft.notaryId || null}
            onChange={set('notaryId')}
            data-testid="filter-notaryId"
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" data-testid="filters-apply">
            <Trans>Qo'llash</Trans>
          </Button>
          <Button
            variant="default"
            data-testid="filters-clear"
            onClick={() => onApply(Object.fromEntries(FILTER_FIELDS.map((f) => [f, undefined])) as Partial<ActListFilters>, null)}
          >
            <Trans>Tozalash</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SortHeader({ column, filters, onSort, children }: { column: ListSort; filters: ActListFilters; onSort: (sort: ListSort) => void; children: ReactNode }) {
  const isSorted = filters.sort === column;
  const ariaSort = isSorted ? (filters.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm" data-testid={`sort-${column}`}>
        {children} <span aria-hidden="true">{isSorted ? (filters.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

export function ActsTable({ items, filters, onSort, cardPath }: { items: ActListItem[]; filters: ActListFilters; onSort: (sort: ListSort) => void; cardPath: (uuid: string) => string }) {
  const { i18n } = useLingui();
  const typeName = useActTypeName();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="acts-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="type_id" filters={filters} onSort={onSort}>
              {i18n._(SORT_LABELS.type_id)}
            </SortHeader>
            <SortHeader column="entered_at" filters={filters} onSort={onSort}>
              {i18n._(SORT_LABELS.entered_at)}
            </SortHeader>
            <SortHeader column="step" filters={filters} onSort={onSort}>
              {i18n._(SORT_LABELS.step)}
            </SortHeader>
            <Table.Th>
              <Trans>Holati</Trans>
            </Table.Th>
            <SortHeader column="regnum" filters={filters} onSort={onSort}>
              {i18n._(SORT_LABELS.regnum)}
            </SortHeader>
            <SortHeader column="regdate" filters={filters} onSort={onSort}>
              {i18n._(SORT_LABELS.regdate)}
            </SortHeader>
            <SortHeader column="visit_at" filters={filters} onSort={onSort}>
              {i18n._(SORT_LABELS.visit_at)}
            </SortHeader>
            <Table.Th>
              <Trans>Notarius</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((act) => (
            <Table.Tr key={act.uuid} data-testid="act-row" data-act={act.uuid}>
              <Table.Td>
                <Anchor component={Link} to={cardPath(act.uuid)} fw={600} data-testid="act-link">
                  {typeName(act.typeId, act.name)}
                </Anchor>
                {act.isSimplified ? (
                  <Badge ml="xs" size="xs" variant="outline">
                    <Trans>Soddalashtirilgan</Trans>
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{formatDate(act.enteredAt)}</Table.Td>
              <Table.Td>
                {act.step}. {i18n._(STEP_LABELS[act.step])}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ActStatusBadge status={act.status} />
              </Table.Td>
              <Table.Td data-testid="act-regnum">{act.regnum ?? '—'}</Table.Td>
              <Table.Td>{act.regdate ? formatDate(act.regdate) : '—'}</Table.Td>
              <Table.Td>{act.visitdate ? `${formatDate(act.visitdate)} ${formatTime(act.visittime)}` : '—'}</Table.Td>
              <Table.Td>{act.notaryName ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A page of an act list under its filters, as "my acts" and the console's
 * inbox show it: loading, failure with a retry, empty (`emptyText`), or the
 * acts (sortable by a column's header) with their total, the pages and the
 * page size. `update` changes the filters in the address; the test ids begin
 * with `testIdPrefix` (-error, -empty, -total, -pagination).
 */
export function ActsListResults({
  list,
  filters,
  update,
  cardPath,
  emptyText,
  testIdPrefix,
}: {
  list: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { items: ActListItem[]; total: number } | undefined };
  filters: ActListFilters;
  update: (next: Partial<ActListFilters>) => void;
  cardPath: (uuid: string) => string;
  emptyText: ReactNode;
  testIdPrefix: string;
}) {
  const { t } = useLinguiMacro();
  const onSort = (sort: ListSort) => update({ sort, order: filters.sort === sort && filters.order === 'desc' ? 'asc' : 'desc', page: 1 });
  if (list.isPending) return <Loader aria-label={t`Yuklanmoqda`} />;
  if (list.isError || !list.data)
    return (
      <Alert color="red" variant="light" data-testid={`${testIdPrefix}-error`}>
        <Group justify="space-between">
          <Trans>Ro'yxatni yuklab bo'lmadi.</Trans>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            <Trans>Qayta urinish</Trans>
          </Button>
        </Group>
      </Alert>
    );
  const { items, total } = list.data;
  if (items.length === 0)
    return (
      <Text c="gray.7" data-testid={`${testIdPrefix}-empty`}>
        {emptyText}
      </Text>
    );
  const totalPages = Math.max(1, Math.ceil(total / filters.pageSize));
  return (
    <>
      <ActsTable items={items} filters={filters} onSort={onSort} cardPath={cardPath} />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="gray.7" data-testid={`${testIdPrefix}-total`}>
          <Trans>Jami: {list.data.total}</Trans>
        </Text>
        <Pagination
          total={totalPages}
          value={filters.page}
          onChange={(page) => update({ page })}
          getItemProps={(page) => ({ 'aria-label': t`${page}-sahifa` })}
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t`Keyingi sahifa` : control === 'previous' ? t`Oldingi sahifa` : control === 'first' ? t`Birinchi sahifa` : t`Oxirgi sahifa`,
          })}
          data-testid={`${testIdPrefix}-pagination`}
        />
        <Select
          aria-label={t`Sahifadagi qatorlar soni`}
          w={100}
          data={PAGE_SIZES.map((n) => String(n))}
          value={String(filters.pageSize)}
          onChange={(value) => update({ pageSize: Number(value ?? DEFAULT_FILTERS.pageSize), page: 1 })}
          allowDeselect={false}
        />
      </Group>
    </>
  );
}

/**
 * acts-domain 2 "My notarial acts" (login required), shared by the citizen
 * web and the kiosk: tab one, completed and in-process acts; tab two, acts
 * awaiting the user's decision; every filter, the page and the order in the
 * address; an act opens its card. Live: a change another party or the
 * notary makes refreshes the list.
 */
export function MyActsScreen({ cardPath = defaultCardPath, canCreate = true }: MyActsScreenProps) {
  const { t } = useLinguiMacro();
  const [params, setParams] = useUrlFilters(ACT_LIST_PARAMS);
  const filters = filtersOf(params);
  const region = params.region === undefined ? null : String(params.region);
  const [showFilters, setShowFilters] = useState(() => countActiveFilters(filters) > 0);
  const list = useActList(filters);
  const live = useActsLiveUpdates(null);

  const update = (next: Partial<ActListFilters>, nextRegion: string | null = region) => {
    const merged = Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, value]) => value !== undefined)) as ActListFilters;
    setParams(paramsOf(merged, nextRegion ? Number(nextRegion) : null));
  };
  const activeCount = countActiveFilters(filters);

  return (
    <Stack gap="md" data-testid="my-acts-page" data-live={live}>
      {canCreate ? (
        <Group gap="sm">
          <Button component={Link} to="/enotarial_act/-1" data-testid="create-act">
            <Trans>Yangi notarial harakat yaratish</Trans>
          </Button>
          <Button component={Link} to="/enotarial_act/-1?type=1&simplified=1" variant="light" data-testid="create-simplified-act">
            <Trans>Soddalashtirilgan harakat yaratish</Trans>
          </Button>
        </Group>
      ) : null}
      <Tabs value={filters.tab} onChange={(tab) => update({ tab: (tab as ListTab | null) ?? 'acts', page: 1 })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="acts" data-testid="tab-acts">
            <Trans>Yakunlangan va jarayondagi harakatlar</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="awaiting" data-testid="tab-awaiting">
            <Trans>Qarorimni kutayotgan harakatlar</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Text c="gray.7" size="sm">
        {filters.tab === 'acts' ? (
          <Trans>Ro'yxatga olingan, bekor qilingan, yangi va ro'yxatga olishni kutayotgan harakatlaringiz.</Trans>
        ) : (
          <Trans>Sizning qaroringizni kutayotgan harakatlar: qoralamalar, takliflar, tekshiruv natijasi yoki vaqtni tasdiqlash va to'lov.</Trans>
        )}
      </Text>
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters} aria-controls="acts-filters-panel" data-testid="filters-toggle">
            <Trans>Filtrlar</Trans>
            {activeCount > 0 ? (
              <Badge ml="xs" size="sm" circle aria-label={t`Faol filtrlar: ${activeCount}`}>
                {activeCount}
              </Badge>
            ) : null}
          </Button>
        </Group>
        <Collapse expanded={showFilters} id="acts-filters-panel">
          {/* Keyed on the address: a new address (back, a link, "clear") starts a fresh draft from it. */}
          <FiltersForm key={JSON.stringify(params)} filters={filters} region={region} onApply={(next, nextRegion) => update({ ...next, page: 1 }, nextRegion)} />
        </Collapse>
      </Card>
      <ActsListResults
        list={list}
        filters={filters}
        update={update}
        cardPath={cardPath}
        emptyText={activeCount > 0 ? <Trans>Tanlangan filtrlar bo'yicha notarial harakatlar topilmadi.</Trans> : <Trans>Bu yerda hali notarial harakatlar yo'q.</Trans>}
        testIdPrefix="acts"
      />
      <VisuallyHidden aria-live="polite">{list.isFetching ? t`Yuklanmoqda` : ''}</VisuallyHidden>
    </Stack>
  );
}
