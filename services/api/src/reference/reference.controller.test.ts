import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/app.js';
import { upsertTerritories } from './reference.seed.js';

describe('reference API', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
    // The territorial dictionary is shared read-only data; upserting it is idempotent.
    await app.get(DataSource).transaction((em) => upsertTerritories(em));
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the 14 regions with names in the three languages', async () => {
    const res = await request(app.getHttpServer()).get('/api/reference/regions').expect(200);
    expect(res.body).toHaveLength(14);
    const tashkent = res.body.find((r: { id: number }) => r.id === 1726);
    expect(tashkent).toMatchObject({ nameOz: 'Toshkent shahri', nameUz: 'Тошкент шаҳри', nameRu: 'город Ташкент' });
  });

  it("lists a region's districts, and rejects a non-numeric region", async () => {
    const res = await request(app.getHttpServer()).get('/api/reference/districts?regionId=1726').expect(200);
    expect(res.body.map((d: { nameOz: string }) => d.nameOz)).toContain('Chilonzor tumani');
    expect(res.body.every((d: { regionId: number }) => d.regionId === 1726)).toBe(true);
    await request(app.getHttpServer()).get('/api/reference/districts?regionId=x').expect(400);
  });
});
