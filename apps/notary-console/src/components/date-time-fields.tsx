import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { FIELDS } from '@notary/domain/validation';
import { useState } from 'react';

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDotted = (iso: string) => {
  const m = ISO.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
};

type FieldProps = { label: string; disabled?: boolean; error?: string; 'data-testid'?: string };

/**
 * A day typed dd.mm.yyyy (spec/shell.md 1), whatever the browser's locale
 * (a native date input would show the browser's own order), kept as
 * yyyy-mm-dd: a complete real day is handed on as ISO, anything else as
 * typed, so the contract's date rule names it.
 */
export function DateField({ value, onChange, ...props }: FieldProps & { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(() => toDotted(value) || value);
  return (
    <TextInput
      {...props}
      placeholder={t`kk.oo.yyyy`}
      maxLength={10}
      inputMode="numeric"
      w={140}
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const m = DOTTED.exec(typed);
        onChange(m && FIELDS.date.isValid(typed) ? `${m[3]}-${m[2]}-${m[1]}` : typed);
      }}
    />
  );
}

/** A Tashkent wall-clock time typed HH:mm (24 hours); the contract's hhmm rule names a wrong one. */
export function TimeField({ value, onChange, ...props }: FieldProps & { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return <TextInput {...props} placeholder={t`ss:dd`} maxLength={5} inputMode="numeric" value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
}
