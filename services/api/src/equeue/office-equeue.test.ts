import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../identity/session-user.js';
import { authHeader, createSession, createUser, type TestUser } from '../testing/identity-factories.js';
import { createNotary, createOffice } from '../testing/public-factories.js';
import { useTestApi } from '../testing/test-api.js';
import { EqueueService } from './equeue.service.js';

// Monday 2025-03-10, 08:00 in Tashkent (03:00 UTC).
const NOW = new Date('2025-03-10T03:00:00Z');

function sessionUser(user: TestUser): SessionUser {
  return { id: user.id, pin: user.pin, roles: user.roles, fullname: user.fullname, notaryId: user.notaryId, locale: 'oz', clientMode: 'browser' };
}

describe("the office's e-queue for its notaries (issue 14.7)", () => {
  const api = useTestApi();
  const { http } = api;
  let svc: EqueueService;
  beforeAll(() => {
    svc = api.app.get(EqueueService);
  });

  const book = (user: TestUser, officeId: string, startsAt: string) =>
    svc.book(sessionUser(user), { officeId, actTypeId: 101, startsAt, phone: '901234567', notaryId: null, email: null, description: 'Ishonchnoma' }, 'oz', NOW);

  it("lists today's and the coming days' bookings with the citizen, lateness and check-in; the 15-minute rule at check-in", async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    const notaryUser = await createUser({ roles: ['notary'], notaryId: notary.id });
    const anna = await createUser({ fullname: 'KARIMOVA ANNA RUSTAMOVNA' });
    const bek = await createUser({ fullname: 'SOLIYEV BEK ODILOVICH' });
    const vali = await createUser({ fullname: 'ALIYEV VALI' });
    const at10 = await book(anna, office.id, '2025-03-10T05:00:00.000Z'); // 10:00 today
    const at11 = await book(bek, office.id, '2025-03-10T06:00:00.000Z'); // 11:00 today
    const tomorrow = await book(vali, office.id, '2025-03-11T04:00:00.000Z'); // 09:00 tomorrow
    const cancelled = await book(vali, office.id, '2025-03-12T04:00:00.000Z');
    await svc.cancel(sessionUser(vali), cancelled.id, 'oz', NOW);

    // 10:20 in Tashkent: Anna is 20 minutes late, Bek still to come.
    const later = new Date('2025-03-10T05:20:00Z');
    const list = await svc.office(sessionUser(notaryUser), office.id, {}, 'oz', later);
    expect(list).toMatchObject({ officeId: office.id, from: '2025-03-10', today: '2025-03-10', days: 7 });
    expect(list.items.map((b) => b.id)).toEqual([at10.id, at11.id, tomorrow.id]);
    expect(list.items[0]).toMatchObject({ citizen: 'KARIMOVA ANNA RUSTAMOVNA', equeuetime: '10:00', state: 'booked', isLate: true, minutesLate: 20, canCheckIn: true, canChange: false });
    expect(list.items[1]).toMatchObject({ citizen: 'SOLIYEV BEK ODILOVICH', isLate: false, minutesLate: -40, canCheckIn: true });
    // Tomorrow's booking cannot be checked in yet (more than an hour ahead).
    expect(list.items[2]).toMatchObject({ regdate: '2025-03-11', canCheckIn: false });

    // One day only, from tomorrow.
    const oneDay = await svc.office(sessionUser(notaryUser), office.id, { from: '2025-03-11', days: 1 }, 'oz', later);
    expect(oneDay.items.map((b) => b.id)).toEqual([tomorrow.id]);

    // Anna arrives 20 minutes late: the general queue; Bek on time keeps his slot.
    expect((await svc.checkIn(sessionUser(notaryUser), at10.id, 'oz', later)).state).toBe('general_queue');
    expect((await svc.checkIn(sessionUser(notaryUser), at11.id, 'oz', new Date('2025-03-10T06:10:00Z'))).state).toBe('arrived');
    const after = await svc.office(sessionUser(notaryUser), office.id, {}, 'oz', new Date('2025-03-10T06:10:00Z'));
    expect(after.items[0]).toMatchObject({ state: 'general_queue', regtime: '10:20', canCheckIn: false });
    expect(after.items[1]).toMatchObject({ state: 'arrived', regtime: '11:10', canCheckIn: false });
  });

  it("refuses citizens, administrators, another office's notaries and a notary without a record, before reading anything", async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    const own = await createUser({ roles: ['notary'], notaryId: notary.id });
    const citizen = await createUser();
    await book(citizen, office.id, '2025-03-10T05:00:00.000Z');
    const strangers = [
      citizen,
      await createUser({ roles: ['admin'] }),
      await createUser({ roles: ['notary'], notaryId: (await createNotary()).id }),
      await createUser({ roles: ['notary'] }),
    ];
    for (const user of strangers) {
      const res = await http().get(`/api/equeue/office/${office.id}`).set(authHeader(await createSession(user)));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
      expect(res.text).not.toContain(citizen.pin);
    }
    const anonymous = await http().get(`/api/equeue/office/${office.id}`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.message).toBe('Access Denied');

    const ok = await http().get(`/api/equeue/office/${office.id}?days=31`).set(authHeader(await createSession(own))).expect(200);
    expect(ok.body.officeId).toBe(office.id);
    for (const bad of ['days=0', 'days=32', 'from=2025-02-30', 'from=x']) {
      expect((await http().get(`/api/equeue/office/${office.id}?${bad}`).set(authHeader(await createSession(own)))).status).toBe(400);
    }
    expect((await http().get('/api/equeue/office/nope').set(authHeader(await createSession(own)))).status).toBe(400);
  });
});
