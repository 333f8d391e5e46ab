import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { InheritanceQuery } from '@notary/domain/contracts';
import { FIELDS, InheritanceSearchFormSchema, type InheritanceSearchFormInput, type InheritanceSearchFormOutput } from '@notary/domain/validation';
import * as v from 'valibot';
import { FORM_ERROR, formErrorText, MaskedInput, maskedInputProps, urlParam, useSchemaForm, useUrlFilters, type UrlFilters } from '../forms/index.ts';
import { formatDate } from '../format/index.ts';
import { useRegionNotaries } from './api/list-notaries.ts';
import { useInheritanceSearch, type InheritanceCase, type InheritanceCriteria } from './api/search-inheritance.ts';
import { useLocalised, useNameInScript } from './localised.ts';
import { fieldMessage } from './messages.ts';
import { NotFoundAlert, SearchErrorAlert } from './search-feedback.tsx';
import { toDottedDate } from './search-proxy-screen.tsx';
import { RegionSelect } from './territory-select.tsx';

function CaseState({ state }: { state: InheritanceCase['state'] }) {
  if (state === 'open')
    return (
      <Badge color="blue" variant="light">
        <Trans>Ochiq</Trans>
      </Badge>
    );
  if (state === 'closed')
    return (
      <Badge color="gray" variant="light">
        <Trans>Yopilgan</Trans>
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      <Trans>To'xtatilgan</Trans>
    </Badge>
  );
}

const contract = InheritanceQuery.entries;
/**
 * The search's criteria in the URL (back/forward, reload and a shared link
 * keep them), read with the API's own query schema (GET
 * /api/searches/inheritance; its dates come out ISO), with the region of the
 * notary list and the page.
 */
const INHERITANCE_PARAMS = {
  name: contract.name,
  deathDate: contract.deathDate,
  caseNumber: contract.caseNumber,
  openedOn: contract.openedOn,
  regionId: urlParam.id(),
  notaryId: contract.notaryId,
  page: contract.page,
};
type InheritanceParams = UrlFilters<typeof INHERITANCE_PARAMS>;

function formValuesOf(filters: InheritanceParams): InheritanceSearchFormInput {
  return {
    name: filters.name ?? '',
    deathDate: filters.deathDate ? toDottedDate(filters.deathDate) : '',
    caseNumber: filters.caseNumber ?? '',
    openedOn: filters.openedOn ? toDottedDate(filters.openedOn) : '',
    regionId: filters.regionId ?? null,
    notaryId: filters.notaryId ?? null,
  };
}

/** The URL's criteria when they make a valid search (the form wrote them, or a link that passes the same schema). */
function criteriaOf(filters: InheritanceParams): InheritanceCriteria | null {
  const result = v.safeParse(InheritanceSearchFormSchema, formValuesOf(filters));
  if (!result.success) return null;
  const { name, deathDate, caseNumber, openedOn, notaryId } = result.output;
  return { name: name || undefined, deathDate: deathDate || undefined, caseNumber: caseNumber || undefined, openedOn: openedOn || undefined, notaryId: notaryId ?? undefined, page: filters.page ?? 1 };
}

