import * as v from 'valibot';

/**
 * Bounded primitives of the API contracts (issue 12.3): every string, number
 * and identifier a client sends is one the database can hold, so bad input is
 * a 400 naming the field, never a 500 from PostgreSQL. Strings carry no NUL
 * (text and jsonb refuse U+0000) and are well-formed UTF-16 (no lone
 * surrogate: jsonb refuses them, text would store U+FFFD); integers fit their
 * column (int4 unless said); decimals fit numeric(18, 2).
 */

/** int4's range (PostgreSQL `integer`). */
export const INT32_MAX = 2_147_483_647;
/** smallint's range. */
export const INT16_MAX = 32_767;
/** numeric(18, 2): 16 digits before the point (as a double: 1e16, the first value it cannot hold). */
export const MONEY_MAX = 1e16;

/** A lone UTF-16 surrogate: in `u` mode a paired one is a single code point outside this range. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export const hasNoNul = (s: string): boolean => !s.includes('\u0000');
export const isWellFormed = (s: string): boolean => !LONE_SURROGATE.test(s);

/**
 * How a schema whose wire form is simpler than its pipe (a query integer
 * parsed from a string, money as a number or a decimal string) shows in the
 * OpenAPI document: the API's document builder uses this JSON Schema as is.
 */
export const documentedAs = <TInput>(jsonSchema: Record<string, unknown>) =>
  v.metadata<TInput, { readonly jsonSchema: Record<string, unknown> }>({ jsonSchema });

/** The checks every string of a contract passes (after its own type check). */
export const safeString = <TMessage extends string>(message?: TMessage) =>
  [v.check(hasNoNul, message ?? 'error_nul_character'), v.check(isWellFormed, message ?? 'error_malformed_text')] as const;

/** Free text of at most `max` characters, trimmed, no NUL, well-formed (empty allowed). */
export const text = (max: number, message?: string) =>
  v.pipe(v.string(message), v.trim(), v.maxLength(max, message), ...safeString(message));

/** Free text that must not be empty after trimming. */
export const requiredText = (max: number, requiredMessage = 'error_required') =>
  v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max),
    ...safeString(),
  );

/** A JSON integer within [min, max] (default: a non-negative int4). */
export const int = (min = 0, max = INT32_MAX, message?: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A non-negative int4 column. */
export const int32 = (message?: string) => int(0, INT32_MAX, message);

/** A JSON number within [min, max] (finite). */
export const finite = (min: number, max: number, message?: string) =>
  v.pipe(v.number(message), v.finite(message), v.minValue(min, message), v.maxValue(max, message));

/** '0012.5' → '12.50', digit by digit. */
const decimal2 = (s: string): string => {
  const [whole = '0', fraction = ''] = s.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
};

/**
 * Money in API bodies: a number or a decimal string, stored as numeric(18,2);
 * answered as a string with two decimals. 1e308 and 12345678901234567 are refused.
 */
export const money = (message = 'error_wrong_sum') =>
  v.pipe(
    v.union([v.pipe(v.number(), v.finite(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d{1,16}(\.\d{1,2})?$/))], message),
    // A decimal string keeps its exact digits (a double holds only 15–16 of them).
    v.transform((x) => (typeof x === 'number' ? x.toFixed(2) : decimal2(x))),
    v.regex(/^\d{1,16}\.\d{2}$/, message),
    documentedAs({
      anyOf: [
        { type: 'number', minimum: 0, maximum: MONEY_MAX, exclusiveMaximum: true },
        { type: 'string', pattern: '^\\d{1,16}(\\.\\d{1,2})?$' },
      ],
      description: "so'm, at most 16 digits and 2 decimals (numeric(18, 2))",
    }),
  );

export const isoDate = (message = 'error_wrong_date') =>
  v.pipe(
    v.string(message),
    v.isoDate(message),
    v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), message),
  );

/** An ISO 8601 instant with a time (what timestamptz columns take). */
export const isoDateTime = (message = 'error_wrong_date_time') =>
  v.pipe(
    v.string(message),
    v.maxLength(40, message),
    v.check((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && !Number.isNaN(Date.parse(s)), message),
  );

export const uuid = (message = 'error_wrong_uuid') => v.pipe(v.string(message), v.uuid(message));

/** 'HH:mm'. */
export const hhmm = (message = 'error_wrong_time') => v.pipe(v.string(message), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, message));

