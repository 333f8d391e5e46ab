import * as v from 'valibot';

/** Money in API bodies: a number or a decimal string, stored as numeric(18,2). */
export const MoneySchema = v.pipe(
  v.union([v.pipe(v.number(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,16}(\.\d{1,2})?$/))], 'error_wrong_sum'),
  v.transform((x) => Number(x).toFixed(2)),
);
export const IsoDateSchema = v.pipe(v.string(), v.isoDate('error_wrong_date'));
export const IsoDateTimeSchema = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)) && /T/.test(s), 'error_wrong_date_time'),
);
export const TextSchema = v.pipe(v.string(), v.trim(), v.maxLength(4000));
export const ShortTextSchema = v.pipe(v.string(), v.trim(), v.maxLength(500));
export const UuidSchema = v.pipe(v.string(), v.uuid('error_wrong_uuid'));

/** A query-string integer (`?page=2`). */
export const QueryIntSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.integer(),
);
