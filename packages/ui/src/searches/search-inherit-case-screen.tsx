import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { FIELDS } from '@notary/domain/validation';
import { parseDate } from '@notary/domain/time';
import { useState, type FormEvent } from 'react';
import { MaskedInput } from '../forms/index.ts';
import { formatDate } from '../format/index.ts';
import { useRegionNotaries } from './api/list-notaries.ts';
import { useInheritanceSearch, type InheritanceCase, type InheritanceCriteria } from './api/search-inheritance.ts';
import { useLocalised, useNameInScript } from './localised.ts';
import { fieldMessage } from './messages.ts';
import { NotFoundAlert, SearchErrorAlert } from './search-feedback.tsx';
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

/**
 * search_inheritcase (acts-domain 2 "Inheritance search"): the deceased's
 * full name, death date, case number, opening date and notary, in any
 * combination. Shared by the citizen web and the kiosk.
 */
export function SearchInheritCaseScreen() {
  const { t } = useLingui();
  const pick = useLocalised();
  const nameIn = useNameInScript();
  const [name, setName] = useState('');
  const [deathDate, setDeathDate] = useState('');
  const [caseNumber, setCaseNumber] = useState('');
  const [openedOn, setOpenedOn] = useState('');
  const [regionId, setRegionId] = useState<number | null>(null);
  const [notaryId, setNotaryId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [criteria, setCriteria] = useState<InheritanceCriteria | null>(null);
  const notaries = useRegionNotaries(regionId);
  const query = useInheritanceSearch(criteria);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | null> = {};
    if (deathDate && !parseDate(deathDate)) next.deathDate = fieldMessage('error_wrong_date');
    if (openedOn && !parseDate(openedOn)) next.openedOn = fieldMessage('error_wrong_date');
    const hasName = name.replace(/\s/g, '').length >= 3;
    if (name.trim() && !hasName) next.name = t`Kamida 3 ta harf kiriting`;
    if (!hasName && !deathDate && !caseNumber.trim() && !openedOn && !notaryId) next.form = t`Kamida bitta qidiruv mezonini kiriting`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setCriteria({ name: name.trim() || undefined, deathDate: deathDate || undefined, caseNumber: caseNumber.trim() || undefined, openedOn: openedOn || undefined, notaryId: notaryId ?? undefined, page: 1 });
  };

  const goTo = (page: number) => criteria && setCriteria({ ...criteria, page });

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        <Trans>Meros ishini marhumning F.I.Sh., vafot etgan sanasi, ish raqami, ochilgan sanasi yoki notarius bo'yicha toping.</Trans>
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <TextInput
                label={t`Marhumning F.I.Sh.`}
                placeholder={t`Masalan: Karimov Baxtiyor`}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={errors.name}
                data-testid="inherit-name"
              />
              <MaskedInput label={t`Vafot etgan sana`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} value={deathDate} onValueChange={setDeathDate} keyboard="numeric" keyboardMaxLength={8} inputMode="numeric" error={errors.deathDate} data-testid="inherit-death" />
              <TextInput label={t`Meros ishi raqami`} value={caseNumber} onChange={(e) => setCaseNumber(e.currentTarget.value)} data-testid="inherit-number" />
              <MaskedInput label={t`Ish ochilgan sana`} placeholder={t`kk.oo.yyyy`} mask={FIELDS.date.mask} unmask={false} value={openedOn} onValueChange={setOpenedOn} keyboard="numeric" keyboardMaxLength={8} inputMode="numeric" error={errors.openedOn} data-testid="inherit-opened" />
              <RegionSelect value={regionId} onChange={(id) => { setRegionId(id); setNotaryId(null); }} label={t`Notarius hududi`} />
              <Select
                label={t`Notarius`}
                placeholder={regionId === null ? t`Avval hududni tanlang` : t`Notariusni tanlang`}
                disabled={regionId === null}
                data={(notaries.data ?? []).map((n) => ({ value: n.id, label: nameIn(n.fullName, n.fullNameCyr) }))}
                value={notaryId}
                onChange={setNotaryId}
                searchable
                clearable
                nothingFoundMessage={t`Topilmadi`}
              />
            </SimpleGrid>
            {errors.form ? (
              <Text c="red" size="sm">
                {errors.form}
              </Text>
            ) : null}
            <Group>
              <Button type="submit" size="md" loading={query.isFetching} data-testid="search-submit">
                <Trans>Qidirish</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
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
