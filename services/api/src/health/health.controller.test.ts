import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.js';

describe('GET /api/health', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports the database up after the migrations ran', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.database.status).toBe('up');
    expect(res.body.database.migrations).toBeGreaterThanOrEqual(1);
    expect(Number.parseFloat(res.body.database.version)).toBeGreaterThanOrEqual(15);
  });

  it('answers unknown paths with a 404 body, and malformed JSON with 400, never 500', async () => {
    const missing = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(missing.body.code).toBe('not_found');
    const bad = await request(app.getHttpServer())
      .post('/api/health')
      .set('content-type', 'application/json')
      .send('{bad')
      .expect(400);
    expect(bad.body.code).toBe('bad_request');
  });
});
