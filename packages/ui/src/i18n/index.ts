export { activateLocale, i18n } from './activate.ts';
export { activateStoredLocale, changeLocale } from './change-locale.ts';
export { DEFAULT_LOCALE, isUiLocale, UI_LOCALES, type UiLocale } from './locales.ts';
