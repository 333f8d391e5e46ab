import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import request from 'supertest';
import { SessionsService, SLIDE_STEP_SECONDS } from '../sessions/sessions.service.js';
import { createTestApp } from '../testing/app.js';
import { changeInTable, sessionOwners } from '../testing/table-change.js';
import { newSessionToken } from '../sessions/session-token.js';
import { createAct, signedCitizen } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';

const ACCESS_DENIED = { code: 'access_denied', message: 'Access Denied' };
/** `<session id>.<random>.<signature>` (sessions/session-token.ts). */
const TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

/** Moves a user's sessions a slide step and a half back in time: the next request slides the idle expiry and rotates the token. */
async function nextStep(app: INestApplication, userId: string): Promise<void> {
  await changeInTable(
    app,
    `UPDATE sessions SET expires_at = expires_at - make_interval(secs => $2) WHERE user_id = $1 RETURNING id`,
    [userId, SLIDE_STEP_SECONDS * 1.5],
    sessionOwners,
  );
}

/**
 * The statements a spy on the DataSource saw, but for the batch that retires
 * fresh tokens' predecessors (SessionsService, RETIRE_BATCH_MS after
 * their first use): it runs on its timer, off every request's path, and an
 * earlier test's batch may come due inside any window.
 */
const requestQueries = (spy: MockInstance) =>
  spy.mock.calls.map(([sql]) => String(sql)).filter((sql) => !sql.includes('FROM unnest($1::uuid[], $2::int[]) AS x(session_id, seq)'));

