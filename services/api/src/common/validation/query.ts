import * as v from 'valibot';

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
