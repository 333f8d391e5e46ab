import { useSessionStore } from '../session/index.ts';
import { activateLocale } from './activate.ts';
import type { UiLocale } from './locales.ts';

/** Switches the interface language and remembers it (spec/shell.md 3: locale is persisted). */
export async function changeLocale(locale: UiLocale): Promise<void> {
  await activateLocale(locale);
  useSessionStore.getState().setLocale(locale);
}

/** The language to start with: the remembered one, else the default (oz). */
export async function activateStoredLocale(): Promise<UiLocale> {
  const { locale } = useSessionStore.getState();
  await activateLocale(locale);
  return locale;
}
