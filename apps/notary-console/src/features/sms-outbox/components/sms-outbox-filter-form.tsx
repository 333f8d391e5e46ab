import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { FIELDS } from '@notary/domain/validation';
import { MaskedInput, maskedInputProps, useSchemaForm, validationMessage } from '@notary/ui/forms';
import { SMS_OUTBOX_LIMITS, type SmsOutboxFilters } from '../api/get-sms-outbox.ts';
import { isLimit, SmsOutboxFilterFormSchema, WRONG_ACT_ID } from '../filters.ts';

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
  const form = useSchemaForm(SmsOutboxFilterFormSchema, {
    initialValues: { phone: filters.phone ?? '', actId: filters.actId ?? '' },
    message: (key) => (key === WRONG_ACT_ID ? t`Notarial harakatning to'liq identifikatorini kiriting` : validationMessage(key)),
  });

  const submit = form.onSubmit(({ phone, actId }) => onApply({ ...(phone ? { phone } : {}), ...(actId ? { actId } : {}), limit: filters.limit }));

  const clear = () => {
    form.setValues({ phone: '', actId: '' });
    form.clearErrors();
    onApply({ limit: filters.limit });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="sms-outbox-filters">
      <Group align="flex-start" gap="md" wrap="wrap">
        <MaskedInput
          label={t`Telefon raqami`}
          placeholder="(90) 123-45-67"
          mask={FIELDS.phone.mask}
          {...maskedInputProps(form.getInputProps('phone'))}
          inputMode="numeric"
          leftSection={<Text size="sm">+998</Text>}
          leftSectionWidth={52}
          w={230}
          data-testid="sms-outbox-phone"
        />
        <TextInput
          label={t`Notarial harakat identifikatori`}
          placeholder="xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"
          {...form.getInputProps('actId')}
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
