import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { FIELDS, PowerOfAttorneyCheckSchema } from '@notary/domain/validation';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MaskedInput } from '../forms/index.ts';
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

/** The register number and date form of the power-of-attorney and act checks (domain schema, one rule in one place). */
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
  const [regnum, setRegnum] = useState(initial?.regnum ?? '');
  const [regdate, setRegdate] = useState(toDottedDate(initial?.regdate));
  const [errors, setErrors] = useState<Partial<Record<keyof RegnumDateInput, string | null>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = v.safeParse(PowerOfAttorneyCheckSchema, { regnum, regdate });
    if (!result.success) {
      const flat = v.flatten<typeof PowerOfAttorneyCheckSchema>(result.issues).nested ?? {};
      setErrors({ regnum: fieldMessage(flat.regnum?.[0]), regdate: fieldMessage(flat.regdate?.[0]) });
      return;
    }
    setErrors({});
    onSubmit(result.output);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t`Reyestr raqami`}
          placeholder="2025/1234"
          value={regnum}
          onChange={(e) => setRegnum(e.currentTarget.value)}
          error={errors.regnum}
          w={{ base: '100%', sm: 240 }}
          size="md"
          data-testid="regnum"
        />
        <MaskedInput
          label={t`Reyestr sanasi`}
          placeholder={t`kk.oo.yyyy`}
          mask={FIELDS.date.mask}
          unmask={false}
          value={regdate}
          onValueChange={setRegdate}
          keyboard="numeric"
          keyboardMaxLength={8}
          inputMode="numeric"
          error={errors.regdate}
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
 * and date. Shared by the citizen web and the kiosk.
 */
export function SearchProxyScreen({ initial }: { initial?: Partial<RegnumDateInput> }) {
  const { t } = useLingui();
  const [criteria, setCriteria] = useState<RegnumDateInput | null>(initial?.regnum && initial.regdate ? { regnum: initial.regnum, regdate: toDottedDate(initial.regdate) } : null);
  const query = useProxyCheck(criteria);
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        <Trans>Ishonchnomaning haqiqiyligi va amal qilishini uning reyestr raqami va sanasi bo'yicha tekshiring.</Trans>
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <RegnumDateForm initial={criteria ?? initial} onSubmit={setCriteria} isLoading={query.isFetching} submitLabel={t`Tekshirish`} />
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
