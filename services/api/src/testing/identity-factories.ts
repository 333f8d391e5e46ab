import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { makePin } from '../civil-registry/pin.js';
import { loadConfig } from '../config.js';
import { sessionConfigOf } from '../sessions/session-config.js';
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

/**
 * Opens a session for the user, as a successful sign-in does, and returns its
 * bearer token (signed with the key the test app uses: both take it from the
 * test configuration, `loadConfig({ NODE_ENV: 'test' })`). `clientMode: 'kiosk'` is a sign-in at a kiosk.
 */
export async function createSession(
  user: { id: string },
  options: { locale?: string; clientMode?: 'browser' | 'kiosk' } = {},
): Promise<string> {
  const sessionId = randomUUID();
  const token = newSessionToken(sessionId, sessionConfigOf(loadConfig({ NODE_ENV: 'test' })).secret);
  await db().query(
    `WITH s AS (
       INSERT INTO sessions (id, user_id, expires_at, absolute_expires_at, token_seq, locale, client_mode)
       VALUES ($4, $1, now() + interval '30 minutes', now() + interval '12 hours', 1, $2, $5) RETURNING id
     )
     INSERT INTO session_tokens (token_hash, session_id, seq) SELECT $3, id, 1 FROM s`,
    [user.id, options.locale ?? 'oz', hashSessionToken(token), sessionId, options.clientMode ?? 'browser'],
  );
  return token;
}