// --- Query strings and path parameters (always strings on the wire) --------------------

/** A query or path integer within [min, max]: '12' → 12; '99999999999999999999999' is refused. */
export const queryInt = (min = 0, max = INT32_MAX, message?: string) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d{1,10}$/))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
    documentedAs({ type: 'integer', minimum: min, maximum: max }),
  );

/** A query-string integer within [min, max] (strings only). */
const stringInt = (min: number, max: number, message?: string) =>
  v.pipe(v.string(message), v.regex(/^-?\d{1,10}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

/** An optional query integer: absent or '' mean "not given". */
export const optionalQueryInt = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.union([v.undefined(), stringInt(min, max)]),
      documentedAs({ type: 'integer', minimum: min, maximum: max }),
    ),
  );

/** An optional query number (coordinates): absent or '' mean "not given". */
export const optionalQueryNumber = (min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(40),
      v.transform((s) => (s.trim() === '' ? undefined : Number(s))),
      v.union([v.undefined(), finite(min, max)]),
      documentedAs({ type: 'number', minimum: min, maximum: max }),
    ),
  );

/** An optional query text: absent or '' mean "not given". */
export const optionalQueryText = (max = 200) =>
  v.optional(
    v.pipe(
      text(max),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  );

/** An optional query id: absent or '' mean "not given" (a form's "any"). */
export const optionalQueryUuid = () =>
  v.optional(
    v.pipe(v.string(), v.transform((s) => (s === '' ? undefined : s)), v.union([v.undefined(), uuid()]), documentedAs({ type: 'string', format: 'uuid' })),
  );

const dmyToIso = (s: string) => {
  const dmy = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(s);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : s;
};

/** A required query date, 'yyyy-mm-dd' or 'dd.mm.yyyy' (what the date inputs send) → 'yyyy-mm-dd'. */
export const queryDate = (message = 'error_wrong_date') =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(10, message),
    v.transform(dmyToIso),
    isoDate(message),
    documentedAs({ type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}\\.\\d{2}\\.\\d{4})$', description: 'yyyy-mm-dd or dd.mm.yyyy' }),
  );

/** An optional query date: absent or '' mean "not given". */
export const optionalQueryDate = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.union([v.undefined(), queryDate()]),
      documentedAs({ type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}\\.\\d{2}\\.\\d{4})?$', description: 'yyyy-mm-dd or dd.mm.yyyy; empty: any' }),
    ),
  );

/** An opaque key in a path (an invitation token, a gateway reference): URL-safe characters only. */
export const opaqueKey = (max = 128, message = 'error_wrong_key') => v.pipe(v.string(message), v.regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`), message));

/** A query boolean: true/false/1/0. */
export const queryBool = () =>
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
    v.transform((x) => x === true || x === 'true' || x === '1'),
    documentedAs({ type: 'string', enum: ['true', 'false', '1', '0'] }),
  );

// --- Answers -------------------------------------------------------------------------

/** A text in the portal's three languages (Uzbek Latin, Uzbek Cyrillic, Russian), as the answers carry it. */
export const Localised = v.object({ oz: v.string(), uz: v.string(), ru: v.string() });
export type Localised = v.InferOutput<typeof Localised>;
export const LocalisedList = v.object({ oz: v.array(v.string()), uz: v.array(v.string()), ru: v.array(v.string()) });
export type LocalisedList = v.InferOutput<typeof LocalisedList>;

export const nullableString = v.nullable(v.string());
/** 'yyyy-mm-dd' in an answer. */
export const dateOut = v.pipe(v.string(), v.description('yyyy-mm-dd'));
/** An ISO 8601 instant in an answer. */
export const dateTimeOut = v.pipe(v.string(), v.description('ISO 8601 date and time'));
/** 'HH:mm', Tashkent, in an answer. */
export const timeOut = v.pipe(v.string(), v.description('HH:mm, Tashkent'));
/** so'm with two decimals, in an answer. */
export const moneyOut = v.pipe(v.string(), v.description("so'm with 2 decimals"));

/** A jsonb block as an answer carries it (its fields are validated on the way in). */
export const jsonBlock = v.record(v.string(), v.unknown());

/** What a removal answers. */
export const Ok = v.object({ ok: v.literal(true) });
export type Ok = v.InferOutput<typeof Ok>;
