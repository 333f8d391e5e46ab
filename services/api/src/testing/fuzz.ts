import type { Parameter, Route, Schema } from './openapi-routes.js';

/**
 * Malformed requests for a route of the OpenAPI document (issue 12 tests):
 * a plausible request built from the route's parameter and body schemas,
 * then one thing in it made wrong at a time: wrong types, boundaries, NUL,
 * lone surrogates, huge strings, overflowing numbers, missing and extra
 * fields, bodies that are not objects or not JSON. Deterministic for a seed.
 */

/** A small seeded PRNG (mulberry32): the same seed, the same requests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `encodeURIComponent` that also writes what it refuses: a lone surrogate
 * goes out as its 3-byte (WTF-8) form, which is not valid UTF-8, exactly what
 * a careless client sends.
 */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/** The ids a plausible request names (an act of the signed-in citizen, its party, …), by path parameter. */
export type FuzzIds = Record<string, string>;

/** A JSON text that `JSON.stringify` cannot write (a number literal beyond 2^64, a malformed body). */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HUGE = 'x'.repeat(200_000);
/** Just under the default body limit (64 KiB), so it reaches validation. */
const LARGE = 'y'.repeat(60_000);

/** Candidates for a string under a `pattern`: the first one the pattern accepts is the plausible value. */
const PATTERN_CANDIDATES = ['901234567', '1', '12', '2026-12-01', '10:00', '31234567890123', 'AA1234567', '01A123BC', 'AAF', '1234567', 'ab', 'a', '100', '100.50'];

function firstTyped(schema: Schema): Schema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return options.find((o) => o.type || o.enum || o.properties) ?? options[0] ?? schema;
}

/** A value the schema accepts, as far as the document says (transforms and custom checks aside). */
export function plausible(schema: Schema, random: () => number, name = '', ids: FuzzIds = {}): unknown {
  if (schema.allOf?.length) return plausible(Object.assign({}, ...schema.allOf), random, name, ids);
  if (schema.enum?.length) return schema.enum.find((e) => e !== '') ?? schema.enum[0];
  const s = firstTyped(schema);
  if (s !== schema) return plausible({ ...s, type: s.type ?? (schema.type === 'string' && !s.type ? 'string' : s.type) }, random, name, ids);
  switch (s.type) {
    case 'integer':
    case 'number':
      return ids[name] !== undefined && /^\d+$/.test(ids[name]!) ? Number(ids[name]) : Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return s.items ? [plausible(s.items, random, name, ids)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || random() < 0.5) out[key] = plausible(property, random, key, ids);
      }
      return out;
    }
    default: {
      if (ids[name] !== undefined) return ids[name];
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'date') return '2026-12-01';
      if (s.format === 'date-time') return '2026-12-01T10:00:00.000Z';
      if (s.format === 'email') return 'a@example.uz';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
        if (hit) return hit;
      }
      return 'a'.repeat(Math.max(1, Math.min(s.minLength ?? 1, 64)));
    }
  }
}

/** A wrong value and what it is. */
type Bad = { label: string; value: unknown };

/** Wrong values for a field of this schema (JSON bodies): wrong types, boundaries, NUL, surrogates, overflow, huge. */
function badJsonValues(schema: Schema): Bad[] {
  const s = firstTyped(schema);
  const bad: Bad[] = [
    { label: 'null', value: null },
    { label: 'true', value: true },
    { label: 'object', value: { a: 1 } },
    { label: 'array', value: ['a', 1] },
    { label: 'empty string', value: '' },
    { label: 'NUL', value: 'a\u0000b' },
    { label: 'lone surrogate', value: 'a\uD800b' },
    { label: 'trailing lone surrogate', value: '\uDFFF' },
    { label: 'huge string (200 KB)', value: HUGE },
    { label: 'large string (60 KB)', value: LARGE },
    { label: 'negative', value: -1 },
    { label: 'fraction', value: 1.5 },
    { label: '2^53+1', value: 2 ** 53 + 1 },
    { label: '1e308', value: 1e308 },
    { label: '-1e308', value: -1e308 },
    { label: '99999999999999999999999 (number)', value: new RawJson('99999999999999999999999') },
    { label: '99999999999999999999999 (string)', value: '99999999999999999999999' },
    { label: '-2147483649', value: -2147483649 },
    { label: 'not a date', value: '2026-02-30' },
    { label: 'year 0', value: '0000-01-01T00:00:00Z' },
    { label: 'markup', value: '<script>alert(1)</script>' },
    { label: 'quote', value: "' OR 1=1 --" },
  ];
  if (s.maxLength !== undefined) bad.push({ label: `maxLength+1 (${s.maxLength + 1})`, value: 'z'.repeat(s.maxLength + 1) });
  if (s.minLength !== undefined && s.minLength > 0) bad.push({ label: `minLength-1`, value: 'z'.repeat(s.minLength - 1) });
  if (s.maximum !== undefined) bad.push({ label: `maximum+1`, value: s.maximum + 1 });
  if (s.minimum !== undefined) bad.push({ label: `minimum-1`, value: s.minimum - 1 });
  if (s.type === 'array' && s.items) bad.push({ label: 'many items', value: Array.from({ length: 5000 }, () => plausible(s.items!, () => 0)) });
  return bad;
}

