import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';

describe('GET /api/health', () => {
  const { http } = useTestApi();

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
});
