import { randomInt } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CIVIL_REGISTRY, type CivilRegistry, RegistryUnavailableError } from '../civil-registry/civil-registry.js';
import { createTestApp } from '../testing/app.js';
import {
  authHeader,
  createPerson,
  createUser,
  embeddingWithSimilarity,
  type FaceCheckStub,
  randomEmbedding,
  randomPin,
  startFaceCheckStub,
  type TestPerson,
} from '../testing/identity-factories.js';
import { FACE_MATCH_THRESHOLD } from './face-match.js';
import { IDENTITY_MESSAGES } from './messages.js';
import { AUTH_RESULT } from './result-codes.js';
import { SignInService } from './sign-in.service.js';

/** A session token: `<session id>.<random>.<signature>` (sessions/session-token.ts). */
const TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

/** Each test signs in from its own client address, so rate limits of one test never touch another. */
function newIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

describe('sign-in: POST /api/check_before_auth and POST /api/auth', () => {
  let app: INestApplication;
  let db: DataSource;
  let face: FaceCheckStub;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    face = await startFaceCheckStub();
    app = await createTestApp({ faceCheckUrl: face.url });
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    await face.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const precheck = (p: Pick<TestPerson, 'pin' | 'passserial' | 'passnum'>, ip: string, lang = 'oz') =>
    http()
      .post('/api/check_before_auth')
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', lang)
      .send({ pin: p.pin, passserial: p.passserial, passnum: p.passnum });

  const auth = (p: Pick<TestPerson, 'pin' | 'passserial' | 'passnum'>, jwt: string, ip: string, lang = 'oz') =>
    http()
      .post('/api/auth')
      .set('X-Forwarded-For', ip)
      .set('Accept-Language', lang)
      .send({ pin: p.pin, passserial: p.passserial, passnum: p.passnum, jwt });

  /** A successful pre-check; resolves to its attempt id, which the browser gives the face check as its session id. */
  async function attempt(p: Pick<TestPerson, 'pin' | 'passserial' | 'passnum'>, ip: string): Promise<string> {
    const res = await precheck(p, ip).expect(200);
    return res.headers['x-auth-attempt'] as string;
  }

  /** The whole flow of shell 4: pre-check, face check (signed by the stub, its sid the attempt id), auth. */
  async function signIn(person: TestPerson, embedding: number[], ip = newIp(), claims: Record<string, unknown> = {}) {
    const sid = await attempt(person, ip);
    const jwt = await face.sign({ sub: person.pin, sid, embedding, ...claims });
    return auth(person, jwt, ip);
  }

  describe('check_before_auth', () => {
    it('answers 200 with the text Ok for a living person and their document, and records the attempt', async () => {
      const person = await createPerson();
      const ip = newIp();
      const res = await precheck(person, ip).expect(200);
      expect(res.text).toBe('Ok');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      // The attempt id, in the face-check protocol's session id format (packages/face-check SessionIdSchema).
      const attemptId = res.headers['x-auth-attempt'] as string;
      expect(attemptId).toMatch(/^[\w-]{16,64}$/);
      expect(res.headers['access-control-expose-headers']).toBe('x-auth-attempt');
      const rows = (await db.query(`SELECT outcome, ip, passserial, passnum, attempt_id, used_at FROM auth_attempt WHERE pin = $1`, [person.pin])) as {
        outcome: string;
        ip: string;
      }[];
      expect(rows).toEqual([{ outcome: 'ok', ip, passserial: person.passserial, passnum: person.passnum, attempt_id: attemptId, used_at: null }]);
      // Every pre-check has its own id.
      expect(await attempt(person, ip)).not.toBe(attemptId);
    });

    it('accepts an identity card as well as a passport', async () => {
      const person = await createPerson({ documentTypeId: 46, passserial: 'AD' });
      expect((await precheck(person, newIp()).expect(200)).text).toBe('Ok');
    });

    it('gives an unknown pin, a wrong passport and a deceased person the very same 400 answer (no enumeration)', async () => {
      const person = await createPerson();
      const dead = await createPerson({ deathDate: '2024-03-01' });
      const unknown = await precheck({ ...person, pin: randomPin() }, newIp());
      const wrongPassport = await precheck({ ...person, passnum: String((Number(person.passnum) + 1) % 1e7).padStart(7, '0') }, newIp());
      const otherSeries = await precheck({ ...person, passserial: person.passserial === 'AA' ? 'AB' : 'AA' }, newIp());
      const deceased = await precheck(dead, newIp());
      for (const res of [unknown, wrongPassport, otherSeries, deceased]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 'check_before_auth_failed', message: IDENTITY_MESSAGES.person_not_found.oz });
        expect(res.headers['x-auth-attempt']).toBeUndefined();
      }
      const outcomes = (await db.query(`SELECT outcome FROM auth_attempt WHERE pin IN ($1, $2) ORDER BY outcome`, [
        person.pin,
        dead.pin,
      ])) as { outcome: string }[];
      expect(outcomes.map((o) => o.outcome)).toEqual(['deceased', 'not_found', 'not_found']);
    });

    it('answers in the language of Accept-Language (oz, uz, ru)', async () => {
      const missing = { pin: randomPin(), passserial: 'AA', passnum: '1234567' };
      for (const lang of ['oz', 'uz', 'ru'] as const) {
        const res = await precheck(missing, newIp(), lang).expect(400);
        expect(res.body.message).toBe(IDENTITY_MESSAGES.person_not_found[lang]);
      }
      expect((await precheck(missing, newIp(), 'ru-RU,ru;q=0.9').expect(400)).body.message).toBe(IDENTITY_MESSAGES.person_not_found.ru);
    });

    it('refuses an expired or replaced document with its own message (the caller holds the document)', async () => {
      const expired = await createPerson({ documentExpiry: '2020-01-01' });
      const replaced = await createPerson({ isDocumentActive: false });
      for (const person of [expired, replaced]) {
        const res = await precheck(person, newIp()).expect(400);
        expect(res.body.message).toBe(IDENTITY_MESSAGES.document_expired.oz);
      }
    });

    it('refuses a person whose account an administrator blocked', async () => {
      const person = await createPerson();
      await createUser({ pin: person.pin, state: 2 });
      const res = await precheck(person, newIp()).expect(400);
      expect(res.body.message).toBe(IDENTITY_MESSAGES.account_blocked.oz);
    });

    it('answers bad input with 400 and a clear message, never 500', async () => {
      const ip = newIp();
      const cases: [unknown, string | RegExp][] = [
        [{ passserial: 'AA', passnum: '1234567' }, 'JShShIR kiriting'],
        [{ pin: '1234567890123', passserial: 'AA', passnum: '1234567' }, "JShShIR 14 ta raqamdan iborat bo'lishi kerak"],
        [{ pin: randomPin(), passserial: 'A1', passnum: '1234567' }, "Hujjat seriyasi 2 ta harfdan iborat bo'lishi kerak"],
        [{ pin: randomPin(), passserial: 'AA', passnum: '123456' }, "Hujjat raqami 7 ta raqamdan iborat bo'lishi kerak"],
        [{ pin: randomPin(), passserial: 'AA' }, 'Hujjat raqamini kiriting'],
        [{ pin: 12345678901234, passserial: 'AA', passnum: '1234567' }, /.+/],
      ];
      for (const [body, message] of cases) {
        const res = await http().post('/api/check_before_auth').set('X-Forwarded-For', ip).send(body as object);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        const exact = typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message;
        expect(res.body.message).toMatch(exact);
      }
      const text = await http().post('/api/check_before_auth').set('content-type', 'application/json').send('{"pin":');
      expect(text.status).toBe(400);
      const empty = await http().post('/api/check_before_auth').set('X-Forwarded-For', ip);
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('JShShIR kiriting');
    });

    it('backs off wrong documents per pin and client address (5 free, then 2 s, 4 s …) without locking the rightful person out elsewhere', async () => {
      const person = await createPerson();
      const wrong = { ...person, passnum: person.passnum === '0000001' ? '0000002' : '0000001' };
      const stranger = newIp();
      for (let i = 0; i < 5; i++) await precheck(wrong, stranger).expect(400);
      const limited = await precheck(wrong, stranger, 'ru').expect(429);
      expect(limited.body.code).toBe('too_many_requests');
      expect(limited.body.message).toBe('Слишком много попыток. Повторите через 2 с.');
      expect(limited.headers['retry-after']).toBe('2');
      // From the stranger's address even the right documents wait (the answer must not tell them apart) …
      await precheck(person, stranger).expect(429);
      // … while the rightful person, anywhere else, signs in as ever.
      await precheck(person, newIp()).expect(200);
      await precheck(person, newIp()).expect(200);

      // The wait doubles with each further failure.
      await new Promise((r) => setTimeout(r, 2100));
      await precheck(wrong, stranger).expect(400);
      const longer = await precheck(wrong, stranger).expect(429);
      expect(longer.headers['retry-after']).toBe('4');
    });

    it('rate-limits per client address (30 per window) with 429 and Retry-After', async () => {
      const ip = newIp();
      for (let i = 0; i < 30; i++) await precheck({ pin: randomPin(), passserial: 'AA', passnum: '0000001' }, ip).expect(400);
      const byIp = await precheck(await createPerson(), ip).expect(429);
      expect(byIp.body.message).toMatch(/^Urinishlar soni juda ko'p\. \d+ daqiqadan so'ng qayta urinib ko'ring\.$/);
      expect(Number(byIp.headers['retry-after'])).toBeGreaterThan(60);
    });

    it('answers 503 technical work when the civil registry is down', async () => {
      const registry = app.get<CivilRegistry>(CIVIL_REGISTRY);
      vi.spyOn(registry, 'findPerson').mockRejectedValue(new RegistryUnavailableError(new Error('connect ECONNREFUSED')));
      const res = await precheck(await createPerson(), newIp()).expect(503);
      expect(res.body).toEqual({ code: 'technical_work', message: IDENTITY_MESSAGES.technical_work.oz });
    });
  });

  describe('auth', () => {
    it('signs a new person in (resultCode 1): a user from the registry, a working session token, terms not yet accepted', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const res = await signIn(person, embeddingWithSimilarity(photo, 0.87));
      expect(res.status).toBe(200);
      expect(res.body.resultCode).toBe(AUTH_RESULT.success);
      expect(res.body.message).toBe(IDENTITY_MESSAGES.success.oz);
      expect(res.body.token).toMatch(TOKEN);
      expect(res.body.user).toMatchObject({
        pin: person.pin,
        fullname: person.fullname,
        passserial: person.passserial,
        passnum: person.passnum,
        termsofuse: 0,
        roles: ['citizen'],
        valid: true,
        regionid: 1726,
        districtid: 172602,
        phone: '901112233',
      });
      expect(res.body.user.userid).toMatch(/^\d+$/);
      const filled = ['name', 'surname', 'lastname', 'birthdate', 'issueorg', 'issuedate', 'exprdate', 'regaddress', 'citizenship'];
      expect(filled.filter((field) => !res.body.user[field])).toEqual([]);
      const check = await http().get('/api/check_token').set(authHeader(res.body.token)).expect(200);
      expect(check.headers.token).toBeDefined();
      const [row] = (await db.query(`SELECT result_code, similarity FROM sign_in WHERE pin = $1`, [person.pin])) as {
        result_code: number;
        similarity: number;
      }[];
      expect(row!.result_code).toBe(1);
      expect(row!.similarity).toBeCloseTo(0.87, 2);
    });

    it('records on the session the client it signed in from: kiosk with `x-client-mode: kiosk`, browser otherwise', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      for (const [header, mode] of [['kiosk', 'kiosk'], [undefined, 'browser'], ['desktop', 'browser']] as const) {
        const ip = newIp();
        const jwt = await face.sign({ sub: person.pin, sid: await attempt(person, ip), embedding: photo });
        const req = http().post('/api/auth').set('X-Forwarded-For', ip);
        if (header) void req.set('x-client-mode', header);
        const res = await req.send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum, jwt }).expect(200);
        expect(res.body.resultCode).toBe(AUTH_RESULT.success);
        const sessionId = (res.body.token as string).split('.')[0];
        const [row] = (await db.query(`SELECT client_mode FROM sessions WHERE id = $1`, [sessionId])) as { client_mode: string }[];
        expect({ header, mode: row!.client_mode }).toEqual({ header, mode });
      }
    });

    it('keeps roles, terms and comments of an existing user and refreshes the registry data', async () => {
      const person = await createPerson({ photo: null });
      const user = await createUser({ pin: person.pin, roles: ['notary'], termsofuse: 1, comments: 'kept', phone: '990000000' });
      const res = await signIn(person, randomEmbedding());
      expect(res.body.resultCode).toBe(1);
      expect(res.body.user).toMatchObject({ id: user.id, roles: ['notary'], termsofuse: 1, phone: '901112233' });
      const [row] = (await db.query(`SELECT comments FROM users WHERE id = $1`, [user.id])) as { comments: string }[];
      expect(row!.comments).toBe('kept');
    });

    it('enrols the first live check as the registry photo of a person without one, and matches later checks against it', async () => {
      const person = await createPerson({ photo: null });
      const face1 = randomEmbedding();
      expect((await signIn(person, face1)).body.resultCode).toBe(AUTH_RESULT.success);
      const [stored] = (await db.query(`SELECT photo_embedding, photo_source FROM registry_person WHERE pin = $1`, [person.pin])) as {
        photo_embedding: number[];
        photo_source: string;
      }[];
      expect(stored!.photo_source).toBe('demo_enrolment');
      expect(stored!.photo_embedding[0]).toBeCloseTo(face1[0]!, 5);
      expect((await signIn(person, embeddingWithSimilarity(face1, 0.8))).body.resultCode).toBe(AUTH_RESULT.success);
      // Someone else's face on the same documents does not overwrite the enrolled photo.
      const other = await signIn(person, randomEmbedding());
      expect(other.body).toMatchObject({ resultCode: AUTH_RESULT.faceMismatch, token: null, user: null });
    });

    it('with demo enrolment off, a person without a registry photo cannot sign in (resultCode 10)', async () => {
      const service = app.get(SignInService);
      const config = service.config as { isDemoEnrolmentEnabled: boolean };
      config.isDemoEnrolmentEnabled = false;
      try {
        const person = await createPerson({ photo: null });
        const res = await signIn(person, randomEmbedding());
        expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.photoMissing, message: IDENTITY_MESSAGES.photo_missing.oz, token: null });
        const [row] = (await db.query(`SELECT photo_embedding FROM registry_person WHERE pin = $1`, [person.pin])) as {
          photo_embedding: number[] | null;
        }[];
        expect(row!.photo_embedding).toBeNull();
      } finally {
        config.isDemoEnrolmentEnabled = true;
      }
    });

    it(`refuses a face below the threshold ${FACE_MATCH_THRESHOLD} (resultCode 7) and accepts one just above`, async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const below = await signIn(person, embeddingWithSimilarity(photo, FACE_MATCH_THRESHOLD - 0.01));
      expect(below.body).toMatchObject({ resultCode: AUTH_RESULT.faceMismatch, message: IDENTITY_MESSAGES.face_mismatch.oz, token: null });
      const above = await signIn(person, embeddingWithSimilarity(photo, FACE_MATCH_THRESHOLD + 0.01));
      expect(above.body.resultCode).toBe(AUTH_RESULT.success);
      // A different measured man (max 0.59 in MEASURED.md) is refused; an embedding of another length is no match.
      expect((await signIn(person, embeddingWithSimilarity(photo, 0.59))).body.resultCode).toBe(AUTH_RESULT.faceMismatch);
      expect((await signIn(person, randomEmbedding(512))).body.resultCode).toBe(AUTH_RESULT.faceMismatch);
    });

    it('refuses an expired token, a forged signature, another algorithm and malformed claims (resultCode 2)', async () => {
      const photo = randomEmbedding();
      const now = Math.floor(Date.now() / 1000);
      const forgeries: ((pin: string, sid: string) => Promise<string>)[] = [
        (pin, sid) => face.sign({ sub: pin, sid, embedding: photo, iat: now - 200, exp: now - 60 }),
        (pin, sid) => face.sign({ sub: pin, sid, embedding: photo }, { key: 'foreign' }),
        (pin, sid) => face.sign({ sub: pin, sid, embedding: photo, isOk: 'yes' }),
        (pin, sid) => face.sign({ sub: pin, sid, embedding: 'none' }),
        // Issued long ago with a far expiry: older than the accepted age.
        (pin, sid) => face.sign({ sub: pin, sid, embedding: photo, iat: now - 3600, exp: now + 3600 }),
        async (pin, sid) => {
          const [header, payload] = (await face.sign({ sub: pin, sid, embedding: photo })).split('.');
          return `${header}.${payload}.${'A'.repeat(86)}`;
        },
        async (pin, sid) => {
          const [, payload] = (await face.sign({ sub: pin, sid, embedding: photo })).split('.');
          return `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.x`;
        },
      ];
      for (const [i, forge] of forgeries.entries()) {
        const person = await createPerson({ photo });
        const ip = newIp();
        const sid = await attempt(person, ip);
        const res = await auth(person, await forge(person.pin, sid), ip).expect(200);
        expect({ forgery: i, body: res.body }).toEqual({
          forgery: i,
          body: { resultCode: AUTH_RESULT.faceTokenInvalid, message: IDENTITY_MESSAGES.face_token_invalid.oz, token: null, user: null },
        });
      }
    });

    it('accepts a face-check token once only (resultCode 3 on replay)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const ip = newIp();
      const jwt = await face.sign({ sub: person.pin, sid: await attempt(person, ip), embedding: photo });
      expect((await auth(person, jwt, ip)).body.resultCode).toBe(AUTH_RESULT.success);
      const replay = await auth(person, jwt, ip).expect(200);
      expect(replay.body).toMatchObject({ resultCode: AUTH_RESULT.faceTokenReused, message: IDENTITY_MESSAGES.face_token_reused.oz, token: null });
      // Even when the first use failed, the token is spent.
      const lowFirst = await face.sign({ sub: person.pin, sid: await attempt(person, ip), embedding: randomEmbedding() });
      expect((await auth(person, lowFirst, ip)).body.resultCode).toBe(AUTH_RESULT.faceMismatch);
      expect((await auth(person, lowFirst, ip)).body.resultCode).toBe(AUTH_RESULT.faceTokenReused);
    });

    it('refuses a token issued for another pin (resultCode 4)', async () => {
      const photo = randomEmbedding();
      const victim = await createPerson({ photo });
      const attacker = await createPerson({ photo: randomEmbedding() });
      const ip = newIp();
      const sid = await attempt(victim, ip);
      const attackersToken = await face.sign({ sub: attacker.pin, sid, embedding: photo });
      const res = await auth(victim, attackersToken, ip).expect(200);
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.faceTokenOtherPerson, token: null, user: null });
    });

    it('requires the token to be issued for an attempt of this pin and document: its sid is the pre-check\'s attempt id (resultCode 5)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const ip = newIp();
      // No pre-check at all.
      let res = await auth(person, await face.sign({ sub: person.pin, embedding: photo }), ip);
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.attemptMissing, message: IDENTITY_MESSAGES.attempt_missing.oz, token: null });
      // A successful pre-check, but the face check ran under another session id: a random one, or the attempt id altered.
      const sid = await attempt(person, ip);
      for (const wrong of ['a-random-session-id-0001', `${sid.slice(0, -1)}${sid.endsWith('A') ? 'B' : 'A'}`]) {
        res = await auth(person, await face.sign({ sub: person.pin, sid: wrong, embedding: photo }), ip);
        expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.attemptMissing, message: IDENTITY_MESSAGES.attempt_missing.oz, token: null });
      }
      // Those refusals did not spend the attempt: its own token still signs in.
      res = await auth(person, await face.sign({ sub: person.pin, sid, embedding: photo }), ip);
      expect(res.body.resultCode).toBe(AUTH_RESULT.success);
      // A failed pre-check gives no attempt id, so nothing to run a face check for.
      const other = await createPerson({ photo });
      const failed = await precheck({ ...other, passnum: '0000000' }, ip).expect(400);
      expect(failed.headers['x-auth-attempt']).toBeUndefined();
    });

    it('spends an attempt at its first /auth: a second face check under the same attempt is refused (resultCode 13)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const ip = newIp();
      const sid = await attempt(person, ip);
      expect((await auth(person, await face.sign({ sub: person.pin, sid, embedding: photo }), ip)).body.resultCode).toBe(AUTH_RESULT.success);
      // Another face-check token (its own jti) for the same attempt.
      let res = await auth(person, await face.sign({ sub: person.pin, sid, embedding: photo }), ip, 'ru');
      expect(res.body).toEqual({ resultCode: AUTH_RESULT.attemptUsed, message: IDENTITY_MESSAGES.attempt_used.ru, token: null, user: null });
      // A refused first use spends the attempt too (a retry starts with a new pre-check).
      const sid2 = await attempt(person, ip);
      expect((await auth(person, await face.sign({ sub: person.pin, sid: sid2, embedding: randomEmbedding() }), ip)).body.resultCode).toBe(
        AUTH_RESULT.faceMismatch,
      );
      res = await auth(person, await face.sign({ sub: person.pin, sid: sid2, embedding: photo }), ip);
      expect(res.body.resultCode).toBe(AUTH_RESULT.attemptUsed);
      const [row] = (await db.query(`SELECT used_at FROM auth_attempt WHERE attempt_id = $1`, [sid2])) as { used_at: Date | null }[];
      expect(row!.used_at).toBeInstanceOf(Date);
    });

    it('refuses an attempt older than 10 minutes, and a token issued before its attempt (resultCode 5)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const ip = newIp();
      const stale = await attempt(person, ip);
      await db.query(`UPDATE auth_attempt SET created_at = now() - interval '11 minutes' WHERE attempt_id = $1`, [stale]);
      let res = await auth(person, await face.sign({ sub: person.pin, sid: stale, embedding: photo }), ip, 'uz');
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.attemptMissing, message: IDENTITY_MESSAGES.attempt_missing.uz, token: null });
      // Just inside the 10 minutes it is still good.
      const recent = await attempt(person, ip);
      await db.query(`UPDATE auth_attempt SET created_at = now() - interval '9 minutes' WHERE attempt_id = $1`, [recent]);
      res = await auth(person, await face.sign({ sub: person.pin, sid: recent, embedding: photo }), ip);
      expect(res.body.resultCode).toBe(AUTH_RESULT.success);
      // A token claiming an attempt that was made after it was issued.
      const later = await attempt(person, ip);
      const early = await face.sign({ sub: person.pin, sid: later, embedding: photo, iat: Math.floor(Date.now() / 1000) - 30 });
      res = await auth(person, early, ip);
      expect(res.body.resultCode).toBe(AUTH_RESULT.attemptMissing);
    });

    it("refuses a token issued for another person's attempt, even with this person's pin and documents (resultCode 4)", async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const someone = await createPerson({ photo: randomEmbedding() });
      const ip = newIp();
      await attempt(person, ip);
      const theirs = await attempt(someone, newIp());
      const res = await auth(person, await face.sign({ sub: person.pin, sid: theirs, embedding: photo }), ip);
      expect(res.body).toEqual({
        resultCode: AUTH_RESULT.faceTokenOtherPerson,
        message: IDENTITY_MESSAGES.face_token_other_person.oz,
        token: null,
        user: null,
      });
      // The refusal does not spend someone else's attempt.
      const [row] = (await db.query(`SELECT used_at FROM auth_attempt WHERE attempt_id = $1`, [theirs])) as { used_at: Date | null }[];
      expect(row!.used_at).toBeNull();
    });

    it('refuses a failed face check: isOk or livenessWasSuccessful false (resultCode 6)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      for (const claims of [{ isOk: false }, { livenessWasSuccessful: false }]) {
        const res = await signIn(person, photo, newIp(), claims);
        expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.livenessFailed, message: IDENTITY_MESSAGES.liveness_failed.oz });
      }
    });

    it('refuses a person who died after the pre-check (resultCode 8)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const ip = newIp();
      const sid = await attempt(person, ip);
      await db.query(`UPDATE registry_person SET death_date = current_date WHERE pin = $1`, [person.pin]);
      const res = await auth(person, await face.sign({ sub: person.pin, sid: sid, embedding: photo }), ip, 'uz');
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.personDeceased, message: IDENTITY_MESSAGES.person_deceased.uz, token: null });
    });

    it('refuses a document that left the registry after the pre-check (9) or expired meanwhile (12)', async () => {
      const photo = randomEmbedding();
      const gone = await createPerson({ photo });
      const ip = newIp();
      const goneSid = await attempt(gone, ip);
      await db.query(`DELETE FROM registry_document WHERE pin = $1`, [gone.pin]);
      let res = await auth(gone, await face.sign({ sub: gone.pin, sid: goneSid, embedding: photo }), ip);
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.personNotFound, message: IDENTITY_MESSAGES.person_not_found.oz });

      const expiring = await createPerson({ photo });
      const expiringSid = await attempt(expiring, ip);
      await db.query(`UPDATE registry_document SET expiry_date = current_date - 1 WHERE pin = $1`, [expiring.pin]);
      res = await auth(expiring, await face.sign({ sub: expiring.pin, sid: expiringSid, embedding: photo }), ip);
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.documentExpired, message: IDENTITY_MESSAGES.document_expired.oz });
    });

    it('refuses an account blocked after the pre-check (resultCode 11)', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      await createUser({ pin: person.pin });
      const ip = newIp();
      const sid = await attempt(person, ip);
      await db.query(`UPDATE users SET state = 2 WHERE pin = $1`, [person.pin]);
      const res = await auth(person, await face.sign({ sub: person.pin, sid: sid, embedding: photo }), ip, 'ru');
      expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.accountBlocked, message: IDENTITY_MESSAGES.account_blocked.ru, token: null });
    });

    it('answers technical work (resultCode 0) when the civil registry is down', async () => {
      const photo = randomEmbedding();
      const person = await createPerson({ photo });
      const ip = newIp();
      const sid = await attempt(person, ip);
      const registry = app.get<CivilRegistry>(CIVIL_REGISTRY);
      vi.spyOn(registry, 'findPerson').mockRejectedValue(new RegistryUnavailableError(new Error('timeout')));
      const res = await auth(person, await face.sign({ sub: person.pin, sid: sid, embedding: photo }), ip);
      expect(res.body).toEqual({ resultCode: 0, message: IDENTITY_MESSAGES.technical_work.oz, token: null, user: null });
    });

    it('answers technical work (resultCode 0) when the face-check key set cannot be fetched', async () => {
      const down = await startFaceCheckStub();
      await down.close();
      const other = await createTestApp({ faceCheckUrl: down.url });
      try {
        const photo = randomEmbedding();
        const person = await createPerson({ photo });
        const ip = newIp();
        await request(other.getHttpServer())
          .post('/api/check_before_auth')
          .set('X-Forwarded-For', ip)
          .send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum })
          .expect(200);
        const res = await request(other.getHttpServer())
          .post('/api/auth')
          .set('X-Forwarded-For', ip)
          .send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum, jwt: await face.sign({ sub: person.pin, embedding: photo }) })
          .expect(200);
        expect(res.body).toEqual({ resultCode: 0, message: IDENTITY_MESSAGES.technical_work.oz, token: null, user: null });
      } finally {
        await other.close();
      }
    });

    it('answers technical work (resultCode 0) when the key set answers 500, not "invalid token"', async () => {
      const { createServer } = await import('node:http');
      const broken = createServer((_req, res) => res.writeHead(500).end('upstream down'));
      await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
      const other = await createTestApp({ faceCheckUrl: `http://127.0.0.1:${(broken.address() as { port: number }).port}` });
      try {
        const photo = randomEmbedding();
        const person = await createPerson({ photo });
        const ip = newIp();
        const server = other.getHttpServer();
        await request(server).post('/api/check_before_auth').set('X-Forwarded-For', ip).send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum }).expect(200);
        const jwt = await face.sign({ sub: person.pin, embedding: photo });
        const res = await request(server).post('/api/auth').set('X-Forwarded-For', ip).send({ pin: person.pin, passserial: person.passserial, passnum: person.passnum, jwt }).expect(200);
        expect(res.body).toMatchObject({ resultCode: AUTH_RESULT.technicalWork, token: null });
      } finally {
        await other.close();
        await new Promise((resolve) => broken.close(resolve));
      }
    });

    it('rate-limits auth per pin and client address (5 per window) with 429, not the pin from elsewhere', async () => {
      const person = await createPerson({ photo: randomEmbedding() });
      const stranger = newIp();
      for (let i = 0; i < 5; i++) {
        const res = await auth(person, await face.sign({ sub: person.pin }), stranger);
        expect(res.body.resultCode).toBe(AUTH_RESULT.attemptMissing);
      }
      const limited = await auth(person, await face.sign({ sub: person.pin }), stranger, 'uz').expect(429);
      expect(limited.body.message).toMatch(/^Уринишлар сони жуда кўп/);
      expect(limited.headers['retry-after']).toBeDefined();
      // The person's own tries from another address are not used up by the stranger's.
      const elsewhere = await auth(person, await face.sign({ sub: person.pin }), newIp()).expect(200);
      expect(elsewhere.body.resultCode).toBe(AUTH_RESULT.attemptMissing);
    });

    it('answers bad input with 400, never 500', async () => {
      const person = await createPerson();
      const ip = newIp();
      const missingJwt = await http().post('/api/auth').set('X-Forwarded-For', ip).send({ ...person, jwt: undefined }).expect(400);
      expect(missingJwt.body.message).toBe("Yuzni tekshirish natijasi yo'q");
      const notJwt = await http().post('/api/auth').set('X-Forwarded-For', ip).send({ ...person, jwt: 'abc' }).expect(400);
      expect(notJwt.body.code).toBe('validation_failed');
      await http().post('/api/auth').set('X-Forwarded-For', ip).send([]).expect(400);
    });
  });
});
