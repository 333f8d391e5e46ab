import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { PASSPORT_NUMBER_LENGTH, PIN_LENGTH } from '@notary/domain/constants';
import { CheckBeforeAuthSchema, FIELDS } from '@notary/domain/validation';
import { useEffect, useRef, useState } from 'react';
import { MaskedInput, maskedInputProps, useSchemaForm } from '../forms/index.ts';
import { IconCamera } from '../icons/index.ts';
import type { PassportAuthData } from './auth-api.ts';
import { startSignIn } from './sign-in-flow.ts';
import { prefillFromQuery } from './prefill.ts';
import { onStopLoader } from './sign-in-store.ts';

export { prefillFromQuery };

export type PassportLoginFormProps = {
  prefill?: Partial<PassportAuthData>;
  /** The kiosk's larger controls. */
  size?: 'md' | 'lg' | 'xl';
  autoFocus?: boolean;
};

/**
 * spec/shell.md 2.4 and 2.5: a short intro, the personal number (the
 * pre-check and the face check need it), the passport series (2 letters,
 * upper case; focus jumps on once complete) and number (7 digits), and the
 * passport identification button, always enabled, loading after a click
 * until the stop-loader event.
 */
export function PassportLoginForm({ prefill, size = 'md', autoFocus = false }: PassportLoginFormProps) {
  const { t } = useLingui();
  const [initial] = useState(() => ({ ...prefillFromQuery(window.location.search), ...prefill }));
  // The domain's pre-check schema is the resolver: its message keys are shown as texts under their fields.
  const form = useSchemaForm(CheckBeforeAuthSchema, {
    initialValues: { pin: initial.pin ?? '', passserial: initial.passserial ?? '', passnum: initial.passnum ?? '' } satisfies PassportAuthData,
  });
  const [isLoading, setLoading] = useState(false);
  const numberRef = useRef<HTMLInputElement>(null);

  useEffect(() => onStopLoader(() => setLoading(false)), []);

  const series = maskedInputProps(form.getInputProps('passserial'));
  const changeSeries = (value: string) => {
    series.onValueChange(value);
    // Focus jumps on once the series is complete (spec/shell.md 2.4).
    if (value.length === 2 && document.activeElement !== numberRef.current) numberRef.current?.focus();
  };

  const submit = form.onSubmit((output) => {
    setLoading(true);
    void startSignIn(output);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="passport-login-form">
      <Stack gap="md">
        <Text c="dimmed" size={size === 'md' ? 'sm' : 'md'}>
          <Trans>
            Shaxsingizni tasdiqlash uchun JShShIR va pasport ma'lumotlarini kiriting. So'ng kamera orqali yuzingiz tekshiriladi.
          </Trans>
        </Text>
        <MaskedInput
          label={t`JShShIR (shaxsiy identifikatsiya raqami)`}
          name="pin"
          mask={FIELDS.pin.mask}
          {...maskedInputProps(form.getInputProps('pin'))}
          inputMode="numeric"
          keyboard="numeric"
          keyboardMaxLength={PIN_LENGTH}
          placeholder="12345678901234"
          size={size}
          autoComplete="off"
          autoFocus={autoFocus}
          data-testid="login-pin"
        />
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 'var(--mantine-spacing-md)' }}>
          <MaskedInput
            label={t`Hujjat seriyasi`}
            name="passserial"
            mask={FIELDS.passserial.mask}
            {...series}
            onValueChange={changeSeries}
            warnCyrillic
            keyboard="text"
            keyboardMaxLength={2}
            placeholder="AA"
            size={size}
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.1em' } }}
            data-testid="login-passserial"
          />
          <MaskedInput
            label={t`Hujjat raqami`}
            name="passnum"
            mask={FIELDS.passnum.mask}
            {...maskedInputProps(form.getInputProps('passnum'))}
            inputRef={numberRef}
            inputMode="numeric"
            keyboard="numeric"
            keyboardMaxLength={PASSPORT_NUMBER_LENGTH}
            placeholder="1234567"
            size={size}
            autoComplete="off"
            styles={{ input: { letterSpacing: '0.08em' } }}
            data-testid="login-passnum"
          />
        </div>
        <Button type="submit" size={size} loading={isLoading} leftSection={<IconCamera size={20} />} fullWidth data-testid="login-submit">
          <Trans>Pasport orqali identifikatsiya</Trans>
        </Button>
      </Stack>
    </form>
  );
}
