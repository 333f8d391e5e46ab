import { randomInt } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { makePin } from '../civil-registry/pin.js';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.js';
import type { Role } from '../users/user.entity.js';

/**
 * Test data of the identity side, written straight to the run's database so
 * that any module's test can have a signed-in citizen, notary or admin in
 * two lines:
 *
 *   const notary = await createUser({ roles: ['notary'], notaryId });
 *   const res = await request(server).get('/api/x').set(authHeader(await createSession(notary)));
 */

let pool: pg.Pool | undefined;
function db(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: inject('databaseUrl'), max: 4, allowExitOnIdle: true });
  return pool;
}

/** The columns of `users` a test may set (spec/shell.md 3 plus the admin fields). */
export type UserOverrides = Partial<{
  pin: string;
  name: string;
  surname: string;
  lastname: string;
  fullname: string;
  gender: 1 | 2;
  birthdate: string;
  passserial: string;
  passnum: string;
  phone: string | null;
  email: string | null;
  valid: 0 | 1;
  termsofuse: 0 | 1;
  roles: Role[];
  state: 1 | 2;
  isdeleted: 0 | 1;
  comments: string | null;
  notaryId: string | null;
  regionid: number | null;
  districtid: number | null;
  regaddress: string | null;
}>;

export type TestUser = {
  id: string;
  userid: string;
  pin: string;
  fullname: string;
  passserial: string;
  passnum: string;
  roles: Role[];
  termsofuse: number;
  notaryId: string | null;
};

/** A pin of the registry's shape, unique enough for one test run. */
export function randomPin(gender: 1 | 2 = randomInt(1, 3) as 1 | 2, birthdate?: string): string {
  const date =
    birthdate ?? `${randomInt(1950, 2004)}-${String(randomInt(1, 13)).padStart(2, '0')}-${String(randomInt(1, 29)).padStart(2, '0')}`;
  return makePin({ gender, birthdate: date, districtCode: randomInt(1, 1000), serial: randomInt(0, 1000) });
}

export function randomPassport(): { passserial: string; passnum: string } {
  const series = ['AA', 'AB', 'AC', 'AD', 'AE', 'FA'];
  return { passserial: series[randomInt(series.length)]!, passnum: String(randomInt(0, 10_000_000)).padStart(7, '0') };
}

/** Inserts a user; every field has a plausible default. Signed in as a citizen who accepted the terms unless overridden. */
export async function createUser(overrides: UserOverrides = {}): Promise<TestUser> {
  const gender = overrides.gender ?? 1;
  const birthdate = overrides.birthdate ?? '1988-04-17';
  const passport = randomPassport();
  const name = overrides.name ?? (gender === 1 ? 'Jasur' : 'Dilnoza');
  const surname = overrides.surname ?? (gender === 1 ? 'Karimov' : 'Karimova');
  const lastname = overrides.lastname ?? (gender === 1 ? "Anvar o'g'li" : 'Anvar qizi');
  const row = {
    pin: overrides.pin ?? randomPin(gender, birthdate),
    name,
    surname,
    lastname,
    fullname: overrides.fullname ?? `${surname} ${name} ${lastname}`.toUpperCase(),
    gender,
    birthdate,
    passserial: overrides.passserial ?? passport.passserial,
    passnum: overrides.passnum ?? passport.passnum,
    phone: overrides.phone === undefined ? `9${String(randomInt(0, 100_000_000)).padStart(8, '0')}` : overrides.phone,
    email: overrides.email ?? null,
    valid: overrides.valid ?? 1,
    termsofuse: overrides.termsofuse ?? 1,
    roles: overrides.roles ?? ['citizen'],
    state: overrides.state ?? 1,
    isdeleted: overrides.isdeleted ?? 0,
    comments: overrides.comments ?? null,
    notary_id: overrides.notaryId ?? null,
    regionid: overrides.regionid ?? 26,
    districtid: overrides.districtid ?? 2603,
    regaddress: overrides.regaddress ?? "Toshkent shahri, Yunusobod tumani, Amir Temur ko'chasi, 12-uy",
  };
  const columns = Object.keys(row);
  const { rows } = await db().query<TestUser & { notary_id: string | null }>(
    `INSERT INTO users (${columns.join(', ')}, citizenship, nationality, birthcountry)
     VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, 'O''ZBEKISTON', 'O''ZBEK', 'O''ZBEKISTON')
     RETURNING id, userid, pin, fullname, passserial, passnum, roles, termsofuse, notary_id`,
    Object.values(row),
  );
  const { notary_id: notaryId, ...user } = rows[0]!;
  return { ...user, notaryId };
}

/** Opens a session for the user, as a successful sign-in does, and returns its bearer token. */
export async function createSession(user: { id: string }, options: { locale?: string } = {}): Promise<string> {
  const token = newSessionToken();
  await db().query(
    `WITH s AS (
       INSERT INTO sessions (user_id, expires_at, absolute_expires_at, token_seq, locale)
       VALUES ($1, now() + interval '30 minutes', now() + interval '12 hours', 1, $2) RETURNING id
     )
     INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $3, id, 1 FROM s`,
    [user.id, options.locale ?? 'oz', hashSessionToken(token)],
  );
  return token;
}

/** The request header of a bearer token: `request(server).get(url).set(authHeader(token))`. */
export function authHeader(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}
