import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, createNotary, createOffice } from '../testing/public-factories.js';
import { StatisticsService } from './statistics.service.js';

describe('statistics', () => {
  const api = useTestApi();
  const { http } = api;

  it('counts registered acts by type, region, month and registration type from the acts table', async () => {
    // A region of its own, so other tests' acts do not count.
    const office = await createOffice({ regionId: 1735, districtId: 173512 });
    const notary = await createNotary({ officeId: office.id });
    const svc = api.app.get(StatisticsService);
    const before = await svc.get({ from: '2021-01-01', to: '2021-12-31', regionId: 1735 });
    await createAct({ typeId: 101, notaryId: notary.id, regdate: '2021-03-05', regtype: 1 });
    await createAct({ typeId: 101, notaryId: notary.id, regdate: '2021-03-20', regtype: 2 });
    await createAct({ typeId: 1, notaryId: notary.id, regdate: '2021-05-01', regtype: 1, status: 'annulled' });
    await createAct({ typeId: 1, notaryId: notary.id, status: 'active' }); // not registered: not counted
    const s = await svc.get({ from: '2021-01-01', to: '2021-12-31', regionId: 1735 });
    expect(s.total - before.total).toBe(3);
    expect(s.cancelled - before.cancelled).toBe(1);
    const type = (id: number) => s.byType.find((t) => t.typeId === id)!.count - before.byType.find((t) => t.typeId === id)!.count;
    expect(type(101)).toBe(2);
    expect(type(1)).toBe(1);
    expect(s.byType).toHaveLength(17);
    expect(s.byType.find((t) => t.typeId === 101)!.name.ru).toBe('Доверенность на управление транспортным средством');
    expect(s.byRegion.map((r) => r.regionId)).toEqual([1735]);
    expect(s.byMonth).toHaveLength(12);
    const month = (m: string) => s.byMonth.find((x) => x.month === m)!;
    expect(month('2021-03').count - before.byMonth.find((x) => x.month === '2021-03')!.count).toBe(2);
    expect(month('2021-03').video - before.byMonth.find((x) => x.month === '2021-03')!.video).toBe(1);
    expect(s.byRegType.find((r) => r.regtype === 2)!.count - before.byRegType.find((r) => r.regtype === 2)!.count).toBe(1);

    const onlyVideo = await svc.get({ from: '2021-01-01', to: '2021-12-31', regionId: 1735, regtype: 2 });
    expect(onlyVideo.total).toBe(before.byRegType.find((r) => r.regtype === 2)!.count + 1);
    const onlyType = await svc.get({ from: '2021-01-01', to: '2021-12-31', regionId: 1735, typeId: 1 });
    expect(onlyType.byType.filter((t) => t.count > 0).map((t) => t.typeId)).toEqual([1]);
  });

  it('over HTTP: defaults to the last twelve months, validates its filters', async () => {
    const res = await http().get('/api/statistics').expect(200);
    expect(res.body.byMonth).toHaveLength(13);
    expect(res.body.byRegType.map((r: { regtype: number }) => r.regtype)).toEqual([1, 2]);
    await http().get('/api/statistics?regtype=3').expect(400);
    await http().get('/api/statistics?from=2021-13-01').expect(400);
  });
});