describe('sessions: GET /api/check_token, POST /api/logout, token rotation', () => {
  const api = useTestApi();
  const { http } = api;
  let db: DataSource;
  beforeAll(() => {
    db = api.app.get(DataSource);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 403 Access Denied without a token, with a malformed one and with an unknown one', async () => {
    const none = await http().get('/api/check_token').expect(403);
    expect(none.body).toMatchObject(ACCESS_DENIED);
    await http().get('/api/check_token').set('Authorization', 'Bearer x').expect(403);
    const unknown = await http().get('/api/check_token').set(authHeader('A'.repeat(43))).expect(403);
    expect(unknown.body).toMatchObject(ACCESS_DENIED);
    expect(unknown.headers.token).toBeUndefined();
  });

  it('answers 200 to a live token with the token to use next: the same within the minute, a fresh one when the expiry slides, which works in turn', async () => {
    const user = await createUser();
    const first = await createSession(user);
    const res = await http().get('/api/check_token').set(authHeader(first)).expect(200);
    // The idle expiry slides in steps of a minute (SLIDE_STEP_SECONDS); the token is replaced with it.
    expect(res.headers.token).toBe(first);
    expect(res.headers['cache-control']).toBe('no-store');
    await nextStep(api.app, user.id);
    const slid = await http().get('/api/check_token').set(authHeader(first)).expect(200);
    const second = slid.headers.token as string;
    expect(second).toMatch(TOKEN);
    // Same session, new random part and signature.
    expect(second.split('.')[0]).toBe(first.split('.')[0]);
    expect(second).not.toBe(first);
    expect(slid.headers['cache-control']).toBe('no-store');
    const again = await http().get('/api/check_token').set(authHeader(second)).expect(200);
    expect(again.headers.token).toBe(second);
    await nextStep(api.app, user.id);
    const third = (await http().get('/api/check_token').set(authHeader(second)).expect(200)).headers.token as string;
    expect(third).toMatch(TOKEN);
    expect([first, second]).not.toContain(third);
  });

  it('keeps the older token valid for the grace period only after a newer one was used, and answers it with a fresh token', async () => {
    const user = await createUser();
    const t1 = await createSession(user);
    await nextStep(api.app, user.id);
    // Two parallel requests with t1 as its expiry slides both succeed and both hand out new tokens
    // (the second finds t1 no longer the newest).
    const [a, b] = await Promise.all([
      http().get('/api/check_token').set(authHeader(t1)),
      http().get('/api/check_token').set(authHeader(t1)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const t2 = a.headers.token as string;
    const t3 = b.headers.token as string;
    expect(new Set([t1, t2, t3]).size).toBe(3);
    // The client may end up holding either; an unused newer token stays valid.
    await http().get('/api/check_token').set(authHeader(t2)).expect(200);
    await http().get('/api/check_token').set(authHeader(t3)).expect(200);
    // t1 was retired when t2 was used; within the grace it still works, and its answer moves the client on ...
    const retired = await http().get('/api/check_token').set(authHeader(t1)).expect(200);
    expect([t1, t2, t3]).not.toContain(retired.headers.token);
    await http().get('/api/check_token').set(authHeader(retired.headers.token as string)).expect(200);
    // ... and past the grace it does not.
    await db.query(`UPDATE session_tokens SET retired_at = now() - interval '1 hour' WHERE retired_at IS NOT NULL`);
    const late = await http().get('/api/check_token').set(authHeader(t1)).expect(403);
    expect(late.body).toMatchObject(ACCESS_DENIED);
  });

  it('answers a token checked a moment ago from memory, and hears of every change to its session, user or office at once', async () => {
    const user = await createUser();
    const token = await createSession(user);
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    const query = vi.spyOn(db, 'query');
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    expect(requestQueries(query)).toEqual([]);
    query.mockRestore();
    // Each change below is made in the table alone, as another replica or an operator would: PostgreSQL's notice reaches this process.
    await changeInTable(api.app, `UPDATE users SET state = 2 WHERE id = $1 RETURNING id`, [user.id], () => [`u:${user.id}`]);
    await http().get('/api/check_token').set(authHeader(token)).expect(403);
    await changeInTable(api.app, `UPDATE users SET state = 1 WHERE id = $1 RETURNING id`, [user.id], () => [`u:${user.id}`]);
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    await changeInTable(api.app, `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 RETURNING id`, [user.id], sessionOwners);
    await http().get('/api/check_token').set(authHeader(token)).expect(403);
  });

  it('the first use of a fresh token on the process that handed it out is answered from memory, and retires its predecessors', async () => {
    const user = await createUser();
    const t1 = await createSession(user);
    await nextStep(api.app, user.id);
    const t2 = (await http().get('/api/check_token').set(authHeader(t1)).expect(200)).headers.token as string;
    expect(t2).not.toBe(t1);
    const query = vi.spyOn(db, 'query');
    const used = await http().get('/api/check_token').set(authHeader(t2)).expect(200);
    expect(used.headers.token).toBe(t2);
    expect(requestQueries(query)).toEqual([]);
    query.mockRestore();
    // The predecessors are retired a moment later, in one statement for every such first use.
    const retiredAt = async () =>
      ((await db.query(`SELECT retired_at FROM session_tokens WHERE token_hash = sha256($1::bytea)`, [Buffer.from(t1, 'utf8')])) as { retired_at: Date | null }[])[0]?.retired_at;
    await vi.waitFor(async () => expect(await retiredAt()).not.toBeNull(), { timeout: 2000, interval: 20 });
    // t1 keeps its grace, and its answer moves the client on.
    const late = await http().get('/api/check_token').set(authHeader(t1)).expect(200);
    expect([t1, t2]).not.toContain(late.headers.token);
  });

  it('a session ended on one process is refused on another that remembered its token', async () => {
    const other = await createTestApp();
    try {
      const user = await createUser();
      const token = await createSession(user);
      // Both remember the token. The other process keeps a check only once its LISTEN for the notices has
      // answered, which its start begins without waiting: until then every check reads the table.
      await http().get('/api/check_token').set(authHeader(token)).expect(200);
      const otherDb = other.get(DataSource);
      await vi.waitFor(async () => {
        await request(other.getHttpServer()).get('/api/check_token').set(authHeader(token)).expect(200);
        const remembered = vi.spyOn(otherDb, 'query');
        try {
          await request(other.getHttpServer()).get('/api/check_token').set(authHeader(token)).expect(200);
          expect(remembered).not.toHaveBeenCalled();
        } finally {
          remembered.mockRestore();
        }
      }, { timeout: 5000, interval: 20 });
      const query = vi.spyOn(otherDb, 'query');
      await http().post('/api/logout').set(authHeader(token)).expect(200);
      // The other process hears of it from PostgreSQL (a notice after the commit): within moments, not at its next slide.
      await vi.waitFor(async () => {
        await request(other.getHttpServer()).get('/api/check_token').set(authHeader(token)).expect(403);
      }, { timeout: 2000, interval: 20 });
      expect(query).toHaveBeenCalled();
    } finally {
      await other.close();
    }
  });

  it('refuses an expired session with 403 Access Denied', async () => {
    const user = await createUser();
    const token = await createSession(user);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await http().get('/api/check_token').set(authHeader(token)).expect(403);
    expect(res.body).toMatchObject(ACCESS_DENIED);
  });

  it('slides the idle expiry forward on use, but never past the absolute limit', async () => {
    const user = await createUser();
    const token = await createSession(user);
    await db.query(
      `UPDATE sessions SET expires_at = now() + interval '1 minute', absolute_expires_at = now() + interval '5 minutes' WHERE user_id = $1`,
      [user.id],
    );
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    const [row] = (await db.query(
      `SELECT expires_at > now() + interval '4 minutes' AS slid, expires_at <= absolute_expires_at AS capped FROM sessions WHERE user_id = $1`,
      [user.id],
    )) as { slid: boolean; capped: boolean }[];
    expect(row).toEqual({ slid: true, capped: true });
  });

  it('slides in steps of a minute: a request within a minute of the last slide leaves the expiry as it is', async () => {
    const user = await createUser();
    const token = await createSession(user);
    const idleSeconds = api.app.get(SessionsService).config.idleMs / 1000;
    // Slid 30 seconds ago: the next request would move it by 30 s, less than the step.
    await db.query(`UPDATE sessions SET expires_at = now() + make_interval(secs => $2 - 30) WHERE user_id = $1`, [user.id, idleSeconds]);
    const [before] = (await db.query(`SELECT expires_at::text AS at FROM sessions WHERE user_id = $1`, [user.id])) as { at: string }[];
    const next = (await http().get('/api/check_token').set(authHeader(token)).expect(200)).headers.token as string;
    const [kept] = (await db.query(`SELECT expires_at::text AS at FROM sessions WHERE user_id = $1`, [user.id])) as { at: string }[];
    expect(kept!.at).toBe(before!.at);
    // Slid 90 seconds ago: it moves.
    await changeInTable(api.app, `UPDATE sessions SET expires_at = now() + make_interval(secs => $2 - 90) WHERE user_id = $1 RETURNING id`, [user.id, idleSeconds], sessionOwners);
    await http().get('/api/check_token').set(authHeader(next)).expect(200);
    const [slid] = (await db.query(`SELECT expires_at > now() + make_interval(secs => $2 - 5) AS ok FROM sessions WHERE user_id = $1`, [user.id, idleSeconds])) as { ok: boolean }[];
    expect(slid!.ok).toBe(true);
  });

  it('refuses the session of a blocked or deleted user', async () => {
    const blocked = await createUser({ state: 2 });
    const deleted = await createUser({ isdeleted: 1 });
    for (const user of [blocked, deleted]) {
      const res = await http().get('/api/check_token').set(authHeader(await createSession(user)));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(ACCESS_DENIED);
    }
  });

  it('logout revokes the session: the token, its rotated successors and its predecessors stop working', async () => {
    const user = await createUser();
    const t1 = await createSession(user);
    const t2 = (await http().get('/api/check_token').set(authHeader(t1)).expect(200)).headers.token as string;
    const out = await http().post('/api/logout').set(authHeader(t2)).expect(200);
    expect(out.headers.token).toBeUndefined();
    for (const token of [t1, t2]) {
      const res = await http().get('/api/check_token').set(authHeader(token)).expect(403);
      expect(res.body).toMatchObject(ACCESS_DENIED);
    }
    await http().post('/api/logout').set(authHeader(t2)).expect(403);
  });

  it('refuses a token whose signature is not ours without asking the database', async () => {
    const user = await createUser();
    const token = await createSession(user);
    const [sessionId, random, signature] = token.split('.') as [string, string, string];
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    const forgeries = [
      // Another signature, or the same signature over another random part or session.
      `${sessionId}.${random}.${flip(signature)}`,
      `${sessionId}.${flip(random)}.${signature}`,
      `${randomUUID()}.${random}.${signature}`,
      // Well formed and signed, but with another key.
      newSessionToken(sessionId, Buffer.alloc(32, 7)),
      // Not the shape of a token at all.
      `${sessionId}.${random}`,
      `${token}.x`,
      'A'.repeat(43),
    ];
    const db = api.app.get(DataSource);
    const query = vi.spyOn(db, 'query');
    const sessions = api.app.get(SessionsService);
    for (const forged of forgeries) {
      expect(await sessions.authenticate(forged)).toBeNull();
      const res = await http().get('/api/check_token').set(authHeader(forged)).expect(403);
      expect(res.body).toMatchObject(ACCESS_DENIED);
    }
    expect(requestQueries(query)).toEqual([]);
    // The genuine token still works (and does query).
    await http().get('/api/check_token').set(authHeader(token)).expect(200);
    expect(query).toHaveBeenCalled();
  });

  it('refuses a correctly signed token that the session table does not know (revocation stays in the table)', async () => {
    const user = await createUser();
    const token = await createSession(user);
    const sessionId = token.split('.')[0]!;
    const sessions = api.app.get(SessionsService);
    // Signed with the server's key for a live session, but never issued.
    const unissued = newSessionToken(sessionId, sessions.config.secret);
    expect(await sessions.authenticate(unissued)).toBeNull();
    const res = await http().get('/api/check_token').set(authHeader(unissued)).expect(403);
    expect(res.body).toMatchObject(ACCESS_DENIED);
    // A token of one session cannot be replayed under another session's id.
    const other = await createSession(await createUser());
    const [, random, signature] = other.split('.');
    expect(await sessions.authenticate(`${sessionId}.${random}.${signature}`)).toBeNull();
    expect((await sessions.authenticate(token))?.sessionId).toBe(sessionId);
  });

  describe('downloads the handler writes itself (res.send)', () => {
    it('a 200 file download carries the next token, fresh when the expiry slides; the presented one keeps its grace semantics', async () => {
      const citizen = await signedCitizen();
      const actId = await createAct(citizen);
      const t1 = citizen.token;
      const same = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(authHeader(t1)).buffer(true).expect(200);
      expect(same.headers.token).toBe(t1);
      await nextStep(api.app, citizen.id);
      const pdf = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(authHeader(t1)).buffer(true).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=/);
      const t2 = pdf.headers.token as string;
      expect(t2).toMatch(TOKEN);
      expect(t2).not.toBe(t1);
      expect(pdf.headers['cache-control']).toBe('no-store');
      // The new token works, and is handed out in turn.
      const next = await http().get('/api/check_token').set(authHeader(t2)).expect(200);
      expect(next.headers.token).toBe(t2);
      // t1 was retired when t2 was shown: it still works within the grace ...
      await http().get('/api/check_token').set(authHeader(t1)).expect(200);
      // ... and not past it.
      await db.query(`UPDATE session_tokens SET retired_at = now() - interval '1 hour' WHERE token_hash = sha256($1::bytea)`, [
        Buffer.from(t1, 'utf8'),
      ]);
      await http().get('/api/check_token').set(authHeader(t1)).expect(403);
      // A download with the newest token once the expiry slides again rotates again.
      await nextStep(api.app, citizen.id);
      const again = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(authHeader(t2)).expect(200);
      expect(again.headers.token).toMatch(TOKEN);
      expect(again.headers.token).not.toBe(t2);
      await http().get('/api/check_token').set(authHeader(again.headers.token as string)).expect(200);
    });

    it('a refused download (418 to a non-party) carries no token, and the presented token is not retired', async () => {
      const owner = await signedCitizen();
      const stranger = await signedCitizen();
      const actId = await createAct(owner);
      const res = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).set(authHeader(stranger.token));
      expect(res.status).toBe(418);
      expect(res.headers.token).toBeUndefined();
      await http().get('/api/check_token').set(authHeader(stranger.token)).expect(200);
      const anonymous = await http().get(`/api/notarial_act/${actId}/print-form.pdf`).expect(403);
      expect(anonymous.headers.token).toBeUndefined();
    });
  });

  it('stores only hashes of tokens', async () => {
    const user = await createUser();
    const token = await createSession(user);
    const rows = (await db.query(
      `SELECT encode(st.token_hash, 'hex') AS h FROM session_tokens st JOIN sessions s ON s.id = st.session_id WHERE s.user_id = $1`,
      [user.id],
    )) as { h: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.h).not.toContain(Buffer.from(token).toString('hex'));
    expect(rows[0]!.h).toHaveLength(64);
  });
});
