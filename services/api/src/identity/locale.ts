import { DEFAULT_LOCALE, type Locale } from '@notary/domain/constants';

/**
 * The interface language of a request from its Accept-Language header
 * (spec/shell.md 7: every call carries the locale; codes oz, uz, ru, default
 * oz per shell 1). Also understands the BCP 47 spellings browsers send:
 * uz-Cyrl is uz, uz-Latn and bare uz-UZ are oz.
 */
export function resolveLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'oz' || tag === 'uz-latn' || tag.startsWith('uz-latn-')) return 'oz';
    if (tag === 'uz' || tag === 'uz-cyrl' || tag.startsWith('uz-cyrl-')) return 'uz';
    if (tag === 'ru' || tag.startsWith('ru-')) return 'ru';
    if (tag.startsWith('uz-')) return 'oz';
  }
  return DEFAULT_LOCALE;
}