/** Wrong values for a query or path parameter, already percent-encoded. */
function badRawValues(schema: Schema, where: 'query' | 'path'): { label: string; raw: string }[] {
  const s = firstTyped(schema);
  const bad = [
    { label: 'empty', raw: '' },
    { label: 'space', raw: '%20' },
    { label: 'NUL', raw: 'a%00b' },
    { label: 'lone surrogate', raw: encodeLoose('a\uD800b') },
    { label: 'broken percent-encoding', raw: '%E0%A4%A' },
    { label: 'bare percent', raw: '%' },
    { label: 'huge', raw: 'x'.repeat(where === 'path' ? 4000 : 6000) },
    { label: '99999999999999999999999', raw: '99999999999999999999999' },
    { label: '2^53+1', raw: '9007199254740993' },
    { label: '1e308', raw: '1e308' },
    { label: '-1', raw: '-1' },
    { label: '0', raw: '0' },
    { label: '1.5', raw: '1.5' },
    { label: 'NaN', raw: 'NaN' },
    { label: 'Infinity', raw: 'Infinity' },
    { label: '-2147483649', raw: '-2147483649' },
    { label: 'not a date', raw: '2026-02-30' },
    { label: 'not a uuid', raw: '00000000-0000-0000-0000-00000000000g' },
    { label: 'markup', raw: encodeLoose('<script>') },
    { label: 'quote', raw: encodeLoose("' OR 1=1 --") },
    { label: 'dot-dot', raw: '..%2F..' },
  ];
  if (s.maxLength !== undefined) bad.push({ label: `maxLength+1`, raw: 'z'.repeat(Math.min(s.maxLength + 1, 6000)) });
  if (s.maximum !== undefined) bad.push({ label: 'maximum+1', raw: String(s.maximum + 1) });
  if (s.minimum !== undefined) bad.push({ label: 'minimum-1', raw: String(s.minimum - 1) });
  return bad;
}

/** One request of the fuzz. */
export type FuzzCase = {
  route: Route;
  /** What is wrong in it: `query name: NUL`. */
  label: string;
  /** Path and query, percent-encoded. */
  url: string;
  /** The body's text, or none. */
  body?: string;
  contentType?: string;
};

/** The paths of every field of a body schema (`vehicle.make`), nested objects included. */
function fieldPaths(schema: Schema | undefined, prefix: string[] = [], depth = 0): { path: string[]; schema: Schema }[] {
  const s = schema && firstTyped(schema);
  if (!s || s.type !== 'object' || !s.properties || depth > 3) return [];
  return Object.entries(s.properties).flatMap(([key, property]) => [
    { path: [...prefix, key], schema: property },
    ...fieldPaths(property, [...prefix, key], depth + 1),
  ]);
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown, remove = false): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...target };
  const [head, ...rest] = path;
  if (rest.length === 0) {
    if (remove) delete copy[head!];
    else copy[head!] = value;
    return copy;
  }
  const inner = copy[head!];
  copy[head!] = setAt(inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value, remove);
  return copy;
}

/**
 * Every malformed request of the route: each parameter and each body field
 * with each wrong value, each required part missing, an extra field, and the
 * body's own shape wrong. The plausible parts are drawn once from `random`.
 */
