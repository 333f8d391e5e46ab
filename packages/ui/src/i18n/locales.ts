/** Interface languages of spec/shell.md 1: Uzbek Latin (default), Uzbek Cyrillic, Russian. */
export const UI_LOCALES = ['oz', 'uz', 'ru'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'oz';

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}
