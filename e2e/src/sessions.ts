import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
// The API's own token signer and hash: one implementation of the token format for the API and the browser tests.
import { hashSessionToken, newSessionToken } from '../../services/api/src/sessions/session-token.ts';
import { SimulatedCivilRegistry } from '../../services/api/src/civil-registry/simulated-civil-registry.ts';
import { signInDocument, upsertUserFromRegistry } from '../../services/api/src/users/user-from-registry.ts';
import { newPage } from './browser.ts';
import { SESSION_KEY } from './sign-in.ts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * Sessions minted for the browser tests that are not about the sign-in: a
 * bearer token as the API's sign-in issues it (signed with the run's
 * SESSION_SECRET, global-setup), its session row in the run's database, and a
 * browser context that opens already signed in. It skips the face check
 * (sign-in.ts walks it, in the files about the sign-in), which costs 10-40 s
 * per person on this machine.
 *
 * A minted session is one device: the API rotates the token on every answer
 * (spec/shell.md 4) and the browser keeps the newest, so the test's own API
 * calls go through a session of their own (`mintSession`), never through the
 * browser's token.
 */

export type ClientMode = 'browser' | 'kiosk';

export type MintedSession = {
  userId: string;
  pin: string;
  sessionId: string;
  token: string;
  /** A call of the API (`path` without /api/) with this session's bearer token. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
};

/**
 * The user of a demo person. One who never signed in has no user yet: the sign-in makes it
 * from the simulated civil registry (users/user-from-registry.ts), and so does this, with the
 * API's own code.
 */
export async function userIdOf(db: pg.Client, pin: string): Promise<string> {
  const row = (await db.query(`SELECT id FROM users WHERE pin = $1`, [pin])).rows[0] as { id: string } | undefined;
  if (row) return row.id;
  const sql = { query: async (text: string, params?: unknown[]) => (await db.query(text, params)).rows };
  const person = await new SimulatedCivilRegistry(sql).findPerson(pin);
  if (!person) throw new Error(`no person with the personal number ${pin} in the demo civil registry`);
  return upsertUserFromRegistry(sql, person, signInDocument(person));
}

/**
 * Opens a session of the demo person `pin` as the API's sign-in does
 * (SessionsService.create: the signed token, only its hash stored), valid for
 * an hour. `clientMode: 'kiosk'` is a session signed in at the kiosk.
 */
export async function mintSession(db: pg.Client, pin: string, options: { clientMode?: ClientMode; locale?: string } = {}): Promise<MintedSession> {
  const userId = await userIdOf(db, pin);
  const sessionId = randomUUID();
  const token = newSessionToken(sessionId, Buffer.from(inject('sessionSecret'), 'utf8'));
  await db.query(
    `WITH s AS (INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale, client_mode)
       VALUES ($3, $1, now() + interval '1 hour', now() + interval '1 hour', 1, $4, $5) RETURNING id)
     INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $2, id, 1 FROM s`,
    [userId, hashSessionToken(token), sessionId, options.locale ?? 'oz', options.clientMode ?? 'browser'],
  );
  const api = (path: string, init: RequestInit = {}) => fetch(`${inject('apiURL')}/${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  return { userId, pin, sessionId, token, api };
}

/**
 * Accepts the terms for the person (they are the user's, not the session's):
 * answers whether they were not accepted before, so the caller can
 * `withdrawTerms` and leave the person as the other files expect to find them.
 */
export async function acceptTerms(session: MintedSession): Promise<boolean> {
  const profile = (await (await session.api('profile')).json()) as { user: { termsofuse: number } };
  if (profile.user.termsofuse === 1) return false;
  const res = await session.api('offer_accept?action=1', { method: 'POST' });
  if (res.status !== 200) throw new Error(`accepting the terms for ${session.pin} answered ${res.status}`);
  return true;
}

/** The terms withdrawn (which also ends this session): the demo person as a fresh sign-in finds them. */
export async function withdrawTerms(session: MintedSession): Promise<void> {
  const res = await session.api('offer_accept?action=0', { method: 'POST' });
  if (res.status !== 200) throw new Error(`withdrawing the terms of ${session.pin} answered ${res.status}`);
}

/**
 * A fresh session of `pin` for a browser: the session store of packages/ui
 * (localStorage) as the sign-in leaves it, to open a context with (Playwright's
 * `storageState`, written once when the context is made: a later sign-out
 * stays a sign-out). The terms should be accepted first (`acceptTerms`), else
 * the app asks for them. The session answered is the browser's, whose token
 * the app rotates: use it for a sign-out check, not for API calls.
 */
export async function browserSession(db: pg.Client, pin: string, options: { mode?: ClientMode; locale?: 'oz' | 'uz' | 'ru' } = {}): Promise<{ session: MintedSession; storageState: StorageState }> {
  const mode = options.mode ?? 'browser';
  const locale = options.locale ?? 'oz';
  const session = await mintSession(db, pin, { clientMode: mode, locale });
  const profile = (await (await session.api('profile')).json()) as { user: unknown };
  const value = JSON.stringify({ state: { token: session.token, user: profile.user, redirectUrl: null, mode, locale }, version: 1 });
  return { session, storageState: { cookies: [], origins: [{ origin: inject('baseURL'), localStorage: [{ name: SESSION_KEY, value }] }] } };
}

/** A new context and page (browser.ts `newPage`, or `context` options such as the kiosk's screen) signed in as `pin`. */
export async function signedInPage(
  browser: Browser,
  db: pg.Client,
  pin: string,
  options: { mode?: ClientMode; locale?: 'oz' | 'uz' | 'ru'; context?: BrowserContextOptions } = {},
): Promise<{ context: BrowserContext; page: Page; session: MintedSession }> {
  const { session, storageState } = await browserSession(db, pin, options);
  const { context, page } = await newPage(browser, { ...options.context, storageState });
  return { context, page, session };
}
