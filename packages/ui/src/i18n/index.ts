import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';

/** Interface languages of spec/shell.md 1: Uzbek Latin (default), Uzbek Cyrillic, Russian. */
export const UI_LOCALES = ['oz', 'uz', 'ru'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'oz';

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

// Catalogs are compiled from the .po files by the lingui Vite plugin, one chunk per language.
const loaders: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  oz: () => import('../locales/oz.po'),
  uz: () => import('../locales/uz.po'),
  ru: () => import('../locales/ru.po'),
};

/** Loads and activates a language; `document.documentElement.lang` follows it. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const { messages } = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'ru' ? 'ru' : 'uz';
}

export { i18n };
