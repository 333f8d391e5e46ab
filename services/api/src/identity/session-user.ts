import type { Locale } from '@notary/domain/constants';
import type { Request } from 'express';
import type { Role } from '../users/user.entity.js';

/** The signed-in user as every module sees it (`@CurrentUser()`). */
export type SessionUser = {
  id: string;
  pin: string;
  roles: Role[];
  fullname: string;
  /** The notary record of a notary user; null for everyone else. */
  notaryId: string | null;
  /** The language of this request (Accept-Language), for messages. */
  locale: Locale;
};

/** What the guards attach to the request once the bearer token checked out. */
export type RequestIdentity = {
  user: SessionUser;
  sessionId: string;
  tokenSeq: number;
  termsofuse: number;
};

/** The request as the guards leave it. */
export type IdentifiedRequest = Request & { identity?: RequestIdentity };
