import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp } from '../testing/app.js';

// Issue 6.4: the map's tile source is configuration, set per deployment at run time.
describe('GET /api/config/public', () => {
  let app: INestApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers the tile URL template and attribution from MAP_TILES_URL / MAP_TILES_ATTRIBUTION, without sign-in', async () => {
    const { mapTilesUrl, mapAttribution } = loadConfig({
      MAP_TILES_URL: 'https://tiles.example.uz/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    app = await createTestApp({ mapTilesUrl, mapAttribution });
    const res = await request(app.getHttpServer()).get('/api/config/public').expect(200);
    expect(res.body).toEqual({ mapTilesUrl: 'https://tiles.example.uz/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors', kioskIdleSeconds: 120, kioskCountdownSeconds: 30, publicUrl: null });
    expect(res.headers['cache-control']).toContain('max-age=');
  });

  it('answers null tiles when none are configured (the map then shows the markers on a plain background)', async () => {
    const { mapTilesUrl, mapAttribution } = loadConfig({ MAP_TILES_URL: '' });
    app = await createTestApp({ mapTilesUrl, mapAttribution });
    const res = await request(app.getHttpServer()).get('/api/config/public').expect(200);
    expect(res.body).toEqual({ mapTilesUrl: null, mapAttribution: '', kioskIdleSeconds: 120, kioskCountdownSeconds: 30, publicUrl: null });
  });

  it("answers the kiosk's idle time-out and countdown from KIOSK_IDLE_SECONDS / KIOSK_COUNTDOWN_SECONDS (issue 15.3)", async () => {
    const { kioskIdleSeconds, kioskCountdownSeconds } = loadConfig({ KIOSK_IDLE_SECONDS: '300', KIOSK_COUNTDOWN_SECONDS: '20' });
    app = await createTestApp({ kioskIdleSeconds, kioskCountdownSeconds });
    const res = await request(app.getHttpServer()).get('/api/config/public').expect(200);
    expect(res.body).toMatchObject({ kioskIdleSeconds: 300, kioskCountdownSeconds: 20 });
    expect(() => loadConfig({ KIOSK_IDLE_SECONDS: '5' })).toThrow(/KIOSK_IDLE_SECONDS/);
  });

  it("answers the citizen web's public address from PUBLIC_URL, without its trailing slash, for the kiosk's QR hand-offs (issue 15.4)", async () => {
    const { publicUrl } = loadConfig({ PUBLIC_URL: 'https://e-notarius.example.uz/' });
    app = await createTestApp({ publicUrl });
    const res = await request(app.getHttpServer()).get('/api/config/public').expect(200);
    expect(res.body).toMatchObject({ publicUrl: 'https://e-notarius.example.uz' });
  });

  it('is listed in the OpenAPI document', async () => {
    app = await createTestApp();
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    expect(res.body.paths['/api/config/public']?.get).toBeDefined();
  });
});
