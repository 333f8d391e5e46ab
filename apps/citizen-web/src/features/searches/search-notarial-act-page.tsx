import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatPhone } from '@notary/ui/format';
import { Page } from '@notary/ui/layout';
import { urlParam, useUrlFilters } from '@notary/ui/forms';
import { ActStateBadge, DetailList, NotFoundAlert, REGNUM_DATE_PARAMS, RegnumDateForm, SearchErrorAlert, useLocalised, type RegnumDateInput } from '@notary/ui/searches';
import { type ActCheckItem, useNotarialActCheck } from './api/check-notarial-act.ts';

/** The check's criteria live in the URL: the QR link's, or the form's after a check (back/forward and reload keep them). */
const ACT_CHECK_PARAMS = { ...REGNUM_DATE_PARAMS, office: urlParam.uuid() };

const LANGUAGE: Record<string, string> = { oz: "O'zbek (lotin)", uz: 'Ўзбек (кирилл)', ru: 'Русский', kaa: 'Qaraqalpaq', en: 'English' };

function ActCheckCard({ item }: { item: ActCheckItem }) {
  const pick = useLocalised();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="act-check-result">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} fz="lg">
              {pick(item.typeName)}
            </Title>
            <Text c="dimmed" size="sm" data-testid="act-check-number">
              № {item.regnum} · {formatDate(item.regdate)}
            </Text>
          </Stack>
          <ActStateBadge state={item.state} />
        </Group>
        <DetailList
          items={[
            { label: <Trans>Reyestr raqami</Trans>, value: item.regnum },
            { label: <Trans>Reyestr sanasi</Trans>, value: formatDate(item.regdate) },
            { label: <Trans>Notarial idora</Trans>, value: item.office ? pick(item.office.name) : null, testId: 'act-check-office' },
            { label: <Trans>Idora manzili</Trans>, value: item.office ? pick(item.office.address) : null },
            { label: <Trans>Notarius</Trans>, value: item.notary },
            { label: <Trans>Holati</Trans>, value: <ActStateBadge state={item.state} /> },
            { label: <Trans>Hujjat tili</Trans>, value: LANGUAGE[item.language] ?? item.language },
            { label: <Trans>Telefon</Trans>, value: item.phone ?? (item.office ? formatPhone(item.office.phone) : null) },
            { label: <Trans>Ro'yxatga olingan vaqt</Trans>, value: formatDateTime(item.registeredAt) },
            item.cancelledAt ? { label: <Trans>Bekor qilingan vaqt</Trans>, value: formatDateTime(item.cancelledAt) } : null,
          ]}
        />
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <Trans>Bog'liq harakatlar</Trans>
          </Text>
          {item.linkedActs.length === 0 ? (
            <Text size="sm">—</Text>
          ) : (
            item.linkedActs.map((l, i) => (
              <Group key={i} gap="xs">
                <Text size="sm">
                  {pick(l.typeName)} № {l.regnum ?? '—'} · {formatDate(l.regdate)}
                </Text>
                <ActStateBadge state={l.state === 'cancelled' ? 'cancelled' : 'active'} />
              </Group>
            ))
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            <Trans>Qaydlar</Trans>
          </Text>
          {item.notes.length === 0 ? (
            <Text size="sm">—</Text>
          ) : (
            item.notes.map((n, i) => (
              <Text key={i} size="sm">
                {formatDate(n.date)} — {n.text}
              </Text>
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * search_notarial_act (acts-domain 2 "Notarial act check result"). The QR
 * code of a registered act's print form opens
 * /search_notarial_act?regnum=…&regdate=…&office=… and the check runs at
 * once for that office's act (register numbers are unique per office only).
 * A number typed by hand is checked in every office; each result names its
 * office.
 */
export function SearchNotarialActPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useUrlFilters(ACT_CHECK_PARAMS);
  const criteria = filters.regnum && filters.regdate ? { regnum: filters.regnum, regdate: filters.regdate, office: filters.office ?? null } : null;
  const query = useNotarialActCheck(criteria);
  return (
    <Page title={<Trans>Notarial harakatni tekshirish</Trans>}>
      <Text c="dimmed">
        <Trans>Notarial harakatning reyestrdagi holatini uning reyestr raqami va sanasi bo'yicha tekshiring. Hujjatdagi QR-kod ham shu sahifani ochadi.</Trans>
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <RegnumDateForm
          key={`${filters.regnum ?? ''}|${filters.regdate ?? ''}`}
          initial={filters}
          onSubmit={(input: RegnumDateInput) => {
            // The link's office stays while its number and date are checked again; a new number searches every office.
            const isSameAct = input.regnum === filters.regnum && input.regdate === filters.regdate;
            setFilters({ ...input, office: isSameAct ? filters.office : undefined });
          }}
          isLoading={query.isFetching}
          submitLabel={t`Tekshirish`}
        />
      </Card>
      {criteria === null ? null : query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <SearchErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <NotFoundAlert>
          <Trans>Notarial harakat topilmadi</Trans>
        </NotFoundAlert>
      ) : (
        query.data.items.map((item) => <ActCheckCard key={item.id} item={item} />)
      )}
    </Page>
  );
}
