import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { upsertTerritories } from './reference.seed.js';

describe('reference API', () => {
  const api = useTestApi();
  const { http } = api;
  beforeAll(async () => {
    // The territorial dictionary is shared read-only data; upserting it is idempotent.
    await api.app.get(DataSource).transaction((em) => upsertTerritories(em));
  });

  it('lists the 14 regions with names in the three languages', async () => {
    const res = await http().get('/api/reference/regions').expect(200);
    expect(res.body).toHaveLength(14);
    const tashkent = res.body.find((r: { id: number }) => r.id === 1726);
    expect(tashkent).toMatchObject({ nameOz: 'Toshkent shahri', nameUz: 'Тошкент шаҳри', nameRu: 'город Ташкент' });
  });

  it("lists a region's districts, and rejects a non-numeric region", async () => {
    const res = await http().get('/api/reference/districts?regionId=1726').expect(200);
    expect(res.body.map((d: { nameOz: string }) => d.nameOz)).toContain('Chilonzor tumani');
    expect(res.body.every((d: { regionId: number }) => d.regionId === 1726)).toBe(true);
    await http().get('/api/reference/districts?regionId=x').expect(400);
  });
});
