import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Radio, Stack, Text } from '@mantine/core';
import type { CivilRecordEntry } from '@notary/domain/contracts';
import { civilRecordKey, spouseRecordsSchema, type SpouseRecordsValues } from '@notary/domain/validation';
import { useMemo, useState } from 'react';
import { formErrorText, useSchemaForm } from '../../forms/index.ts';
import { IconInfo } from '../../icons/index.ts';
import { DetailList } from '../../searches/index.ts';
import type { ActGeneral } from '../api/types.ts';
import type { TermBlockProps } from './price-terms.tsx';
import { SaveBlock } from './save-block.tsx';
import { readSaveRefusal } from './server-errors.ts';
import { termMessage } from './term-messages.ts';
import { dateText } from './term-fields.tsx';
import { useCivilRecords, usePatchActTerms } from './terms-api.ts';

type Stored = { regnum?: unknown; date?: unknown; body?: unknown } | null;
const keyOf = (record: Stored) => (record && typeof record.regnum === 'string' && typeof record.date === 'string' ? civilRecordKey({ regnum: record.regnum, date: record.date }) : '');

function RecordLabel({ record }: { record: CivilRecordEntry }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        № {record.regnum} · {dateText(record.date)} · {record.spouseName}
      </Text>
      <Text size="xs" c="gray.7">
        {record.body}
      </Text>
    </Stack>
  );
}

function SpouseRecordsForm({ act, records, onSaved }: { act: ActGeneral; records: CivilRecordEntry[]; onSaved?: (general: ActGeneral) => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => spouseRecordsSchema(records), [records]);
  const form = useSchemaForm(schema, {
    initialValues: { marriage: keyOf(act.marriageRecord as Stored), divorce: keyOf(act.divorceRecord as Stored) } satisfies SpouseRecordsValues,
    message: termMessage,
  });
  const save = usePatchActTerms(act.uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const marriages = records.filter((r) => r.kind === 'marriage');
  const divorces = records.filter((r) => r.kind === 'divorce');
  const submit = form.onSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: (general) => onSaved?.(general),
      onError: (error) =>
        void readSaveRefusal(error, (path) => (path.startsWith('marriageRecord') ? 'marriage' : path.startsWith('divorceRecord') ? 'divorce' : null)).then((result) => {
          form.setErrors(result.fields);
          setRefusal(result.text);
        }),
    });
  });
  if (marriages.length === 0) {
    return (
      <Alert color="orange" variant="light" icon={<IconInfo />} data-testid="terms-no-marriage">
        <Trans>Fuqarolik holati dalolatnomalari reyestrida sizning nikohingiz haqida yozuv topilmadi. FHDYo bo'limiga murojaat qiling.</Trans>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="terms-spouse-form">
      <Stack gap="md">
        <Radio.Group label={t`Nikoh yozuvi`} withAsterisk {...form.getInputProps('marriage')} error={formErrorText(form, 'marriage', termMessage)} data-testid="terms-marriage">
          <Stack gap="xs" mt="xs">
            {marriages.map((record) => (
              <Radio key={civilRecordKey(record)} value={civilRecordKey(record)} label={<RecordLabel record={record} />} data-testid={`terms-marriage-${record.regnum}`} />
            ))}
          </Stack>
        </Radio.Group>
        {divorces.length > 0 ? (
          <Radio.Group label={t`Ajrim yozuvi`} {...form.getInputProps('divorce')} data-testid="terms-divorce">
            <Stack gap="xs" mt="xs">
              <Radio value="" label={t`Ko'rsatilmaydi`} data-testid="terms-divorce-none" />
              {divorces.map((record) => (
                <Radio key={civilRecordKey(record)} value={civilRecordKey(record)} label={<RecordLabel record={record} />} data-testid={`terms-divorce-${record.regnum}`} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <SaveBlock isPending={save.isPending} text={refusal} testId="terms-spouse" />
      </Stack>
    </form>
  );
}

function recordText(record: Stored): string | null {
  if (!record || typeof record.regnum !== 'string') return null;
  return [`№ ${record.regnum}`, typeof record.date === 'string' ? dateText(record.date) : null, typeof record.body === 'string' ? record.body : null].filter(Boolean).join(' · ');
}

/**
 * The spouse consent's records (15003; acts-domain 3 "Marriage and divorce
 * records"): the API looks the consenting spouse's records up in the civil
 * registry, the citizen chooses the marriage (and a divorce record where it
 * matters); read-only, the chosen records.
 */
export function SpouseRecordsTerms({ act, canEdit, onSaved }: TermBlockProps) {
  const { t } = useLingui();
  const records = useCivilRecords(act.uuid, canEdit);
  if (!canEdit) {
    return (
      <DetailList
        items={[
          { label: <Trans>Nikoh yozuvi</Trans>, value: recordText(act.marriageRecord as Stored), testId: 'terms-view-marriage' },
          { label: <Trans>Ajrim yozuvi</Trans>, value: recordText(act.divorceRecord as Stored) },
        ]}
      />
    );
  }
  if (records.isPending) return <Loader size="sm" aria-label={t`Yuklanmoqda`} />;
  if (records.isError) {
    return (
      <Alert color="red" variant="light" data-testid="terms-records-error">
        <Trans>Fuqarolik holati dalolatnomalari reyestridan ma'lumot olib bo'lmadi. Keyinroq qayta urinib ko'ring.</Trans>
      </Alert>
    );
  }
  return <SpouseRecordsForm act={act} records={records.data.records} onSaved={onSaved} />;
}
