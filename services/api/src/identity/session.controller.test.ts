import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.js';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';

const ACCESS_DENIED = { code: 'access_denied', message: 'Access Denied' };

describe('sessions: GET /api/check_token, POST /api/logout, token rotation', () => {
  let app: INestApplication;
  let db: DataSource;
  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 403 Access Denied without a token, with a malformed one and with an unknown one', async () => {
    const server = app.getHttpServer();
    const none = await request(server).get('/api/check_token').expect(403);
    expect(none.body).toMatchObject(ACCESS_DENIED);
    await request(server).get('/api/check_token').set('Authorization', 'Bearer x').expect(403);
    const unknown = await request(server).get('/api/check_token').set(authHeader('A'.repeat(43))).expect(403);
    expect(unknown.body).toMatchObject(ACCESS_DENIED);
    expect(unknown.headers.token).toBeUndefined();
  });

  it('answers 200 to a live token with a fresh token in the `token` header, which works in turn', async () => {
    const user = await createUser();
    const first = await createSession(user);
    const res = await request(app.getHttpServer()).get('/api/check_token').set(authHeader(first)).expect(200);
    const second = res.headers.token as string;
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(res.headers['cache-control']).toBe('no-store');
    const again = await request(app.getHttpServer()).get('/api/check_token').set(authHeader(second)).expect(200);
    expect(again.headers.token).not.toBe(second);
  });

  it('keeps the older token valid for the grace period only after a newer one was used', async () => {
    const user = await createUser();
    const t1 = await createSession(user);
    const server = app.getHttpServer();
    // Two parallel requests with t1 both succeed and both hand out new tokens.
    const [a, b] = await Promise.all([
      request(server).get('/api/check_token').set(authHeader(t1)),
      request(server).get('/api/check_token').set(authHeader(t1)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const t2 = a.headers.token as string;
    const t3 = b.headers.token as string;
    // The client may end up holding either; an unused newer token stays valid.
    await request(server).get('/api/check_token').set(authHeader(t2)).expect(200);
    await request(server).get('/api/check_token').set(authHeader(t3)).expect(200);
    // t1 was retired when t2 was used; within the grace it still works ...
    await request(server).get('/api/check_token').set(authHeader(t1)).expect(200);
    // ... and past the grace it does not.
    await db.query(`UPDATE session_tokens SET retired_at = now() - interval '1 hour' WHERE retired_at IS NOT NULL`);
    const late = await request(server).get('/api/check_token').set(authHeader(t1)).expect(403);
    expect(late.body).toMatchObject(ACCESS_DENIED);
  });

  it('refuses an expired session with 403 Access Denied', async () => {
    const user = await createUser();
    const token = await createSession(user);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await request(app.getHttpServer()).get('/api/check_token').set(authHeader(token)).expect(403);
    expect(res.body).toMatchObject(ACCESS_DENIED);
  });

  it('slides the idle expiry forward on use, but never past the absolute limit', async () => {
    const user = await createUser();
    const token = await createSession(user);
    await db.query(
      `UPDATE sessions SET expires_at = now() + interval '1 minute', absolute_expires_at = now() + interval '5 minutes' WHERE user_id = $1`,
      [user.id],
    );
    await request(app.getHttpServer()).get('/api/check_token').set(authHeader(token)).expect(200);
    const [row] = (await db.query(
      `SELECT expires_at > now() + interval '4 minutes' AS slid, expires_at <= absolute_expires_at AS capped FROM sessions WHERE user_id = $1`,
      [user.id],
    )) as { slid: boolean; capped: boolean }[];
    expect(row).toEqual({ slid: true, capped: true });
  });

  it('refuses the session of a blocked or deleted user', async () => {
    const blocked = await createUser({ state: 2 });
    const deleted = await createUser({ isdeleted: 1 });
    for (const user of [blocked, deleted]) {
      const res = await request(app.getHttpServer()).get('/api/check_token').set(authHeader(await createSession(user)));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(ACCESS_DENIED);
    }
  });

  it('logout revokes the session: the token, its rotated successors and its predecessors stop working', async () => {
    const user = await createUser();
    const t1 = await createSession(user);
    const server = app.getHttpServer();
    const t2 = (await request(server).get('/api/check_token').set(authHeader(t1)).expect(200)).headers.token as string;
    const out = await request(server).post('/api/logout').set(authHeader(t2)).expect(200);
    expect(out.headers.token).toBeUndefined();
    for (const token of [t1, t2]) {
      const res = await request(server).get('/api/check_token').set(authHeader(token)).expect(403);
      expect(res.body).toMatchObject(ACCESS_DENIED);
    }
    await request(server).post('/api/logout').set(authHeader(t2)).expect(403);
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
