import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { POA_RIGHTS, checkRedelegation, type PoaRight } from '@notary/domain/rules';
import { parseDate, parseIsoDate } from '@notary/domain/time';
import { allowedPoaRights, isDisposalRight, isoToDateText, proxyTermsSchema, type ProxyTermsValues } from '@notary/domain/validation';
import { useMemo, useState } from 'react';
import { useSchemaForm } from '../../forms/index.ts';
import { IconInfo } from '../../icons/index.ts';
import { DetailList } from '../../searches/index.ts';
import { useActTypeName } from '../act-badges.tsx';
import type { ActGeneral } from '../api/types.ts';
import type { TermBlockProps } from './price-terms.tsx';
import { SaveBlock } from './save-block.tsx';
import { readSaveRefusal } from './server-errors.ts';
import { POA_RIGHT_LABELS } from './term-labels.ts';
import { termMessage } from './term-messages.ts';
import { DateInput, dateText } from './term-fields.tsx';
import { useActCard, usePatchActTerms, useRegisteredPowers } from './terms-api.ts';

const PROXY_PATHS: Record<string, keyof ProxyTermsValues> = {
  proxy: 'rights',
  'proxy.rights': 'rights',
  'proxy.hasDisposalRights': 'rights',
  'proxy.delegationRight': 'delegationRight',
  termFrom: 'termFrom',
  validUntil: 'validUntil',
  mainActId: 'mainActId',
};

type Proxy = { rights?: unknown; delegationRight?: unknown } | null;
const rightsOf = (act: ActGeneral): PoaRight[] => {
  const rights = (act.proxy as Proxy)?.rights;
  return Array.isArray(rights) ? rights.filter((r): r is PoaRight => (POA_RIGHTS as readonly string[]).includes(r)) : [];
};

function proxyValues(act: ActGeneral): ProxyTermsValues {
  return {
    rights: rightsOf(act),
    delegationRight: (act.proxy as Proxy)?.delegationRight === true,
    termFrom: isoToDateText(act.termFrom),
    validUntil: isoToDateText(act.validUntil),
    isRedelegation: Boolean(act.mainActId),
    mainActId: act.mainActId ?? '',
  };
}

/**
 * The main power of attorney of a re-delegation: its term and delegation
 * right, checked against the form's end date by the domain rule
 * `checkRedelegation` (the API checks it again on save).
 */
function MainPower({ mainActId, validUntil }: { mainActId: string; validUntil: string }) {
  const main = useActCard(mainActId || null);
  if (!mainActId || !main.data) return null;
  const mainUntil = parseIsoDate(main.data.validUntil ?? '');
  const until = parseDate(validUntil);
  const hasDelegationRight = (main.data.proxy as Proxy)?.delegationRight === true;
  const result = until && mainUntil ? checkRedelegation({ validUntil: until, main: { validUntil: mainUntil, hasDelegationRight } }) : hasDelegationRight ? null : { code: 'poa_delegation_not_allowed' as const };
  return (
    <Stack gap={4} data-testid="terms-main-power">
      <Text size="sm" c="gray.7">
        <Trans>Asosiy ishonchnoma muddati:</Trans> {dateText(main.data.validUntil) ?? '—'}
      </Text>
      {result ? (
        <Text size="sm" c="red.8" role="alert" data-testid="terms-redelegation-error">
          {termMessage(result.code)}
        </Text>
      ) : null}
    </Stack>
  );
}