function InheritanceSearchForm({ initial, onSearch, isLoading }: { initial: InheritanceSearchFormInput; onSearch: (criteria: InheritanceSearchFormOutput) => void; isLoading: boolean }) {
  const { t } = useLingui();
  const nameIn = useNameInScript();
  const form = useSchemaForm(InheritanceSearchFormSchema, { initialValues: initial, message: fieldMessage });
  const regionId = form.values.regionId;
  const notaries = useRegionNotaries(regionId);
  const formError = formErrorText(form, FORM_ERROR, fieldMessage);

  return (
    <form onSubmit={form.onSubmit(onSearch)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <TextInput label={t`Marhumning F.I.Sh.`} placeholder={t`Masalan: Karimov Baxtiyor`} {...form.getInputProps('name')} data-testid="inherit-name" />
          <MaskedInput label={t`Vafot etgan sana`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} {...maskedInputProps(form.getInputProps('deathDate'))} keyboard="numeric" keyboardMaxLength={8} inputMode="numeric" data-testid="inherit-death" />
          <TextInput label={t`Meros ishi raqami`} {...form.getInputProps('caseNumber')} data-testid="inherit-number" />
          <MaskedInput label={t`Ish ochilgan sana`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} {...maskedInputProps(form.getInputProps('openedOn'))} keyboard="numeric" keyboardMaxLength={8} inputMode="numeric" data-testid="inherit-opened" />
          <RegionSelect
            value={regionId}
            onChange={(id) => form.setValues({ regionId: id, notaryId: null })}
            label={t`Notarius hududi`}
            data-testid="inherit-region"
          />
          <Select
            label={t`Notarius`}
            placeholder={regionId === null ? t`Avval hududni tanlang` : t`Notariusni tanlang`}
            disabled={regionId === null}
            data={(notaries.data ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
            {...form.getInputProps('notaryId')}
            searchable
            clearable
            nothingFoundMessage={t`Topilmadi`}
            data-testid="inherit-notary"
          />
        </SimpleGrid>
        {formError ? (
          <Text c="red" size="sm" role="alert" data-testid="inherit-form-error">
            {formError}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" size="md" loading={isLoading} data-testid="search-submit">
            <Trans>Qidirish</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * search_inheritcase (acts-domain 2 "Inheritance search"): the deceased's
 * full name, death date, case number, opening date and notary, in any
 * combination; the domain's InheritanceSearchFormSchema checks the form and
 * the criteria and page live in the URL. Shared by the citizen web and the kiosk.
 */
export function SearchInheritCaseScreen() {
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const [filters, setFilters] = useUrlFilters(INHERITANCE_PARAMS);
  const initial = formValuesOf(filters);
  const criteria = criteriaOf(filters);
  const query = useInheritanceSearch(criteria);

  const search = (output: InheritanceSearchFormOutput) => setFilters({ ...output, regionId: output.regionId ?? undefined, notaryId: output.notaryId ?? undefined, page: 1 });
  const goTo = (page: number) => setFilters({ ...filters, page });

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        <Trans>Meros ishini marhumning F.I.Sh., vafot etgan sanasi, ish raqami, ochilgan sanasi yoki notarius bo'yicha toping.</Trans>
      </Text>
      <Card withBorder radius="lg" padding="lg">
        {/* Remounted when the criteria change from outside (back/forward), not on a page change. */}
        <InheritanceSearchForm key={JSON.stringify(initial)} initial={initial} onSearch={search} isLoading={query.isFetching} />
      </Card>
      {criteria === null ? null : query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <SearchErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <NotFoundAlert>
          <Trans>Ko'rsatilgan mezonlar bo'yicha meros ishi topilmadi</Trans>
        </NotFoundAlert>
      ) : (
        <Card withBorder radius="lg" padding={0}>
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" horizontalSpacing="md" striped data-testid="inherit-results">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th><Trans>Ish raqami</Trans></Table.Th>
                  <Table.Th><Trans>Marhum</Trans></Table.Th>
                  <Table.Th><Trans>Vafot etgan sana</Trans></Table.Th>
                  <Table.Th><Trans>Ish ochilgan sana</Trans></Table.Th>
                  <Table.Th><Trans>Notarius</Trans></Table.Th>
                  <Table.Th><Trans>Holati</Trans></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td fw={600}>{c.caseNumber}</Table.Td>
                    <Table.Td>{nameIn(c.deceased, c.deceasedCyr)}</Table.Td>
                    <Table.Td>{formatDate(c.deathDate)}</Table.Td>
                    <Table.Td>{formatDate(c.openedOn)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{nameIn(c.notary.fullName, c.notary.fullNameCyr)}</Text>
                      <Text size="xs" c="dimmed">
                        {pick(c.office.name)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <CaseState state={c.state} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" p="md">
            <Text size="sm" c="dimmed">
              <Trans>Sahifa {query.data.page}</Trans>
            </Text>
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={query.data.page <= 1} onClick={() => goTo(query.data.page - 1)}>
                <Trans>Oldingi</Trans>
              </Button>
              <Button variant="default" size="xs" disabled={!query.data.hasMore} onClick={() => goTo(query.data.page + 1)}>
                <Trans>Keyingi</Trans>
              </Button>
            </Group>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
