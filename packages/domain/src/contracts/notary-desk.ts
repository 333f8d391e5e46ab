import * as v from 'valibot';
import { ERROR_CODE_LIST } from '../errors/index.js';
import { Encumbrance, RegistryProperty, RegistryVehicle } from './acts.js';
import { moneyOut, nullableString } from './primitives.js';

/**
 * The notary's desk on one act (issue 14 parts 2 and 5): the registry facts
 * the API gathered for the review, and the parties' presence at an in-person
 * visit. Both are the act's notary's only.
 */

/** POST /api/notarial_act/:uuid/presence: the parties came (true) or the mark is withdrawn (false). */
export const PresenceBody = v.object({ present: v.boolean() });
export type PresenceBody = v.InferOutput<typeof PresenceBody>;

/** A rule of acts-domain 5 the act fails now, with the data its message needs. */
export const Shortcoming = v.object({ code: v.picklist(ERROR_CODE_LIST), details: v.optional(v.record(v.string(), v.unknown())) });
export type Shortcoming = v.InferOutput<typeof Shortcoming>;

/** What the civil registry and the enforcement bureau say of one party. */
export const PartyRegistryFacts = v.object({
  partyId: v.string(),
  role: v.string(),
  isAuthor: v.boolean(),
  pin: nullableString,
  fullname: v.string(),
  /** Null: the civil registry does not know the pin, or no pin (a legal entity), or no registry is configured. */
  civil: v.nullable(
    v.object({
      fullname: v.string(),
      birthDate: v.string(),
      deathDate: nullableString,
      citizenship: v.string(),
      regAddress: nullableString,
      isPersonalDataVerified: v.boolean(),
      isPhoneActive: v.boolean(),
      /** The passport or id card in force, "AB 1234567". */
      document: nullableString,
    }),
  ),
  debts: v.array(v.object({ id: v.string(), amount: moneyOut, outstanding: moneyOut, document: nullableString })),
});
export type PartyRegistryFacts = v.InferOutput<typeof PartyRegistryFacts>;

/** GET /api/notarial_act/:uuid/registry-facts */
export const RegistryFacts = v.object({
  /** Every failing rule, in the rules' order (the review lists them first). */
  shortcomings: v.array(Shortcoming),
  parties: v.array(PartyRegistryFacts),
  subjects: v.array(
    v.union([
      v.object({ subjectId: v.string(), vehicle: v.nullable(RegistryVehicle), encumbrances: v.array(Encumbrance) }),
      v.object({ subjectId: v.string(), property: v.nullable(RegistryProperty), encumbrances: v.array(Encumbrance) }),
    ]),
  ),
  isCivilRegistryConfigured: v.boolean(),
});
export type RegistryFacts = v.InferOutput<typeof RegistryFacts>;

/** GET /api/notarial_act/:uuid/visit-calendar?date=yyyy-mm-dd (Tashkent day; today when absent). */
export const VisitCalendarQuery = v.object({ date: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date: yyyy-mm-dd'))) });
export type VisitCalendarQuery = v.InferOutput<typeof VisitCalendarQuery>;

/** Why a slot of the act's notary is not free: another act's visit, an e-queue booking, or its time has passed. */
export const VISIT_SLOT_STATES = ['free', 'visit', 'booking', 'past'] as const;

export const VisitCalendar = v.object({
  date: v.string(),
  notaryId: v.string(),
  slotMinutes: v.number(),
  /** The notary's hours that day (office timetable, working days, duty roster), or null with `dayOff`. */
  hours: v.nullable(v.object({ open: v.string(), close: v.string(), breakFrom: v.optional(v.string()), breakTo: v.optional(v.string()) })),
  dayOff: v.nullable(v.picklist(['vacation', 'medical_leave', 'not_working', 'no_licence'])),
  isDutyDay: v.boolean(),
  slots: v.array(
    v.object({
      /** HH:mm, Tashkent. */
      time: v.string(),
      startsAt: v.string(),
      endsAt: v.string(),
      state: v.picklist(VISIT_SLOT_STATES),
      /** This act's own visit is in this slot. */
      isThisAct: v.boolean(),
    }),
  ),
});
export type VisitCalendar = v.InferOutput<typeof VisitCalendar>;
