import { ACT_TYPE_IDS } from '@notary/domain/act';
import * as v from 'valibot';
import { optionalDate, optionalInt } from '../../common/validation/query.js';

const uuid = v.pipe(v.string(), v.uuid());
const optionalUuid = v.optional(v.pipe(v.string(), v.transform((s) => (s === '' ? undefined : s)), v.union([v.undefined(), uuid])));

export const OfficesQuerySchema = v.object({ regionId: optionalInt(1, 999_999), districtId: optionalInt(1, 99_999_999) });
export const DaysQuerySchema = v.object({ officeId: uuid, notaryId: optionalUuid });
export const SlotsQuerySchema = v.object({ officeId: uuid, notaryId: optionalUuid, date: v.pipe(optionalDate(), v.string()) });

/** spec/shell.md 5: phone 9 digits (the national number without +998). */
const Phone = v.pipe(v.string(), v.trim(), v.transform((s) => s.replace(/\D/g, '').replace(/^998(?=\d{9}$)/, '')), v.regex(/^\d{9}$/, 'phone: 9 digits'));

export const BookBodySchema = v.object({
  officeId: uuid,
  notaryId: v.optional(v.nullable(uuid)),
  actTypeId: v.pipe(v.number(), v.integer(), v.check((n) => (ACT_TYPE_IDS as readonly number[]).includes(n), 'unknown act type')),
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  phone: Phone,
  email: v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(), v.maxLength(120))]))),
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500)))),
});
export type BookBody = v.InferOutput<typeof BookBodySchema>;

export const MoveBodySchema = v.object({
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  notaryId: v.optional(v.nullable(uuid)),
});
export type MoveBody = v.InferOutput<typeof MoveBodySchema>;
