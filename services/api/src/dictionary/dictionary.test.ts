import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { publicDb } from '../testing/public-factories.js';

describe('dictionary update (update_dict)', () => {
  const { http } = useTestApi();

  it('is for administrators only', async () => {
    await http().get('/api/dictionary').expect(403);
    const citizen = await createUser();
    const res = await http().get('/api/dictionary').set(authHeader(await createSession(citizen))).expect(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('refreshes every dictionary from the adapters, logs it, and changes nothing the second time', async () => {
    const admin = await createUser({ roles: ['admin'] });
    const token = await createSession(admin);
    const first = await http().post('/api/dictionary/refresh').set(authHeader(token)).send({}).expect(200);
    expect(first.body.map((r: { dictionary: string; ok: boolean }) => [r.dictionary, r.ok])).toEqual([
      ['regions', true], ['districts', true], ['offices', true], ['act_types', true], ['catalogue', true],
    ]);
    // A renamed district comes back to the registry's name.
    await publicDb().query(`UPDATE district SET name_ru = 'x' WHERE id = 172602`);
    const second = await http().post('/api/dictionary/refresh').set(authHeader(token)).send({ dictionaries: ['districts', 'catalogue'] }).expect(200);
    expect(second.body).toEqual([
      { dictionary: 'districts', ok: true, counts: { inserted: 0, updated: 1, unchanged: 207 } },
      { dictionary: 'catalogue', ok: true, counts: { inserted: 0, updated: 0, unchanged: 17 } },
    ]);
    const { rows } = await publicDb().query(`SELECT name_ru FROM district WHERE id = 172602`);
    expect(rows[0].name_ru).toBe('Чиланзарский район');
    const status = await http().get('/api/dictionary').set(authHeader(token)).expect(200);
    const districts = status.body.find((s: { dictionary: string }) => s.dictionary === 'districts');
    expect(districts.count).toBeGreaterThanOrEqual(208);
    expect(districts.lastRefresh).toMatchObject({ source: 'bundled', updated: 1 });
    await http().post('/api/dictionary/refresh').set(authHeader(token)).send({ dictionaries: ['nope'] }).expect(400);
  });
});