function ProxyForm({ act, onSaved }: { act: ActGeneral; onSaved?: (general: ActGeneral) => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const typeName = useActTypeName();
  const schema = useMemo(() => proxyTermsSchema(act.typeId), [act.typeId]);
  const form = useSchemaForm(schema, { initialValues: proxyValues(act), message: termMessage });
  const save = usePatchActTerms(act.uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const values = form.getValues();
  const powers = useRegisteredPowers(values.isRedelegation);
  const allowed = allowedPoaRights(act.typeId);
  const submit = form.onSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: (general) => onSaved?.(general),
      onError: (error) =>
        void readSaveRefusal(error, (path) => PROXY_PATHS[path] ?? null).then((result) => {
          form.setErrors(result.fields);
          setRefusal(result.text);
        }),
    });
  });
  const rightsError = form.errors.rights;
  const toggle = (right: PoaRight, checked: boolean) =>
    form.setFieldValue('rights', checked ? [...values.rights, right] : values.rights.filter((r) => r !== right));
  const candidates = (powers.data ?? [])
    .filter((item) => item.uuid !== act.uuid)
    .map((item) => ({ value: item.uuid, label: `${typeName(item.typeId, item.name)} № ${item.regnum ?? '—'} ${dateText(item.regdate) ?? ''}` }));
  return (
    <form onSubmit={submit} noValidate data-testid="terms-proxy-form">
      <Stack gap="md">
        <Stack gap="xs" role="group" aria-labelledby="terms-rights-label">
          <Text id="terms-rights-label" fw={600} size="sm">
            <Trans>Vakolatlar</Trans>
          </Text>
          {allowed.length < POA_RIGHTS.length ? (
            <Alert color="blue" variant="light" icon={<IconInfo />} data-testid="terms-no-disposal">
              <Trans>Ushbu turdagi ishonchnoma mulkni tasarruf etish (sotish, hadya, ayirboshlash, garov) huquqini bera olmaydi.</Trans>
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {POA_RIGHTS.map((right) => {
              const isForbidden = !allowed.includes(right);
              return (
                <Checkbox
                  key={right}
                  label={i18n._(POA_RIGHT_LABELS[right])}
                  checked={values.rights.includes(right)}
                  // A forbidden disposal right already ticked (stored before) can still be unticked.
                  disabled={isForbidden && !values.rights.includes(right)}
                  onChange={(event) => toggle(right, event.currentTarget.checked)}
                  data-testid={`terms-right-${right}`}
                  data-disposal={isDisposalRight(right) || undefined}
                />
              );
            })}
          </SimpleGrid>
          {typeof rightsError === 'string' ? (
            <Text c="red.8" size="sm" role="alert" data-testid="terms-rights-error">
              {termMessage(rightsError)}
            </Text>
          ) : null}
        </Stack>
        <Checkbox label={t`Qayta ishonch berish (boshqa shaxsga topshirish) huquqi`} {...form.getInputProps('delegationRight', { type: 'checkbox' })} data-testid="terms-delegation-right" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateInput label={t`Amal qilish boshlanishi`} input={form.getInputProps('termFrom')} testId="terms-proxy-from" />
          <DateInput label={t`Amal qilish muddati (gacha)`} input={form.getInputProps('validUntil')} testId="terms-valid-until" required />
        </SimpleGrid>
        <Checkbox
          label={t`Qayta ishonchnoma (boshqa ishonchnoma asosida)`}
          {...form.getInputProps('isRedelegation', { type: 'checkbox' })}
          data-testid="terms-redelegation"
        />
        {values.isRedelegation ? (
          <Stack gap="xs">
            <Select
              label={t`Asosiy ishonchnoma`}
              withAsterisk
              data={candidates}
              nothingFoundMessage={t`Ro'yxatdan o'tgan ishonchnoma topilmadi`}
              searchable
              {...form.getInputProps('mainActId')}
              onChange={(value) => form.setFieldValue('mainActId', value ?? '')}
              data-testid="terms-main-act"
            />
            <MainPower mainActId={values.mainActId} validUntil={values.validUntil} />
          </Stack>
        ) : null}
        <SaveBlock isPending={save.isPending} text={refusal} testId="terms-proxy" />
      </Stack>
    </form>
  );
}

function ProxyView({ act }: { act: ActGeneral }) {
  const { i18n } = useLinguiCore();
  const rights = rightsOf(act);
  return (
    <DetailList
      items={[
        { label: <Trans>Vakolatlar</Trans>, value: rights.length ? rights.map((r) => i18n._(POA_RIGHT_LABELS[r])).join(', ') : null, testId: 'terms-view-rights' },
        { label: <Trans>Qayta ishonch berish huquqi</Trans>, value: (act.proxy as Proxy)?.delegationRight === true ? <Trans>Bor</Trans> : <Trans>Yo'q</Trans> },
        { label: <Trans>Amal qilish boshlanishi</Trans>, value: dateText(act.termFrom) },
        { label: <Trans>Amal qilish muddati (gacha)</Trans>, value: dateText(act.validUntil), testId: 'terms-view-valid-until' },
        act.mainActId ? { label: <Trans>Qayta ishonchnoma</Trans>, value: <Group gap={4}><Trans>asosiy ishonchnoma asosida</Trans></Group> } : null,
      ]}
    />
  );
}

/**
 * The power-of-attorney block (101, 105, 11651): the rights (no disposal
 * rights for 11651 and 105, acts-domain 5), the delegation right, the term,
 * and a re-delegation's main power of attorney, whose term the new one may
 * not outlast.
 */
export function ProxyTerms({ act, canEdit, onSaved }: TermBlockProps) {
  return canEdit ? <ProxyForm act={act} onSaved={onSaved} /> : <ProxyView act={act} />;
}
