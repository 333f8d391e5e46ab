import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Badge, Button, Card, Collapse, Group, Stack, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ActStep } from '@notary/domain/act';
import type { ActStepCounts } from '@notary/domain/contracts';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import {
  ACT_LIST_PARAMS,
  ActListFiltersForm,
  ActsListResults,
  countActiveFilters,
  filtersOf,
  paramsOf,
  useActsLiveUpdates,
  type ActListFilters,
} from '@notary/ui/acts';
import { urlParam, useUrlFilters, useUrlSearchText } from '@notary/ui/forms';
import { useState } from 'react';
import { useOfficeActs } from '../api/desk-api.ts';
import { actDeskPath } from '../paths.ts';

/** The inbox's own parameters: the citizen list's filters and the search text. */
const INBOX_PARAMS = { ...ACT_LIST_PARAMS, q: urlParam.text(200) };

type InboxView = {
  key: string;
  label: MessageDescriptor;
  /** The filters this view sets (the others it clears). */
  filters: (today: string) => Partial<ActListFilters>;
  count: (counts: ActStepCounts) => number | null;
};

const stepCount = (step: ActStep) => (counts: ActStepCounts) => counts.steps.find((s) => s.step === step)?.count ?? 0;

/**
 * Issue 14.1: what waits on the notary, step by step (acts-domain 4): the
 * check (2), the invoices (4), the visit time (5), the payment (7), the
 * registration (8); and today's visits and video conferences (Tashkent day).
 */
export const INBOX_VIEWS: readonly InboxView[] = [
  { key: 'check', label: msg`Tekshiruv kutilmoqda`, filters: () => ({ step: 2, status: 'active' }), count: stepCount(2) },
  { key: 'invoices', label: msg`Hisob-faktura kutilmoqda`, filters: () => ({ step: 4, status: 'active' }), count: stepCount(4) },
  { key: 'time', label: msg`Vaqt belgilash kutilmoqda`, filters: () => ({ step: 5, status: 'active' }), count: stepCount(5) },
  { key: 'payment', label: msg`To'lov kutilmoqda`, filters: () => ({ step: 7, status: 'active' }), count: stepCount(7) },
  { key: 'registration', label: msg`Ro'yxatga olish kutilmoqda`, filters: () => ({ step: 8, status: 'active' }), count: stepCount(8) },
  { key: 'today', label: msg`Bugungi tashriflar`, filters: (today) => ({ visitDate: today }), count: (c) => c.todayVisits },
  { key: 'video', label: msg`Bugungi videokonferensiyalar`, filters: (today) => ({ visitDate: today, regtype: 2 }), count: (c) => c.todayVideo },
  { key: 'all', label: msg`Barcha harakatlar`, filters: () => ({}), count: () => null },
];

const VIEW_FIELDS = ['step', 'status', 'visitDate', 'regtype'] as const;

function activeView(filters: ActListFilters, today: string): string | null {
  for (const view of INBOX_VIEWS) {
    const wanted = view.filters(today);
    if (VIEW_FIELDS.every((field) => filters[field] === wanted[field])) return view.key;
  }
  return null;
}

/**
 * The notary's inbox (issue 14.1): the office's acts, newest first, by step
 * with counts, the citizen list's filters, a search by register number,
 * personal number or a party's name; live over socket.io.
 */
export function OfficeInboxPage() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [params, setParams] = useUrlFilters(INBOX_PARAMS);
  const { q = '', ...listParams } = params;
  const filters = filtersOf(listParams);
  const region = params.region === undefined ? null : String(params.region);
  // Tashkent's today when the page opened (the inbox's "today" views and the calendar's first day).
  const [today] = useState(() => toIsoDate(tashkentDateOf(new Date())));
  const [showFilters, setShowFilters] = useState(false);
  const list = useOfficeActs(filters, q);
  const live = useActsLiveUpdates(null);

  const write = (next: ActListFilters, nextRegion: string | null, nextQ: string) => {
    const base = paramsOf(next, nextRegion ? Number(nextRegion) : null);
    setParams(nextQ ? { ...base, q: nextQ } : base, { replace: true });
  };
  const update = (next: Partial<ActListFilters>, nextRegion: string | null = region) => {
    const merged = Object.fromEntries(Object.entries({ ...filters, ...next }).filter(([, value]) => value !== undefined)) as ActListFilters;
    write(merged, nextRegion, q);
  };
  const [search, setSearch] = useUrlSearchText(q, (text) => {
    if (text === q) return;
    write({ ...filters, page: 1 }, region, text);
  });
  const chooseView = (view: InboxView) => {
    const cleared = Object.fromEntries(VIEW_FIELDS.map((field) => [field, undefined]));
    update({ ...cleared, ...view.filters(today), page: 1 });
  };
  const current = activeView(filters, today);
  const counts = list.data?.counts;
  const activeCount = countActiveFilters(filters);

  return (
    <Stack gap="md" data-testid="office-inbox" data-live={live}>
      <Title order={1} fz={26}>
        <Trans>Idoraning notarial harakatlari</Trans>
      </Title>
      <nav aria-label={t`Bosqichlar bo'yicha`}>
        <Group gap="xs" wrap="wrap">
          {INBOX_VIEWS.map((view) => {
            const count = counts ? view.count(counts) : null;
            const isActive = current === view.key;
            return (
              <UnstyledButton
                key={view.key}
                onClick={() => chooseView(view)}
                aria-pressed={isActive}
                data-testid={`inbox-view-${view.key}`}
                px="sm"
                py={6}
                style={{
                  borderRadius: 8,
                  border: `1px solid var(--mantine-color-${isActive ? 'blue-7' : 'gray-4'})`,
                  background: isActive ? 'var(--mantine-color-blue-0)' : undefined,
                  minHeight: 36,
                }}
              >
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={isActive ? 700 : 500}>
                    {i18n._(view.label)}
                  </Text>
                  {count !== null ? (
                    <Badge size="sm" variant={isActive ? 'filled' : 'light'} data-testid={`inbox-count-${view.key}`}>
                      {count}
                    </Badge>
                  ) : null}
                </Group>
              </UnstyledButton>
            );
          })}
        </Group>
      </nav>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t`Qidiruv`}
              description={t`Reyestr raqami, ishtirokchining JShShIR yoki ismi`}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maxLength={200}
              w={{ base: '100%', sm: 420 }}
              data-testid="inbox-search"
            />
            <Button variant="subtle" onClick={() => setShowFilters((s) => !s)} aria-expanded={showFilters} aria-controls="inbox-filters-panel" data-testid="filters-toggle">
              <Trans>Filtrlar</Trans>
              {activeCount > 0 ? (
                <Badge ml="xs" size="sm" circle aria-label={t`Faol filtrlar: ${activeCount}`}>
                  {activeCount}
                </Badge>
              ) : null}
            </Button>
          </Group>
          <Collapse expanded={showFilters} id="inbox-filters-panel">
            <ActListFiltersForm key={JSON.stringify(listParams)} filters={filters} region={region} onApply={(next, nextRegion) => update({ ...next, page: 1 }, nextRegion)} />
          </Collapse>
        </Stack>
      </Card>
      <ActsListResults
        list={list}
        filters={filters}
        update={update}
        cardPath={actDeskPath}
        emptyText={<Trans>Bu yerda hozircha notarial harakatlar yo'q.</Trans>}
        testIdPrefix="inbox"
      />
      <VisuallyHidden aria-live="polite">{list.isFetching ? t`Yuklanmoqda` : ''}</VisuallyHidden>
    </Stack>
  );
}
