import { DataSource } from 'typeorm';
import { describe, expect, it, vi } from 'vitest';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { useTestApi } from '../testing/test-api.js';

describe('GET /api/health', () => {
  const api = useTestApi();
  const { http } = api;

  it('reports the database up after the migrations ran', async () => {
    const res = await http().get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database.status).toBe('up');
    expect(res.body.database.migrations).toBeGreaterThanOrEqual(1);
    expect(Number.parseFloat(res.body.database.version)).toBeGreaterThanOrEqual(15);
  });

  it('answers unknown paths with a 404 body, and malformed JSON with 400, never 500', async () => {
    const missing = await http().get('/api/no-such-thing').expect(404);
    expect(missing.body.code).toBe('not_found');
    const bad = await http()
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{bad')
      .expect(400);
    expect(bad.body.code).toBe('bad_request');
  });

  it('says the database is down without its address (503, Retry-After), and other routes answer 503 too, not 500', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54329'), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 54329 });
    const user = await createUser();
    const token = await createSession(user);
    const db = api.app.get(DataSource);
    const spy = vi.spyOn(db, 'query').mockRejectedValue(refused);
    const spyManager = vi.spyOn(db.manager, 'query').mockRejectedValue(refused);
    try {
      const health = await http().get('/api/health').expect(503);
      expect(health.body).toEqual({ status: 'degraded', database: { status: 'down' } });
      expect(health.text).not.toMatch(/127\.0\.0\.1|54329|ECONNREFUSED/);
      expect(health.headers['retry-after']).toBe('5');
      // A signed-in read: the session check is the first query, refused.
      const read = await http().get('/api/notarial_act').set(authHeader(token)).set('Accept-Language', 'ru');
      expect(read.status).toBe(503);
      expect(read.body.code).toBe('technical_work');
      expect(read.headers['retry-after']).toBe('5');
      expect(read.text).not.toMatch(/127\.0\.0\.1|54329|ECONNREFUSED/);
    } finally {
      spy.mockRestore();
      spyManager.mockRestore();
    }
    await http().get('/api/health').expect(200);
  });
});