/** The request header of a bearer token: `request(server).get(url).set(authHeader(token))`. */
export function authHeader(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

// --- Civil registry ------------------------------------------------------------------

export type PersonOverrides = Partial<{
  pin: string;
  surname: string;
  name: string;
  patronym: string;
  gender: 1 | 2;
  birthDate: string;
  deathDate: string | null;
  phone: string | null;
  isPhoneActive: boolean;
  isPersonalDataVerified: boolean;
  regionId: number | null;
  districtId: number | null;
  /** The registry photo's embedding; none by default (demo enrolment takes the first live check's). */
  photo: number[] | null;
  passserial: string;
  passnum: string;
  /** typeId of the identity document: 1 passport (default), 46 identity card. */
  documentTypeId: number;
  documentExpiry: string | null;
  isDocumentActive: boolean;
}>;

export type TestPerson = { pin: string; passserial: string; passnum: string; fullname: string };

/** A person of the simulated civil registry with one identity document. */
export async function createPerson(overrides: PersonOverrides = {}): Promise<TestPerson> {
  const gender = overrides.gender ?? 1;
  const birthDate = overrides.birthDate ?? '1986-05-20';
  const pin = overrides.pin ?? randomPin(gender, birthDate);
  const passport = randomPassport();
  const passserial = overrides.passserial ?? passport.passserial;
  const passnum = overrides.passnum ?? passport.passnum;
  const surname = overrides.surname ?? (gender === 1 ? 'TOSHMATOV' : 'TOSHMATOVA');
  const name = overrides.name ?? (gender === 1 ? 'BOBUR' : 'ZILOLA');
  const patronym = overrides.patronym ?? (gender === 1 ? "ODIL O'G'LI" : 'ODIL QIZI');
  await db().query(
    `INSERT INTO registry_person (pin, surname, name, patronym, gender, birth_date, birth_place, nationality,
                                  region_id, district_id, reg_address, death_date, phone, is_phone_active,
                                  is_personal_data_verified, photo_embedding, photo_source)
     VALUES ($1, $2, $3, $4, $5, $6, 'TOSHKENT SHAHRI', 'O''ZBEK', $7, $8, 'Toshkent shahri, Chilonzor tumani, 9-mavze, 4-uy',
             $9, $10, $11, $12, $13::real[], CASE WHEN $13::real[] IS NULL THEN NULL ELSE 'registry' END)`,
    [
      pin, surname, name, patronym, gender, birthDate,
      overrides.regionId === undefined ? 1726 : overrides.regionId,
      overrides.districtId === undefined ? 172602 : overrides.districtId,
      overrides.deathDate ?? null,
      overrides.phone === undefined ? '901112233' : overrides.phone,
      overrides.isPhoneActive ?? true,
      overrides.isPersonalDataVerified ?? true,
      overrides.photo ?? null,
    ],
  );
  await db().query(
    `INSERT INTO registry_document (pin, type_id, series, number, issue_org, issue_date, expiry_date, is_active)
     VALUES ($1, $2, $3, $4, 'TOSHKENT SHAHAR CHILONZOR TUMANI IIB', current_date - 400, $5, $6)`,
    [
      pin,
      overrides.documentTypeId ?? 1,
      passserial,
      passnum,
      overrides.documentExpiry === undefined ? '2034-01-01' : overrides.documentExpiry,
      overrides.isDocumentActive ?? true,
    ],
  );
  return { pin, passserial, passnum, fullname: `${surname} ${name} ${patronym}` };
}

// --- Face check ----------------------------------------------------------------------

/** A unit vector of `length` random components: a stand-in for a face embedding. */
export function randomEmbedding(length = 1024): number[] {
  const v = Array.from({ length }, () => Math.random() * 2 - 1);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

/** An embedding whose cosine similarity to `base` is exactly `similarity` (another face, or the same one, by degree). */
export function embeddingWithSimilarity(base: number[], similarity: number): number[] {
  const norm = Math.hypot(...base);
  const unit = base.map((x) => x / norm);
  // A random direction made orthogonal to `unit` (Gram–Schmidt), then mixed in.
  const r = randomEmbedding(base.length);
  const dot = r.reduce((s, x, i) => s + x * unit[i]!, 0);
  const ortho = r.map((x, i) => x - dot * unit[i]!);
  const on = Math.hypot(...ortho);
  const s = Math.sqrt(1 - similarity * similarity);
  return unit.map((u, i) => similarity * u + (s * ortho[i]!) / on);
}

/**
 * Claims to sign. Defaults: isOk and livenessWasSuccessful true, a best shot,
 * a random embedding, a random sid and jti, issued now, valid two minutes.
 * Any claim may be overridden with a wrong type, to forge malformed results.
 */
export type FaceClaimsInput = Record<string, unknown> & { sub?: string; jti?: string; iat?: number; exp?: number };

export type FaceCheckStub = {
  /** Base URL to pass as `faceCheckUrl`; the key set is at /face-check/jwks.json. */
  url: string;
  /** Signs claims as the face-check service does (ES256, the stub's key). */
  sign(claims: FaceClaimsInput, options?: { key?: 'own' | 'foreign'; alg?: string }): Promise<string>;
  close(): Promise<void>;
};

/**
 * A stand-in for the face-check service's key set: an HTTP server publishing
 * an ES256 public key at /face-check/jwks.json, and a signer of face-check
 * results with its private key (or with a foreign key, for forgeries).
 */
export async function startFaceCheckStub(): Promise<FaceCheckStub> {
  const { createServer } = await import('node:http');
  const { SignJWT, exportJWK, generateKeyPair } = await import('jose');
  const { FACE_CHECK_AUDIENCE, FACE_CHECK_ISSUER } = await import('@notary/face-check/token');
  const own = await generateKeyPair('ES256', { extractable: true });
  const foreign = await generateKeyPair('ES256', { extractable: true });
  const publicJwk = { ...(await exportJWK(own.publicKey)), kid: 'test-key', alg: 'ES256', use: 'sig' };
  const server = createServer((req, res) => {
    if (req.url === '/face-check/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async sign(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const { iat = now, exp = now + 120, sub, jti, ...rest } = claims;
      const payload = {
        isOk: true,
        livenessWasSuccessful: true,
        // A base64 JPEG as the service sends it (only its shape is checked).
        bestshot: `/9j/4AAQSkZJRgABAQ${'A'.repeat(120)}`,
        embedding: randomEmbedding(),
        sid: `session-${randomUUID()}`,
        ...rest,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: options.alg ?? 'ES256', kid: 'test-key' })
        .setIssuer(FACE_CHECK_ISSUER)
        .setAudience(FACE_CHECK_AUDIENCE)
        .setSubject(sub ?? '00000000000000')
        .setJti(jti ?? randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(options.key === 'foreign' ? foreign.privateKey : own.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