export function fuzzCases(route: Route, ids: FuzzIds, random: () => number): FuzzCase[] {
  const plain = (p: Parameter) => String(plausible(p.schema, random, p.name, ids));
  const path = route.parameters.filter((p) => p.in === 'path');
  const query = route.parameters.filter((p) => p.in === 'query');
  const baseQuery = query.filter((p) => p.required || random() < 0.5).map((p) => [p.name, encodeLoose(plain(p))] as [string, string]);
  const basePath = Object.fromEntries(path.map((p) => [p.name, encodeLoose(plain(p))]));
  const baseBody = route.body ? (plausible(route.body, random, '', ids) as unknown) : undefined;

  const url = (pathValues: Record<string, string>, queryPairs: [string, string][]) => {
    const filled = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? 'x');
    const search = queryPairs.map(([k, v]) => `${k}=${v}`).join('&');
    return search ? `${filled}?${search}` : filled;
  };
  const json = (body: unknown): Pick<FuzzCase, 'body' | 'contentType'> =>
    body === undefined ? {} : { body: toJson(body), contentType: 'application/json' };
  const cases: FuzzCase[] = [];
  const add = (label: string, u: string, body: unknown = baseBody, raw?: Pick<FuzzCase, 'body' | 'contentType'>) =>
    cases.push({ route, label, url: u, ...(raw ?? json(body)) });

  add('plausible', url(basePath, baseQuery));
  for (const p of path) {
    for (const bad of badRawValues(p.schema, 'path')) {
      if (bad.raw === '') continue; // an empty segment is another route
      add(`path ${p.name}: ${bad.label}`, url({ ...basePath, [p.name]: bad.raw }, baseQuery));
    }
  }
  for (const p of query) {
    const others = baseQuery.filter(([k]) => k !== p.name);
    for (const bad of badRawValues(p.schema, 'query')) add(`query ${p.name}: ${bad.label}`, url(basePath, [...others, [p.name, bad.raw]]));
    if (p.required) add(`query ${p.name}: missing`, url(basePath, others));
    add(`query ${p.name}: repeated`, url(basePath, [...others, [p.name, 'a'], [p.name, 'b']]));
    add(`query ${p.name}: bracketed`, url(basePath, [...others, [`${p.name}[a]`, '1']]));
  }
  add('query: extra parameter', url(basePath, [...baseQuery, ['unexpected', 'x']]));

  if (route.body || route.method !== 'get') {
    const target = url(basePath, baseQuery);
    const object = baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) ? (baseBody as Record<string, unknown>) : {};
    for (const field of fieldPaths(route.body)) {
      const name = field.path.join('.');
      for (const bad of badJsonValues(field.schema)) add(`body ${name}: ${bad.label}`, target, setAt(object, field.path, bad.value));
      add(`body ${name}: missing`, target, setAt(object, field.path, undefined, true));
    }
    add('body: extra field', target, { ...object, unexpected: 'x' });
    add('body: __proto__ field', target, new RawJson(`{"__proto__":{"isAdmin":true},${toJson(object).slice(1)}`.replace(/,}$/, '}')));
    add('body: empty object', target, {});
    for (const bad of [
      { label: 'array', value: [] },
      { label: 'string', value: 'x' },
      { label: 'number', value: 1 },
      { label: 'null', value: null },
      { label: 'deeply nested', value: new RawJson('['.repeat(5000) + ']'.repeat(5000)) },
    ]) {
      add(`body: ${bad.label}`, target, bad.value);
    }
    add('body: malformed JSON', target, undefined, { body: '{"a":', contentType: 'application/json' });
    add('body: huge (200 KB)', target, undefined, { body: toJson({ ...object, pad: HUGE }), contentType: 'application/json' });
    add('body: text/plain', target, undefined, { body: 'a\u0000b', contentType: 'text/plain' });
    add('body: form', target, undefined, { body: 'a=1&a[b]=2&c', contentType: 'application/x-www-form-urlencoded' });
  }
  return cases;
}

/** Picks `count` cases spread over the kinds of wrongness (a seeded shuffle); all of them when `count` is larger. */
export function sampleCases(cases: FuzzCase[], count: number, random: () => number): FuzzCase[] {
  if (cases.length <= count) return cases;
  const [first, ...rest] = cases;
  return [first!, ...shuffle(rest, random).slice(0, count - 1)];
}
