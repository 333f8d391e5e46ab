import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { FIELDS, PowerOfAttorneyCheckSchema } from '@notary/domain/validation';
import * as v from 'valibot';
import { MaskedInput, maskedInputProps, urlParam, useSchemaForm, useUrlFilters } from '../forms/index.ts';
import { formatDate, formatPhone } from '../format/index.ts';
import { useProxyCheck, type ProxyCheckItem } from './api/check-proxy.ts';
import { DetailList } from './detail-list.tsx';
import { useLocalised } from './localised.ts';
import { fieldMessage } from './messages.ts';
import { NotFoundAlert, SearchErrorAlert } from './search-feedback.tsx';
import { ActStateBadge } from './state-badges.tsx';

export type RegnumDateInput = { regnum: string; regdate: string };

/** Reads `regdate` as the forms and the QR link give it: dd.mm.yyyy or yyyy-mm-dd → dd.mm.yyyy. */
export function toDottedDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : text;
}

/** The query parameters of a register number check (the QR link gives the date as yyyy-mm-dd). */
export const REGNUM_DATE_PARAMS = {
  regnum: urlParam.text(50),
  regdate: v.pipe(urlParam.text(10), v.transform((value: string) => toDottedDate(value))),
};

/**
 * The register number and date form of the power-of-attorney and act checks:
 * the domain's PowerOfAttorneyCheckSchema is its resolver (one rule in one
 * place). It starts from `initial`; remount it (a `key`) when that changes
 * from outside (back/forward).
 */
export function RegnumDateForm({
  initial,
  onSubmit,
  isLoading,
  submitLabel,
}: {
  initial?: Partial<RegnumDateInput>;
  onSubmit: (input: RegnumDateInput) => void;
  isLoading: boolean;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(PowerOfAttorneyCheckSchema, {
    initialValues: { regnum: initial?.regnum ?? '', regdate: toDottedDate(initial?.regdate) } satisfies RegnumDateInput,
    message: fieldMessage,
  });

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t`Reyestr raqami`}
          placeholder="2025/1234"
          {...form.getInputProps('regnum')}
          w={{ base: '100%', sm: 240 }}
          size="md"
          data-testid="regnum"
        />
        <MaskedInput
          label={t`Reyestr sanasi`}
          placeholder={t`kk.oo.yyyy`}
          mask={FIELDS.date.mask}
          unmask={false}
          {...maskedInputProps(form.getInputProps('regdate'))}
          keyboard="numeric"
          keyboardMaxLength={8}
          inputMode="numeric"
          w={{ base: '100%', sm: 200 }}
          size="md"
          data-testid="regdate"
        />
        <Button type="submit" size="md" mt={{ base: 0, sm: 25 }} loading={isLoading} data-testid="search-submit">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}

function ProxyCard({ item }: { item: ProxyCheckItem }) {
  const pick = useLocalised();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="proxy-result">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} fz="lg">
              {pick(item.typeName)}
            </Title>
            <Text c="dimmed" size="sm">
              № {item.regnum} · {formatDate(item.regdate)}
            </Text>
          </Stack>
          <ActStateBadge state={item.state} isExpired={item.isExpired} />
        </Group>
        <DetailList
          items={[
            { label: <Trans>Ishonch bildiruvchi</Trans>, value: item.principal, testId: 'proxy-principal' },
            { label: <Trans>Ishonchli vakil</Trans>, value: item.attorney, testId: 'proxy-attorney' },
            { label: <Trans>Amal qilish muddati</Trans>, value: item.validUntil ? formatDate(item.validUntil) : <Trans>Ko'rsatilmagan</Trans> },
            { label: <Trans>Qayta ishonch berish huquqi</Trans>, value: item.canDelegate ? <Trans>Bor</Trans> : <Trans>Yo'q</Trans> },
            item.cancelledAt ? { label: <Trans>Bekor qilingan sana</Trans>, value: formatDate(item.cancelledAt) } : null,
            { label: <Trans>Notarius</Trans>, value: item.notary },
            { label: <Trans>Notarial idora</Trans>, value: item.office ? pick(item.office.name) : null },
            { label: <Trans>Manzil</Trans>, value: item.office ? pick(item.office.address) : null },
            { label: <Trans>Telefon</Trans>, value: item.office ? formatPhone(item.office.phone) : null },
          ]}
        />
      </Stack>
    </Card>
  );
}

/**
 * search_proxy (acts-domain 2 "Power-of-attorney check"): registry number
 * and date, kept in the URL (`?regnum=&regdate=` opens with the check done;
 * back/forward and a reload keep it). Shared by the citizen web and the kiosk.
 */
export function SearchProxyScreen() {
  const { t } = useLingui();
  const [filters, setFilters] = useUrlFilters(REGNUM_DATE_PARAMS);
  const criteria = filters.regnum && filters.regdate ? { regnum: filters.regnum, regdate: filters.regdate } : null;
  const query = useProxyCheck(criteria);
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        <Trans>Ishonchnomaning haqiqiyligi va amal qilishini uning reyestr raqami va sanasi bo'yicha tekshiring.</Trans>
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <RegnumDateForm key={`${filters.regnum ?? ''}|${filters.regdate ?? ''}`} initial={filters} onSubmit={setFilters} isLoading={query.isFetching} submitLabel={t`Tekshirish`} />
      </Card>
      {criteria === null ? null : query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <SearchErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <NotFoundAlert>
          <Trans>Ko'rsatilgan raqam va sana bo'yicha ishonchnoma topilmadi</Trans>
        </NotFoundAlert>
      ) : (
        query.data.items.map((item) => <ProxyCard key={item.id} item={item} />)
      )}
    </Stack>
  );
}
