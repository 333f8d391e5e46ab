import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { changeLocale } from '../i18n/change-locale.ts';
import { isUiLocale } from '../i18n/locales.ts';
import { useSessionStore } from '../session/index.ts';

/** Each language named in itself, so a reader finds theirs whatever is active. */
const LABELS = [
  { value: 'oz', label: "O'zb" },
  { value: 'uz', label: 'Ўзб' },
  { value: 'ru', label: 'Рус' },
];

/** spec/shell.md 1: Uzbek Latin, Uzbek Cyrillic, Russian; switchable and remembered. */
export function LanguageSwitcher({ size = 'sm' }: { size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useLingui();
  const locale = useSessionStore((s) => s.locale);
  return (
    <SegmentedControl
      aria-label={t`Interfeys tili`}
      size={size}
      radius="xl"
      value={locale}
      data={LABELS}
      onChange={(value) => {
        if (isUiLocale(value)) void changeLocale(value);
      }}
      data-testid="language-switcher"
    />
  );
}
