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
    expect(res.body).toEqual({ mapTilesUrl: 'https://tiles.example.uz/{z}/{x}/{y}.png', mapAttribution: '© OpenStreetMap contributors' });
    expect(res.headers['cache-control']).toContain('max-age=');
  });

  it('answers null tiles when none are configured (the map then shows the markers on a plain background)', async () => {
    const { mapTilesUrl, mapAttribution } = loadConfig({ MAP_TILES_URL: '' });
    app = await createTestApp({ mapTilesUrl, mapAttribution });
    const res = await request(app.getHttpServer()).get('/api/config/public').expect(200);
    expect(res.body).toEqual({ mapTilesUrl: null, mapAttribution: '' });
  });

  it('is listed in the OpenAPI document', async () => {
    app = await createTestApp();
    const res = await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200);
    expect(res.body.paths['/api/config/public']?.get).toBeDefined();
  });
});
