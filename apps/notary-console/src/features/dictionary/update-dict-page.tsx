import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { formatDateTime } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { useState } from 'react';
import { useDictionaryStatus, useRefreshDictionaries, type Dictionary, type DictionaryRefresh } from './api/dictionary.ts';

const NAMES: Record<Dictionary, MessageDescriptor> = {
  regions: msg`Hududlar (viloyatlar)`,
  districts: msg`Tumanlar va shaharlar`,
  offices: msg`Notarial idoralar`,
  act_types: msg`Notarial harakat turlari`,
  catalogue: msg`Xizmatlar katalogi`,
};
const ALL = Object.keys(NAMES) as Dictionary[];

/** update_dict (administrators, in the console since issue 14): refresh the reference data from the external registries' adapters. */
export function UpdateDictPage() {
  const { t, i18n } = useLingui();
  // The console's route lets only a signed-in administrator here (RequireConsoleSignIn, RequireRole).
  const status = useDictionaryStatus(true);
  const refresh = useRefreshDictionaries();
  const [selected, setSelected] = useState<Dictionary[]>(ALL);
  const [results, setResults] = useState<DictionaryRefresh[] | null>(null);


  const toggle = (d: Dictionary) => setSelected((s) => (s.includes(d) ? s.filter((x) => x !== d) : [...s, d]));
  const resultOf = (d: Dictionary) => results?.find((r) => r.dictionary === d);
  return (
    <Page title={<Trans>Ma'lumotnomalarni yangilash</Trans>}>
      <Text c="dimmed">
        <Trans>Ma'lumotnomalar tashqi davlat tizimlaridan yangilanadi: yangi yozuvlar qo'shiladi, o'zgarganlari yangilanadi, ilgari kiritilgan ma'lumotlar bilan bog'lanish saqlanadi.</Trans>
      </Text>
      <Card withBorder radius="lg" padding={0}>
        {status.isPending ? (
          <Loader m="lg" />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="dict-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th><Trans>Ma'lumotnoma</Trans></Table.Th>
                <Table.Th ta="right"><Trans>Yozuvlar</Trans></Table.Th>
                <Table.Th><Trans>Oxirgi yangilanish</Trans></Table.Th>
                <Table.Th><Trans>Natija</Trans></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(status.data ?? []).map((s) => {
                const r = resultOf(s.dictionary);
                return (
                  <Table.Tr key={s.dictionary}>
                    <Table.Td>
                      <Checkbox checked={selected.includes(s.dictionary)} onChange={() => toggle(s.dictionary)} aria-label={i18n._(NAMES[s.dictionary])} />
                    </Table.Td>
                    <Table.Td fw={600}>{i18n._(NAMES[s.dictionary])}</Table.Td>
                    <Table.Td ta="right">{s.count}</Table.Td>
                    <Table.Td>
                      {s.lastRefresh ? (
                        <Text size="sm">
                          {formatDateTime(s.lastRefresh.finishedAt)} · {s.lastRefresh.source}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          <Trans>hali yangilanmagan</Trans>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {r ? (
                        r.ok && r.counts ? (
                          <Badge color={r.counts.inserted + r.counts.updated > 0 ? 'blue' : 'gray'} variant="light">
                            <Trans>
                              +{r.counts.inserted} · ~{r.counts.updated} · ={r.counts.unchanged}
                            </Trans>
                          </Badge>
                        ) : (
                          <Badge color="red" variant="light" title={r.error}>
                            <Trans>Xatolik</Trans>
                          </Badge>
                        )
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Group>
        <Button
          disabled={selected.length === 0}
          loading={refresh.isPending}
          onClick={() => refresh.mutate(selected, { onSuccess: setResults })}
          data-testid="dict-refresh"
        >
          <Trans>Tanlanganlarni yangilash</Trans>
        </Button>
        {results ? (
          <Text size="sm" c="dimmed">
            {t`+ qo'shildi · ~ yangilandi · = o'zgarmadi`}
          </Text>
        ) : null}
      </Group>
    </Page>
  );
}
