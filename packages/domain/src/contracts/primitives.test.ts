import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ActFields, BookBody, CreateAct, EqueueSlotsQuery, EventBody, ListActsQuery, NotaryListQuery, PartyInput, ServiceIdParam, SubjectInput } from './index.js';
import {
  INT32_MAX,
  int32,
  isoDate,
  money,
  optionalQueryInt,
  optionalQueryNumber,
  optionalQueryText,
  queryDate,
  queryInt,
  requiredText,
  text,
  uuid,
} from './primitives.js';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const PAIR = '\uD83D\uDE00'; // 😀, a well-formed surrogate pair

const ok = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).success;

// Issue 12.3: every string, number and identifier of a contract is one the database can hold.
describe('bounded primitives', () => {
  it('text refuses NUL, lone surrogates and what is over its length; keeps pairs', () => {
    const t = text(10);
    expect(ok(t, 'abc')).toBe(true);
    expect(ok(t, `a${PAIR}b`)).toBe(true);
    expect(ok(t, 'a\u0000b')).toBe(false);
    expect(ok(t, `a${LONE_HIGH}b`)).toBe(false);
    expect(ok(t, `a${LONE_LOW}`)).toBe(false);
    expect(ok(t, `${PAIR.slice(1)}${PAIR.slice(0, 1)}`)).toBe(false);
    expect(ok(t, 'x'.repeat(11))).toBe(false);
    expect(ok(t, 42)).toBe(false);
    expect(v.parse(t, '  trimmed  ')).toBe('trimmed');
  });

  it('requiredText refuses an empty or blank text, NUL and surrogates', () => {
    const t = requiredText(5, 'error_required_x');
    expect(v.safeParse(t, '   ').issues?.[0]?.message).toBe('error_required_x');
    expect(ok(t, 'ab\u0000')).toBe(false);
    expect(ok(t, LONE_HIGH)).toBe(false);
    expect(ok(t, 'abcde')).toBe(true);
  });

  it('int32 holds an int4 column: no overflow, no 2^53 + 1, no fraction, no NaN', () => {
    const n = int32();
    expect(ok(n, 0)).toBe(true);
    expect(ok(n, INT32_MAX)).toBe(true);
    expect(ok(n, INT32_MAX + 1)).toBe(false);
    expect(ok(n, 2 ** 53 + 1)).toBe(false);
    expect(ok(n, 1e308)).toBe(false);
    expect(ok(n, 1.5)).toBe(false);
    expect(ok(n, -1)).toBe(false);
    expect(ok(n, Number.NaN)).toBe(false);
    expect(ok(n, '5')).toBe(false);
  });

  it('money holds numeric(18, 2): 16 digits, 2 decimals; 1e308 and Infinity are refused', () => {
    const m = money();
    expect(v.parse(m, 12.5)).toBe('12.50');
    expect(v.parse(m, '1234567890123456.99')).toBe('1234567890123456.99');
    expect(ok(m, 1e308)).toBe(false);
    expect(ok(m, 1e16)).toBe(false);
    expect(ok(m, Number.POSITIVE_INFINITY)).toBe(false);
    expect(ok(m, '12345678901234567')).toBe(false);
    expect(ok(m, '1.234')).toBe(false);
    expect(ok(m, -1)).toBe(false);
    expect(ok(m, '1\u00002')).toBe(false);
  });

  it('query and path integers are int4: 99999999999999999999999 is refused, not parsed to 1e23', () => {
    expect(v.parse(queryInt(1, INT32_MAX), '42')).toBe(42);
    expect(ok(queryInt(1, INT32_MAX), '99999999999999999999999')).toBe(false);
    expect(ok(ServiceIdParam, '99999999999999999999999')).toBe(false);
    expect(ok(ServiceIdParam, '2147483648')).toBe(false);
    expect(ok(ServiceIdParam, '1e3')).toBe(false);
    expect(ok(ServiceIdParam, '0')).toBe(false);
    const optional = v.object({ n: optionalQueryInt(1, 100) });
    expect(v.parse(optional, { n: '' })).toEqual({ n: undefined });
    expect(v.parse(optional, {})).toEqual({});
    expect(ok(optional, { n: '101' })).toBe(false);
    expect(ok(optional, { n: ['1', '2'] })).toBe(false);
  });

  it('query numbers are finite and in range', () => {
    const lat = v.object({ lat: optionalQueryNumber(-90, 90) });
    expect(v.parse(lat, { lat: '41.3' })).toEqual({ lat: 41.3 });
    expect(ok(lat, { lat: 'Infinity' })).toBe(false);
    expect(ok(lat, { lat: 'NaN' })).toBe(false);
    expect(ok(lat, { lat: '1e308' })).toBe(false);
  });

  it('query texts refuse NUL (GET /api/notaries?name=a%00b)', () => {
    const q = v.object({ name: optionalQueryText(100) });
    expect(ok(q, { name: 'a\u0000b' })).toBe(false);
    expect(v.safeParse(NotaryListQuery, { name: 'a\u0000b' }).issues?.map((i) => v.getDotPath(i))).toEqual(['name']);
    expect(v.parse(q, { name: '' })).toEqual({ name: undefined });
  });

  it('dates are real calendar days; a query date takes dd.mm.yyyy too', () => {
    expect(ok(isoDate(), '2024-02-29')).toBe(true);
    expect(ok(isoDate(), '2023-02-29')).toBe(false);
    expect(v.parse(queryDate(), '05.03.2026')).toBe('2026-03-05');
    expect(ok(queryDate(), '2026-13-01')).toBe(false);
    expect(ok(queryDate(), ['2026-03-05'])).toBe(false);
  });

  it('ids are uuids', () => {
    expect(ok(uuid(), '7b0f6c1e-3a52-4c1e-9f4e-2d6a8b1c0e11')).toBe(true);
    expect(ok(uuid(), '7b0f6c1e-3a52-4c1e-9f4e-2d6a8b1c0e11\u0000')).toBe(false);
  });
});

