import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import {
  PAYMENT_METHODS,
  SalePriceTermsSchema,
  TERM_FIELD_BOUNDS,
  isoToDateText,
  priceTermsSchema,
  somToCurrencyText,
  type PriceTermsKind,
  type PriceTermsValues,
  type SalePriceTermsValues,
} from '@notary/domain/validation';
import { useMemo, useState } from 'react';
import { useSchemaForm } from '../../forms/index.ts';
import { DetailList } from '../../searches/index.ts';
import { useActParties, useActSubjects } from '../api/acts-api.ts';
import type { ActGeneral, ActParty, ActSubject } from '../api/types.ts';
import { PARTY_ROLE_LABELS } from '../party-role-labels.ts';
import { SaveBlock } from './save-block.tsx';
import { readSaveRefusal } from './server-errors.ts';
import { PAYMENT_METHOD_LABELS } from './term-labels.ts';
import { termMessage } from './term-messages.ts';
import { DateInput, SumInput, SumWithWords, dateText, money } from './term-fields.tsx';
import { usePatchActTerms, usePatchSubjectTerms } from './terms-api.ts';

type Block = Record<string, unknown> | null | undefined;

/**
 * Issue 15.2: each typed field takes no more than its schema accepts
 * (TERM_FIELD_BOUNDS of the domain); the kiosk's numeric pad closes at a
 * number's length and has the ',' of a rate.
 */
