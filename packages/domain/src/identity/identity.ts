import type { RegSystem, RegType } from '../act/index.js';
import { EQUEUE_LATE_MINUTES } from '../constants/index.js';
import type { AuthOutput } from '../validation/index.js';

/**
 * Types of spec/shell.md 3. Field names are the spec's (lower case, as the
 * existing clients read them). Wire formats (our decision, the spec shows
 * none): date-only fields 'yyyy-mm-dd' (IsoDate), instants ISO 8601 UTC
 * (IsoDateTime), wall-clock times 'HH:mm' in Tashkent; the apps show them
 * with `@notary/domain/time`.
 */
export type IsoDate = string;
export type IsoDateTime = string;

/** shell 6 "Role names: not shown"; ours. */
export const ROLES = ['citizen', 'notary', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** shell 3 termsofuse: 0 not accepted, 1 accepted. */
export const TERMS_OF_USE = { notAccepted: 0, accepted: 1 } as const;
export type TermsOfUse = (typeof TERMS_OF_USE)[keyof typeof TERMS_OF_USE];

/** shell 7 POST /offer_accept?action=1|0. */
export const OFFER_ACTIONS = { accept: 1, refuse: 0 } as const;

export type User = {
  /** The API's uuid of the user. */
  id: string;
  userid: string;
  name: string;
  surname: string;
  lastname: string;
  fullname: string;
  /** Person type: natural or legal (acts-domain 3 "person type"). */
  typeid: number;
  gender: number;
  birthdate: IsoDate;
  birthcountry: string;
  inn: string | null;
  pin: string;
  passserial: string;
  passnum: string;
  issueorg: string;
  issuedate: IsoDate;
  exprdate: IsoDate;
  citizenship: string;
  nationality: string;
  phone: string | null;
  email: string | null;
  regionid: number | null;
  regionru: string | null;
  regionuz: string | null;
  districtid: number | null;
  districtru: string | null;
  districtuz: string | null;
  regaddress: string | null;
  actaddress: string | null;
  orginn: string | null;
  orgname: string | null;
  /** The person's data were confirmed against the civil registry (acts-domain 5 "confirmed personal data"). */
  valid: boolean;
  termsofuse: TermsOfUse;
  roles: Role[];
};

/** shell 3 "The admin user screen also shows state, isdeleted, instime, comments, notary". */
export type AdminUser = User & {
  state: number;
  isdeleted: boolean;
  instime: IsoDateTime;
  comments: string | null;
  /** The notary record linked to this user, when the user is a notary. */
  notary: { id: string; licenseNumber: string; office: string } | null;
};

/** shell 3 "Passport auth data: pin, passserial, passnum, jwt, image (all start empty)". */
export type PassportAuthData = { pin: string; passserial: string; passnum: string; jwt: string; image: string };
export const EMPTY_PASSPORT_AUTH_DATA: Readonly<PassportAuthData> = { pin: '', passserial: '', passnum: '', jwt: '', image: '' };

/** shell 3 "Auth payload: passserial, passnum, pin, jwt" (validated by AuthSchema). */
export type AuthPayload = AuthOutput;

/** shell 4: resultCode 1 success, 0 technical work, anything else an error with the message. */
export const AUTH_RESULT_CODES = { success: 1, technicalWork: 0 } as const;

export type AuthResponse = {
  resultCode: number;
  message: string | null;
  token: string | null;
  user: User | null;
};

/** shell 3 "Face-check token payload: isOk, livenessWasSuccessful, bestshot (image)". */
export type FaceCheckTokenPayload = { isOk: boolean; livenessWasSuccessful: boolean; bestshot: string };

/** shell 3 "Notify item"; shell 2.7 shows the time only for video (regtypeid 2). */
export type NotifyItem = {
  regtypeid: RegType;
  regsystemid: RegSystem;
  /** The act's name. */
  na: string;
  visitdate: IsoDate | null;
  /** 'HH:mm', Tashkent. */
  visittime: string | null;
  rid: number;
  uuid: string;
};

/** Our states of a booking; the spec lists a `state` field without values. */
export const EQUEUE_STATES = ['booked', 'arrived', 'served', 'general_queue', 'cancelled'] as const;
export type EqueueState = (typeof EQUEUE_STATES)[number];

/** shell 3 "E-queue fields". */
export type EqueueItem = {
  typeid: number;
  regdate: IsoDate;
  notary: string;
  office: string;
  officeaddress: string;
  /** Booked time 'HH:mm', Tashkent. */
  equeuetime: string;
  notaryaction: string;
  updtime: IsoDateTime;
  state: EqueueState;
  /** Arrival time 'HH:mm', Tashkent, once registered at the office. */
  regtime: string | null;
  phone: string | null;
  email: string | null;
  description: string | null;
};

/** shell 9 "a citizen more than 15 minutes late is served in the general queue". */
export function isServedInGeneralQueue(bookedAt: Date, arrivedAt: Date): boolean {
  // Compared in milliseconds: 15 min 30 s late is "more than 15 minutes".
  return arrivedAt.getTime() - bookedAt.getTime() > EQUEUE_LATE_MINUTES * 60_000;
}

/** shell 6 "a check tells whether the user has any of given roles". */
export function hasAnyRole(user: Pick<User, 'roles'> | null | undefined, roles: readonly Role[]): boolean {
  return user != null && user.roles.some((role) => roles.includes(role));
}

/** shell 2.3, 4: browser or kiosk, set on every navigation. */
export type ClientMode = 'browser' | 'kiosk';

/** shell 2.3 "Any path containing 'kiosk' sets kiosk mode". */
export function clientModeOf(path: string): ClientMode {
  return path.includes('kiosk') ? 'kiosk' : 'browser';
}
