import type { Locale } from '@notary/domain/constants';
import type { Request } from 'express';
import type { ClientMode } from '../sessions/sessions.service.js';
import type { Role } from '../users/user.entity.js';

/** The signed-in user as every module sees it (`@CurrentUser()`). */
export type SessionUser = {
  id: string;
  pin: string;
  roles: Role[];
  fullname: string;
  /** The notary record of a notary user; null for everyone else. */
  notaryId: string | null;
  /**
   * The office of that notary record (null without one), read with the
   * session on each request. Absent where the user was not built from a
   * session's check (then `officeOfUser` reads it).
   */
  officeId?: string | null;
  /** The language of this request (Accept-Language), for messages. */
  locale: Locale;
  /**
   * The client the session signed in from (recorded at sign-in). Set for
   * every HTTP request; absent where no HTTP session is at hand (sockets),
   * which counts as a browser.
   */
  clientMode?: ClientMode;
};

/** What the guards attach to the request once the bearer token checked out. */
export type RequestIdentity = {
  user: SessionUser;
  sessionId: string;
  tokenSeq: number;
  /**
   * The session's next token, stored when this request's token was checked;
   * the answer carries it in `token` if it is a 200. Null once the request
   * ended its own session (SessionsService.revokeCurrent).
   */
  nextToken: string | null;
  termsofuse: number;
  clientMode: ClientMode;
};

/** The request as the guards leave it. */
export type IdentifiedRequest = Request & { identity?: RequestIdentity };
