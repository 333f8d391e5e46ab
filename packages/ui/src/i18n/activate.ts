// The .po module type must reach every program that compiles this file (the apps too), and an
// ambient wildcard module cannot be imported: a reference is the one way.
// oxlint-disable-next-line typescript/triple-slash-reference
/// <reference path="./po.d.ts" />
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';

import { type UiLocale } from './locales.ts';

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
