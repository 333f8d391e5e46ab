import { createParamDecorator, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@notary/domain/constants';
import type { Request } from 'express';
import * as v from 'valibot';
import { AppError } from '../common/app-error.js';

/**
 * Validates a query or body with a valibot schema: bad input answers 400
 * `validation_failed` with the issues, never reaches a service.
 */
export class ValibotPipe<S extends v.GenericSchema> implements PipeTransform<unknown, v.InferOutput<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): v.InferOutput<S> {
    const result = v.safeParse(this.schema, value ?? {});
    if (result.success) return result.output;
    const issues = result.issues.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
    throw new AppError('validation_failed', 400, issues.map((i) => `${i.path ?? ''}: ${i.message}`).join('; '), {
      issues,
    });
  }
}

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

/** Query-string helpers for valibot: "" and absent mean "not given". */
export const optionalText = (max = 200) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );
export const optionalInt = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s.trim() === '' ? undefined : Number(s))),
      v.union([v.undefined(), v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))]),
    ),
  );
export const optionalNumber = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((s) => (s.trim() === '' ? undefined : Number(s))),
      v.union([v.undefined(), v.pipe(v.number(), v.finite(), v.minValue(min), v.maxValue(max))]),
    ),
  );
/** 'yyyy-mm-dd' or 'dd.mm.yyyy' (what the date inputs send) → 'yyyy-mm-dd'. */
export const optionalDate = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => {
        if (s === '') return undefined;
        const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
        return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : s;
      }),
      v.union([
        v.undefined(),
        v.pipe(
          v.string(),
          v.isoDate(),
          v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'invalid date'),
        ),
      ]),
    ),
  );
