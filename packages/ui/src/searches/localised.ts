import { useLingui } from '@lingui/react';
import type { Localised } from '@notary/domain/contracts';
import type { UiLocale } from '../i18n/index.ts';

/** A text the API gives in the three interface languages (spec/shell.md 1): the contracts' type. */
export type { Localised };

function asLocale(locale: string): UiLocale {
  return locale === 'uz' || locale === 'ru' ? locale : 'oz';
}

/** The active interface language, following language switches. */
export function useUiLocale(): UiLocale {
  return asLocale(useLingui().i18n.locale);
}

/** Picks a `Localised` text in the active language. */
export function useLocalised(): (text: Localised | null | undefined) => string {
  const locale = useUiLocale();
  return (text) => (text ? (text[locale] ?? text.oz) : '');
}

/** A person's name in the reader's script: Latin for oz, Cyrillic for uz and ru. */
export function useNameInScript(): (latin: string, cyrillic: string) => string {
  const locale = useUiLocale();
  return (latin, cyrillic) => (locale === 'oz' ? latin : cyrillic || latin);
}
