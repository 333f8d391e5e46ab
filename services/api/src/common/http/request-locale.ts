import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@notary/domain/constants';
import type { Request } from 'express';

/** spec/shell.md 7: the interface language of a call comes in Accept-Language (oz, uz, ru; default oz). */
export function localeOf(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag === 'oz' || tag.startsWith('uz-latn')) return 'oz';
    if (tag === 'uz' || tag.startsWith('uz-cyrl')) return 'uz';
    if (tag === 'ru' || tag.startsWith('ru-')) return 'ru';
  }
  return DEFAULT_LOCALE;
}

export const RequestLocale = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Locale =>
    localeOf(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