const B = TERM_FIELD_BOUNDS;
const MONTHS_INPUT = { inputMode: 'numeric', maxLength: B.loanTermDigits, 'data-keyboard': 'numeric' } as const;
const PERCENT_INPUT = { inputMode: 'decimal', maxLength: B.percentLength, 'data-keyboard': 'numeric', 'data-keyboard-max': B.percentDigits, 'data-keyboard-radix': ',' } as const;
const SHARE_INPUT = { inputMode: 'numeric', maxLength: B.shareDigits, 'data-keyboard': 'numeric' } as const;
const str = (block: Block, key: string): string => {
  const value = block?.[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export type TermBlockProps = { act: ActGeneral; canEdit: boolean; onSaved?: (general: ActGeneral) => void };

// --- A pledge, lease, rent or deposit: the act's own sum ----------------------------------

const PRICE_PATHS: Record<string, keyof PriceTermsValues> = {
  sum: 'sum',
  sumWords: 'sumWords',
  termFrom: 'termFrom',
  termTo: 'termTo',
  loanSum: 'loanSum',
  loanTerm: 'loanTerm',
  'credit.contractNumber': 'creditContractNumber',
  'credit.date': 'creditDate',
  'credit.sum': 'loanSum',
  'credit.percent': 'creditPercent',
  'credit.term': 'loanTerm',
  'credit.purpose': 'creditPurpose',
};

function priceValues(act: ActGeneral): PriceTermsValues {
  const credit = act.credit as Block;
  return {
    sum: somToCurrencyText(act.sum),
    sumWords: act.sumWords ?? '',
    termFrom: isoToDateText(act.termFrom),
    termTo: isoToDateText(act.termTo),
    loanSum: somToCurrencyText(act.loanSum),
    loanTerm: act.loanTerm === null ? '' : String(act.loanTerm),
    creditContractNumber: str(credit, 'contractNumber'),
    creditDate: isoToDateText(str(credit, 'date')),
    creditPercent: str(credit, 'percent').replace('.', ','),
    creditPurpose: str(credit, 'purpose'),
  };
}

function SumLabel({ kind }: { kind: Exclude<PriceTermsKind, 'sale'> }) {
  if (kind === 'pledge') return <Trans>Garov qiymati</Trans>;
  if (kind === 'lease') return <Trans>To'lov summasi</Trans>;
  return <Trans>Zakalat summasi</Trans>;
}

function ActPriceForm({ act, kind, onSaved }: { act: ActGeneral; kind: Exclude<PriceTermsKind, 'sale'>; onSaved?: (general: ActGeneral) => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => priceTermsSchema(kind), [kind]);
  const form = useSchemaForm(schema, { initialValues: priceValues(act), message: termMessage });
  const save = usePatchActTerms(act.uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.onSubmit((body) => {
    setRefusal(null);
    save.mutate(body, {
      onSuccess: (general) => onSaved?.(general),
      onError: (error) =>
        void readSaveRefusal(error, (path) => PRICE_PATHS[path] ?? null).then((result) => {
          form.setErrors(result.fields);
          setRefusal(result.text);
        }),
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="terms-price-form">
      <Stack gap="md">
        <SumWithWords
          sumLabel={<SumLabel kind={kind} />}
          sum={form.getInputProps('sum')}
          words={form.getInputProps('sumWords')}
          onWords={(words) => form.setFieldValue('sumWords', words)}
          testId="terms-price"
        />
        {kind === 'lease' ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateInput label={t`Muddat boshlanishi`} input={form.getInputProps('termFrom')} testId="terms-term-from" required />
            <DateInput label={t`Muddat tugashi`} input={form.getInputProps('termTo')} testId="terms-term-to" required />
          </SimpleGrid>
        ) : null}
        {kind === 'pledge' ? (
          <Stack gap="sm">
            <Title order={4} fz="md">
              <Trans>Garov bilan ta'minlangan kredit</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t`Kredit shartnomasi raqami`} maxLength={B.text} {...form.getInputProps('creditContractNumber')} data-testid="terms-credit-number" />
              <DateInput label={t`Kredit shartnomasi sanasi`} input={form.getInputProps('creditDate')} testId="terms-credit-date" />
              <SumInput label={t`Kredit summasi`} input={form.getInputProps('loanSum')} testId="terms-loan-sum" required />
              <TextInput label={t`Kredit muddati (oy)`} {...MONTHS_INPUT} {...form.getInputProps('loanTerm')} data-testid="terms-loan-term" />
              <TextInput label={t`Yillik foiz stavkasi`} {...PERCENT_INPUT} {...form.getInputProps('creditPercent')} data-testid="terms-credit-percent" />
            </SimpleGrid>
            <Textarea label={t`Kredit maqsadi`} autosize minRows={2} maxLength={B.longText} {...form.getInputProps('creditPurpose')} data-testid="terms-credit-purpose" />
          </Stack>
        ) : null}
        <SaveBlock isPending={save.isPending} text={refusal} testId="terms-price" />
      </Stack>
    </form>
  );
}

function ActPriceView({ act, kind }: { act: ActGeneral; kind: Exclude<PriceTermsKind, 'sale'> }) {
  const credit = act.credit as Block;
  return (
    <DetailList
      items={[
        { label: <SumLabel kind={kind} />, value: money(act.sum), testId: 'terms-view-sum' },
        { label: <Trans>Summa so'z bilan</Trans>, value: act.sumWords, testId: 'terms-view-words' },
        kind === 'lease' ? { label: <Trans>Muddati</Trans>, value: act.termFrom || act.termTo ? `${dateText(act.termFrom) ?? '…'} — ${dateText(act.termTo) ?? '…'}` : null } : null,
        kind === 'pledge' ? { label: <Trans>Kredit summasi</Trans>, value: money(act.loanSum) } : null,
        kind === 'pledge' ? { label: <Trans>Kredit muddati (oy)</Trans>, value: act.loanTerm === null ? null : String(act.loanTerm) } : null,
        kind === 'pledge' ? { label: <Trans>Kredit shartnomasi</Trans>, value: str(credit, 'contractNumber') ? `№ ${str(credit, 'contractNumber')} ${dateText(str(credit, 'date')) ?? ''}` : null } : null,
        kind === 'pledge' ? { label: <Trans>Yillik foiz stavkasi</Trans>, value: str(credit, 'percent') ? `${str(credit, 'percent')} %` : null } : null,
        kind === 'pledge' ? { label: <Trans>Kredit maqsadi</Trans>, value: str(credit, 'purpose') || null } : null,
      ]}
    />
  );
}

/** The price block of a pledge, lease, rent or deposit (the act's sum with its words, the term, the secured loan). */
export function ActPriceTerms({ act, canEdit, onSaved, kind }: TermBlockProps & { kind: Exclude<PriceTermsKind, 'sale'> }) {
  return canEdit ? <ActPriceForm act={act} kind={kind} onSaved={onSaved} /> : <ActPriceView act={act} kind={kind} />;
}

// --- A sale: each vehicle's price, payment and shares -------------------------------------

const SALE_PATHS: Record<string, keyof SalePriceTermsValues> = {
  price: 'price',
  priceWords: 'priceWords',
  'subject.priceWords': 'priceWords',
  'payment.method': 'paymentMethod',
  'payment.prepayment': 'prepayment',
  'payment.ownFunds': 'ownFunds',
  'payment.creditSum': 'creditSum',
  'credit.organisation': 'creditOrganisation',
  'credit.letter': 'creditLetter',
  'credit.account': 'creditAccount',
  shares: 'shares',
};

function saleValues(subject: ActSubject): SalePriceTermsValues {
  const payment = subject.payment as Block;
  const credit = subject.credit as Block;
  return {
    price: somToCurrencyText(subject.price),
    priceWords: subject.priceWords ?? '',
    paymentMethod: str(payment, 'method'),
    prepayment: somToCurrencyText(str(payment, 'prepayment')),
    ownFunds: somToCurrencyText(str(payment, 'ownFunds')),
    creditSum: somToCurrencyText(str(payment, 'creditSum')),
    creditOrganisation: str(credit, 'organisation'),
    creditLetter: str(credit, 'letter'),
    creditAccount: str(credit, 'account'),
    shares: subject.shares.map((share) => ({ numerator: String(share.numerator), denominator: String(share.denominator), partyId: share.partyId ?? '' })),
  };
}

function vehicleTitle(subject: ActSubject): string {
  const make = typeof subject.vehicle?.make === 'string' ? subject.vehicle.make : '';
  return [make, subject.stateNumber, subject.techPassportSeries && `${subject.techPassportSeries} ${subject.techPassportNumber ?? ''}`].filter(Boolean).join(' · ');
}

function SalePriceForm({ act, subject, parties, onSaved }: { act: ActGeneral; subject: ActSubject; parties: ActParty[]; onSaved?: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const form = useSchemaForm(SalePriceTermsSchema, { initialValues: saleValues(subject), message: termMessage });
  const save = usePatchSubjectTerms(act.uuid);
  const [refusal, setRefusal] = useState<string | null>(null);
  const values = form.getValues();
  const submit = form.onSubmit((body) => {
    setRefusal(null);
    save.mutate(
      { subjectId: subject.id, body },
      {
        onSuccess: () => onSaved?.(),
        onError: (error) =>
          void readSaveRefusal(error, (path) => SALE_PATHS[path] ?? (path.startsWith('shares') ? 'shares' : null)).then((result) => {
            form.setErrors(result.fields);
            setRefusal(result.text);
          }),
      },
    );
  });
  const receivers = parties.filter((party) => !party.isAuthor).map((party) => ({ value: party.id, label: `${party.fullname} (${i18n._(PARTY_ROLE_LABELS[party.role])})` }));
  const sharesError = form.errors.shares;
  return (
    <form onSubmit={submit} noValidate data-testid={`terms-sale-form-${subject.id}`}>
      <Stack gap="md">
        <SumWithWords
          sumLabel={<Trans>Sotish narxi</Trans>}
          sum={form.getInputProps('price')}
          words={form.getInputProps('priceWords')}
          onWords={(words) => form.setFieldValue('priceWords', words)}
          testId="terms-sale"
        />
        <Select
          label={t`To'lov usuli`}
          withAsterisk
          data={PAYMENT_METHODS.map((method) => ({ value: method, label: i18n._(PAYMENT_METHOD_LABELS[method]) }))}
          {...form.getInputProps('paymentMethod')}
          data-testid="terms-payment-method"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SumInput label={t`Oldindan to'lov`} input={form.getInputProps('prepayment')} testId="terms-prepayment" />
          <SumInput label={t`O'z mablag'i`} input={form.getInputProps('ownFunds')} testId="terms-own-funds" />
          <SumInput label={t`Kredit summasi`} input={form.getInputProps('creditSum')} testId="terms-credit-sum" required={values.paymentMethod === 'credit'} />
        </SimpleGrid>
        {values.paymentMethod === 'credit' ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t`Kredit tashkiloti`} withAsterisk maxLength={B.text} {...form.getInputProps('creditOrganisation')} data-testid="terms-credit-organisation" />
            <TextInput label={t`Bank xati raqami`} maxLength={B.text} {...form.getInputProps('creditLetter')} data-testid="terms-credit-letter" />
            <TextInput label={t`Hisob raqami`} maxLength={B.text} {...form.getInputProps('creditAccount')} data-testid="terms-credit-account" />
          </SimpleGrid>
        ) : null}
        <Stack gap="xs">
          <Text fw={600} size="sm">
            <Trans>Ulushlar</Trans>
          </Text>
          {values.shares.map((_, index) => (
            <Group key={index} align="flex-end" wrap="wrap" data-testid="terms-share">
              <TextInput label={t`Surat`} {...SHARE_INPUT} w={90} {...form.getInputProps(`shares.${index}.numerator`)} data-testid={`terms-share-numerator-${index}`} />
              <TextInput label={t`Maxraj`} {...SHARE_INPUT} w={90} {...form.getInputProps(`shares.${index}.denominator`)} data-testid={`terms-share-denominator-${index}`} />
              <Select label={t`Oluvchi`} data={receivers} clearable w={260} {...form.getInputProps(`shares.${index}.partyId`)} onChange={(value) => form.setFieldValue(`shares.${index}.partyId`, value ?? '')} />
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={t`Ulushni o'chirish`} onClick={() => form.removeListItem('shares', index)}>
                ×
              </ActionIcon>
            </Group>
          ))}
          {typeof sharesError === 'string' ? (
            <Text c="red.8" size="sm" role="alert" data-testid="terms-shares-error">
              {termMessage(sharesError)}
            </Text>
          ) : null}
          <Group>
            <Button variant="light" size="xs" onClick={() => form.insertListItem('shares', { numerator: '1', denominator: '2', partyId: '' })} data-testid="terms-share-add">
              <Trans>Ulush qo'shish</Trans>
            </Button>
          </Group>
        </Stack>
        <SaveBlock isPending={save.isPending} text={refusal} testId="terms-sale" />
      </Stack>
    </form>
  );
}

function SalePriceView({ subject, parties }: { subject: ActSubject; parties: ActParty[] }) {
  const { i18n } = useLinguiCore();
  const payment = subject.payment as Block;
  const credit = subject.credit as Block;
  const method = str(payment, 'method');
  const shareText = subject.shares
    .map((share) => `${share.numerator}/${share.denominator}${share.partyId ? ` — ${parties.find((p) => p.id === share.partyId)?.fullname ?? ''}` : ''}`)
    .join('; ');
  return (
    <DetailList
      items={[
        { label: <Trans>Sotish narxi</Trans>, value: money(subject.price), testId: 'terms-view-price' },
        { label: <Trans>Summa so'z bilan</Trans>, value: subject.priceWords },
        { label: <Trans>To'lov usuli</Trans>, value: method in PAYMENT_METHOD_LABELS ? i18n._(PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS]) : null },
        { label: <Trans>Oldindan to'lov</Trans>, value: money(str(payment, 'prepayment')) },
        { label: <Trans>O'z mablag'i</Trans>, value: money(str(payment, 'ownFunds')) },
        { label: <Trans>Kredit summasi</Trans>, value: money(str(payment, 'creditSum')) },
        { label: <Trans>Qoldiq</Trans>, value: money(str(payment, 'remainder')) },
        str(credit, 'organisation') ? { label: <Trans>Kredit tashkiloti</Trans>, value: [str(credit, 'organisation'), str(credit, 'letter'), str(credit, 'account')].filter(Boolean).join(', ') } : null,
        { label: <Trans>Ulushlar</Trans>, value: shareText || null },
      ]}
    />
  );
}

/**
 * A sale's price block: each vehicle's price with its words, the payment
 * (method, prepayment, own funds, credit; the remainder computed) and the
 * shares sold, saved on the subject (PATCH …/subjects/:id).
 */
export function SalePriceTerms({ act, canEdit, onSaved }: TermBlockProps) {
  const subjects = useActSubjects(act.uuid);
  const parties = useActParties(act.uuid);
  if (subjects.isPending || parties.isPending) return null;
  const vehicles = (subjects.data ?? []).filter((subject) => subject.kind === 'vehicle');
  if (vehicles.length === 0) {
    return (
      <Text c="gray.7" data-testid="terms-sale-no-vehicle">
        <Trans>Narx transport vositasi qo'shilgandan keyin kiritiladi.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {vehicles.map((subject) => (
        <Card key={subject.id} withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Text fw={600}>{vehicleTitle(subject)}</Text>
            {canEdit ? (
              <SalePriceForm act={act} subject={subject} parties={parties.data ?? []} onSaved={() => onSaved?.(act)} />
            ) : (
              <SalePriceView subject={subject} parties={parties.data ?? []} />
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
