import { ACT_TYPE_IDS } from '@notary/domain/act';
import { DataSource } from 'typeorm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { upsertActTypes, upsertCatalogue } from './catalogue.seed.js';

describe('services catalogue and calculator', () => {
  const api = useTestApi();
  const { http } = api;
  beforeAll(async () => {
    // The catalogue is reference data shared by every test; loading it is idempotent.
    await api.app.get(DataSource).transaction(async (em) => {
      await upsertActTypes(em);
      await upsertCatalogue(em);
    });
  });

  it('covers the 17 act types in six groups, with counts', async () => {
    const res = await http().get('/api/catalogue').expect(200);
    expect(res.body.groups).toHaveLength(6);
    expect(res.body.total).toBe(17);
    const ids = res.body.groups.flatMap((g: { services: { actTypeId: number }[] }) => g.services.map((s) => s.actTypeId)).sort((a: number, b: number) => a - b);
    expect(ids).toEqual([...ACT_TYPE_IDS].sort((a, b) => a - b));
    for (const g of res.body.groups) expect(g.count).toBe(g.services.length);
  });

  it('searches names and descriptions in all three languages', async () => {
    const oz = await http().get('/api/catalogue?search=ishonchnoma').expect(200);
    expect(oz.body.groups.map((g: { id: number }) => g.id)).toEqual([2]);
    expect(oz.body.total).toBe(3);
    const ru = await http().get(`/api/catalogue?search=${encodeURIComponent('доверенн')}`).expect(200);
    expect(ru.body.total).toBe(3);
    const uz = await http().get(`/api/catalogue?search=${encodeURIComponent('ишончнома')}`).expect(200);
    expect(uz.body.total).toBe(3);
    expect((await http().get('/api/catalogue?search=zzzqqq').expect(200)).body).toEqual({ groups: [], total: 0 });
  });

  it('gives the details of a service: descriptions, documents, participants, duration, result, conditions, related', async () => {
    const res = await http().get('/api/catalogue/1').expect(200);
    expect(res.body).toMatchObject({ id: 1, actTypeId: 1, group: { id: 1 } });
    for (const key of ['legalDescription', 'simpleDescription', 'duration', 'result', 'conditions', 'name']) {
      expect(res.body[key].oz).toBeTruthy();
      expect(res.body[key].uz).toMatch(/[а-яўқғҳ]/i);
      expect(res.body[key].ru).toMatch(/[а-я]/i);
    }
    expect(res.body.documents.oz.length).toBeGreaterThanOrEqual(3);
    expect(res.body.documents.uz).toHaveLength(res.body.documents.oz.length);
    expect(res.body.participants.ru).toContain('Продавец');
    expect(res.body.related.map((r: { id: number }) => r.id)).toEqual([4, 101, 9]);
    expect(typeof res.body.registeredCount).toBe('number');
    await http().get('/api/catalogue/2').expect(404);
  });

  it('calculates the fees with params, total and the sums in words', async () => {
    const res = await http().get('/api/calculator/1').set('Accept-Language', 'oz').expect(200);
    expect(res.body.bcv).toBe(41_200_000);
    expect(res.body.params.map((p: { key: string }) => p.key)).toEqual(['state_duty', 'notary_fee']);
    // A vehicle sale's state duty is 3 BCV by law (FACTS.md: 1 236 000 so'm at the BCV of 01.08.2025); the notary fee 0.5 BCV is configuration.
    expect(res.body.params[0]).toMatchObject({ label: 'Davlat boji', value: 123_600_000, words: "bir million ikki yuz o'ttiz olti ming so'm 00 tiyin" });
    expect(res.body.total).toBe(144_200_000);
    expect(res.body.totalWords).toBe("bir million to'rt yuz qirq ikki ming so'm 00 tiyin");
    expect(res.body.hasKinshipReduction).toBe(true);

    const relative = await http().get('/api/calculator/1?kinship=child').set('Accept-Language', 'ru').expect(200);
    expect(relative.body.params.map((p: { key: string }) => p.key)).toEqual(['state_duty', 'state_duty_reduction', 'notary_fee']);
    expect(relative.body.params[1].label).toContain('5 %');
    expect(relative.body.total).toBe(6_180_000 + 20_600_000);
    expect(relative.body.totalWords).toContain('сум');

    const consent = await http().get('/api/calculator/15003').expect(200);
    expect(consent.body.hasKinshipReduction).toBe(false);
    await http().get('/api/calculator/1?kinship=cousin').expect(400);
    await http().get('/api/calculator/77').expect(404);
  });
});
