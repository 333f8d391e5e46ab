import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CurrencySchema, FIELDS, TERM_FIELD_BOUNDS } from '@notary/domain/validation';
import { amountToWords } from '@notary/domain/words';
import * as v from 'valibot';
import type { ReactNode } from 'react';
import { MaskedInput, maskedInputProps } from '../../forms/index.ts';
import { formatDate, formatTiyin } from '../../format/index.ts';
import { useUiLocale } from '../../searches/index.ts';
import { somToTiyin } from '@notary/domain/validation';

/** so'm as the API answers it → "1 250 000.00 so'm" in the UI language; null stays null. */
export function money(som: string | null | undefined): string | null {
  if (som === null || som === undefined || som === '') return null;
  const tiyin = somToTiyin(som);
  return tiyin === null ? som : formatTiyin(tiyin);
}

export const dateText = (iso: string | null | undefined): string | null => (iso ? formatDate(iso) : null);

/**
 * A sum typed in the currency mask of spec/shell.md 5 ("1 250 000,50"): the
 * mask's maximum bounds it, and the kiosk's numeric pad (with its ',' key)
 * closes at its 14 digits.
 */
export function SumInput({ label, input, testId, required }: { label: ReactNode; input: GetInputPropsReturnType; testId: string; required?: boolean }) {
  return (
    <MaskedInput
      label={label}
      mask={FIELDS.currency.mask}
      unmask={false}
      inputMode="decimal"
      keyboard="numeric"
      keyboardMaxLength={TERM_FIELD_BOUNDS.sumDigits}
      withAsterisk={required}
      {...maskedInputProps(input)}
      data-testid={testId}
    />
  );
}

/** A date typed dd.mm.yyyy (spec/shell.md 5). */
export function DateInput({ label, input, testId, required }: { label: ReactNode; input: GetInputPropsReturnType; testId: string; required?: boolean }) {
  const { t } = useLingui();
  return (
    <MaskedInput
      label={label}
      placeholder={t`kk.oo.yyyy`}
      mask={FIELDS.date.mask}
      unmask={false}
      inputMode="numeric"
      keyboard="numeric"
      keyboardMaxLength={8}
      withAsterisk={required}
      {...maskedInputProps(input)}
      data-testid={testId}
    />
  );
}

/**
 * A sum and its words version (acts-domain 5 "entered together with its
 * words version"): the citizen writes the words, or has them written from
 * the sum in the interface language (the domain's `amountToWords`); the
 * schema checks they agree in any of the three languages.
 */
export function SumWithWords({
  sumLabel,
  sum,
  words,
  onWords,
  testId,
}: {
  sumLabel: ReactNode;
  sum: GetInputPropsReturnType;
  words: GetInputPropsReturnType;
  onWords: (words: string) => void;
  testId: string;
}) {
  const locale = useUiLocale();
  const typed = typeof sum.value === 'string' && v.is(CurrencySchema, sum.value) ? v.parse(CurrencySchema, sum.value) : null;
  return (
    <Stack gap="xs">
      <SumInput label={sumLabel} input={sum} testId={`${testId}-sum`} required />
      <Textarea label={<Trans>Summa so'z bilan</Trans>} autosize minRows={2} withAsterisk maxLength={TERM_FIELD_BOUNDS.longText} {...words} data-testid={`${testId}-words`} />
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={typed === null}
          onClick={() => typed !== null && onWords(amountToWords(typed, locale))}
          data-testid={`${testId}-fill-words`}
        >
          <Trans>So'z bilan yozish</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
