import type { User } from '../contracts/users.js';
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

export { ROLES, type Role } from './roles.js';
import type { Role } from './roles.js';

/** shell 3 termsofuse: 0 not accepted, 1 accepted. */
export const TERMS_OF_USE = { notAccepted: 0, accepted: 1 } as const;
export type TermsOfUse = (typeof TERMS_OF_USE)[keyof typeof TERMS_OF_USE];

/** shell 7 POST /offer_accept?action=1|0. */
export const OFFER_ACTIONS = { accept: 1, refuse: 0 } as const;

/** spec/shell.md 3 "User" and the admin screen's user: the API contracts' shapes (@notary/domain/contracts). */
export type { AdminUser, User } from '../contracts/users.js';

/** shell 3 "Passport auth data: pin, passserial, passnum, jwt, image (all start empty)". */
export type PassportAuthData = { pin: string; passserial: string; passnum: string; jwt: string; image: string };
export const EMPTY_PASSPORT_AUTH_DATA: Readonly<PassportAuthData> = { pin: '', passserial: '', passnum: '', jwt: '', image: '' };

/** shell 3 "Auth payload: passserial, passnum, pin, jwt" (validated by AuthSchema). */
export type AuthPayload = AuthOutput;

/** shell 4: resultCode 1 success, 0 technical work, anything else an error with the message. */
export const AUTH_RESULT_CODES = { success: 1, technicalWork: 0 } as const;

export type { AuthResponse } from '../contracts/identity.js';

/** shell 3 "Face-check token payload: isOk, livenessWasSuccessful, bestshot (image)". */
export type FaceCheckTokenPayload = { isOk: boolean; livenessWasSuccessful: boolean; bestshot: string };

/** shell 3 "Notify item" (the API contract). */
export type { NotifyItem } from '../contracts/identity.js';

export { EQUEUE_STATES, type EqueueState } from './equeue-states.js';

/** shell 3 "E-queue fields" (the API contract). */
export type { EqueueItem } from '../contracts/equeue.js';

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
