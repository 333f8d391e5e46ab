import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { Page } from '@notary/ui/layout';
import { useLocalised, useUiLocale } from '@notary/ui/searches';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useCalculation } from './api/get-calculation.ts';
import { formatTiyin } from '@notary/ui/format';
import { isServiceId } from './service-id.ts';

const KINSHIP: Record<string, MessageDescriptor> = {
  spouse: msg`Er yoki xotin`,
  parent: msg`Ota yoki ona`,
  child: msg`Farzand`,
  sibling: msg`Aka-uka yoki opa-singil`,
  grandparent: msg`Bobo yoki buvi`,
  grandchild: msg`Nabira`,
};

/** na_details/calc/{nadid}: the domain fee calculator with params, total and every sum in words (shell 3, 9). */
export function CalculatorPage() {
  const { t, i18n } = useLingui();
  const { nadid } = useParams();
  const serviceId = Number(nadid);
  const locale = useUiLocale();
  const pick = useLocalised();
  const [kinship, setKinship] = useState<string | null>(null);
  const { data, isPending, isError, isFetching } = useCalculation(serviceId, kinship, locale);

  // A service number is a positive integer; anything else is no page (the query would never start).
  if (!isServiceId(serviceId)) return <Navigate to="/404" replace />;
  if (isPending) return <Loader />;
  if (isError || !data) {
    return (
      <Alert color="red">
        <Trans>Hisob-kitobni bajarib bo'lmadi</Trans>
      </Alert>
    );
  }
  return (
    <Page
      title={<Trans>Notarial xizmatlar kalkulyatori</Trans>}
      actions={
        <>
          <Button component={Link} to={`/na_details/${data.serviceId}`} variant="default">
            <Trans>Xizmat haqida</Trans>
          </Button>
          <Button component={Link} to={`/enotarial_act/-1?type=${data.actTypeId}`}>
            <Trans>Notarial harakat yaratish</Trans>
          </Button>
        </>
      }
    >
      <Text fw={600} fz="lg">
        {pick(data.name)}
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          {data.hasKinshipReduction ? (
            <Select
              label={t`Tomonlar yaqin qarindoshmi?`}
              description={t`Yaqin qarindoshlar uchun davlat boji kamaytiriladi; qarindoshlik FHDYo reyestri orqali tekshiriladi.`}
              data={[{ value: '', label: t`Yo'q, qarindosh emas` }, ...data.kinships.map((k) => ({ value: k, label: i18n._(KINSHIP[k] ?? msg`Qarindosh`) }))]}
              value={kinship ?? ''}
              onChange={(v) => setKinship(v ? v : null)}
              allowDeselect={false}
              maw={420}
              data-testid="calc-kinship"
            />
          ) : null}
          <Table verticalSpacing="sm" data-testid="calc-params" style={{ opacity: isFetching ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th><Trans>To'lov</Trans></Table.Th>
                <Table.Th ta="right"><Trans>Summa</Trans></Table.Th>
                <Table.Th><Trans>So'z bilan</Trans></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.params.map((p) => (
                <Table.Tr key={p.key}>
                  <Table.Td>{p.label}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} c={p.value < 0 ? 'teal' : undefined}>
                    {formatTiyin(p.value)}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {p.value < 0 ? '− ' : ''}
                      {p.words}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>
                  <Trans>Jami</Trans>
                </Table.Td>
                <Table.Td ta="right" fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }} data-testid="calc-total">
                  {formatTiyin(data.total)}
                </Table.Td>
                <Table.Td fw={600} data-testid="calc-total-words">
                  {data.totalWords}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <Trans>Bazaviy hisoblash miqdori: {formatTiyin(data.bcv)} ({data.bcvWords}).</Trans>
            </Text>
          </Group>
        </Stack>
      </Card>
    </Page>
  );
}