describe('the contracts use the bounded primitives', () => {
  const path = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.map((i) => v.getDotPath(i));

  it('act fields: pageCount 2^53 + 1 and sum 1e308 are refused by name', () => {
    expect(path(ActFields, { pageCount: 2 ** 53 + 1 })).toEqual(['pageCount']);
    expect(path(ActFields, { sum: 1e308 })).toEqual(['sum']);
    expect(path(ActFields, { remark: 'a\u0000b' })).toEqual(['remark']);
    expect(path(ActFields, { summary: `x${LONE_HIGH}` })).toEqual(['summary']);
    expect(path(ActFields, { attributes: [{ title: 't', value: 'a\u0000' }] })).toEqual(['attributes.0.value']);
    expect(path(ActFields, { credit: { sum: 1e308 } })).toEqual(['credit.sum']);
    expect(path(ActFields, { credit: { term: 2 ** 31 } })).toEqual(['credit.term']);
    expect(v.safeParse(ActFields, { pageCount: 12, sum: '1500000.50' }).success).toBe(true);
  });

  it('jsonb blocks refuse NUL and lone surrogates (jsonb cannot hold them)', () => {
    expect(path(PartyInput, { role: 'buyer', pin: '30101900000017', fullname: 'A', document: { series: 'A\u0000' } })).toEqual(['document.series']);
    expect(path(SubjectInput, { kind: 'other', description: LONE_LOW })).toEqual(['description']);
    expect(path(SubjectInput, { kind: 'other', vehicle: { make: `${LONE_HIGH}` } })).toEqual(['vehicle.make']);
  });

  it('create act, events, list filters, bookings and slots are bounded', () => {
    expect(path(CreateAct, { typeId: 1, regtype: 1, loanTerm: 1e10 })).toEqual(['loanTerm']);
    // As the forms take them: a loan term of 1..1200 months, a share's parts up to 999 999.
    expect(path(CreateAct, { typeId: 1, regtype: 1, loanTerm: 1200 })).toBeUndefined();
    expect(path(CreateAct, { typeId: 1, regtype: 1, loanTerm: 1201 })).toEqual(['loanTerm']);
    expect(path(CreateAct, { typeId: 1, regtype: 1, loanTerm: 0 })).toEqual(['loanTerm']);
    expect(path(SubjectInput, { kind: 'other', description: 'x', shares: [{ numerator: 1, denominator: 999_999 }] })).toBeUndefined();
    expect(path(SubjectInput, { kind: 'other', description: 'x', shares: [{ numerator: 1, denominator: 1_000_000 }] })).toEqual(['shares.0.denominator']);
    expect(path(EventBody, { reason: 'a\u0000' })).toEqual(['reason']);
    expect(path(ListActsQuery, { typeId: '99999999999999999999999' })).toEqual(['typeId']);
    expect(path(ListActsQuery, { page: '2000000' })).toEqual(['page']);
    expect(path(BookBody, { officeId: '7b0f6c1e-3a52-4c1e-9f4e-2d6a8b1c0e11', actTypeId: 1, startsAt: '2026-03-05T10:00:00Z', phone: '901234567', description: 'x\u0000' })).toEqual(['description']);
    expect(path(EqueueSlotsQuery, { officeId: '7b0f6c1e-3a52-4c1e-9f4e-2d6a8b1c0e11' })).toEqual(['date']);
    expect(path(EqueueSlotsQuery, { officeId: '7b0f6c1e-3a52-4c1e-9f4e-2d6a8b1c0e11', date: ['2026-03-05'] })).toEqual(['date']);
  });
});
