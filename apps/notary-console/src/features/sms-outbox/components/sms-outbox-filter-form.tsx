import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { FIELDS } from '@notary/domain/validation';
import { MaskedInput, validationMessage } from '@notary/ui/forms';
import { useState, type FormEvent } from 'react';
import { SMS_OUTBOX_LIMITS, type SmsOutboxFilters } from '../api/get-sms-outbox.ts';
import { isActId, isLimit, phoneError } from '../filters.ts';

export type SmsOutboxFilterFormProps = {
  /** The filters in force; the form starts from them (remount it when they change from outside). */
  filters: SmsOutboxFilters;
  onApply: (filters: SmsOutboxFilters) => void;
};

/**
 * Phone and act are applied on submit, once valid (a half-typed number would
 * be refused by the API); the page size applies at once.
 */
export function SmsOutboxFilterForm({ filters, onApply }: SmsOutboxFilterFormProps) {
  const { t } = useLingui();
  const [phone, setPhone] = useState(filters.phone ?? '');
  const [actId, setActId] = useState(filters.actId ?? '');
  const [errors, setErrors] = useState<{ phone?: string; actId?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedAct = actId.trim().toLowerCase();
    const phoneKey = phoneError(phone);
    const next = {
      ...(phoneKey ? { phone: validationMessage(phoneKey) } : {}),
      ...(trimmedAct && !isActId(trimmedAct) ? { actId: t`Notarial harakatning to'liq identifikatorini kiriting` } : {}),
    };
    setErrors(next);
    if (next.phone || next.actId) return;
    onApply({ ...(phone ? { phone } : {}), ...(trimmedAct ? { actId: trimmedAct } : {}), limit: filters.limit });
  };

  const clear = () => {
    setPhone('');
    setActId('');
    setErrors({});
    onApply({ limit: filters.limit });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="sms-outbox-filters">
      <Group align="flex-start" gap="md" wrap="wrap">
        <MaskedInput
          label={t`Telefon raqami`}
          placeholder="(90) 123-45-67"
          mask={FIELDS.phone.mask}
          value={phone}
          onValueChange={setPhone}
          inputMode="numeric"
          leftSection={<Text size="sm">+998</Text>}
          leftSectionWidth={52}
          error={errors.phone}
          w={230}
          data-testid="sms-outbox-phone"
        />
        <TextInput
          label={t`Notarial harakat identifikatori`}
          placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
          value={actId}
          onChange={(event) => setActId(event.currentTarget.value)}
          error={errors.actId}
          w={360}
          spellCheck={false}
          autoComplete="off"
          data-testid="sms-outbox-act"
        />
        <NativeSelect
          label={t`Ko'rsatish`}
          data={SMS_OUTBOX_LIMITS.map((limit) => ({ value: String(limit), label: t`${limit} ta` }))}
          value={String(filters.limit)}
          onChange={(event) => {
            const limit = Number(event.currentTarget.value);
            if (isLimit(limit)) onApply({ ...filters, limit });
          }}
          w={120}
          data-testid="sms-outbox-limit"
        />
        {/* The inputs' labels take a line; the buttons line up with the fields. */}
        <Group gap="sm" mt={25}>
          <Button type="submit">
            <Trans>Qidirish</Trans>
          </Button>
          <Button type="button" variant="default" onClick={clear}>
            <Trans>Tozalash</Trans>
          </Button>
        </Group>
      </Group>
    </form>
  );
}
