import { SchedulerRegistry } from '@nestjs/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../identity/session-user.js';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createSession, createUser, type TestUser } from '../testing/identity-factories.js';
import { createAbsence, createDuty, createNotary, createOffice, publicDb } from '../testing/public-factories.js';
import { EqueueReminders } from './equeue-reminders.js';
import { EqueueService, MAX_ACTIVE_BOOKINGS } from './equeue.service.js';
import { BOOKING_LEAD_MINUTES } from './slots.js';

// Monday 2025-03-10, 08:00 in Tashkent (03:00 UTC): the e-queue's "now" in these tests.
const NOW = new Date('2025-03-10T03:00:00Z');
const at = (iso: string) => new Date(iso);

function sessionUser(user: TestUser, locale: 'oz' | 'uz' | 'ru' = 'oz', clientMode: 'browser' | 'kiosk' = 'browser'): SessionUser {
  return { id: user.id, pin: user.pin, roles: user.roles, fullname: user.fullname, notaryId: user.notaryId, locale, clientMode };
}
/** The citizen signed in at the office's kiosk, where arrival is reported. */
const atKiosk = (user: TestUser) => sessionUser(user, 'oz', 'kiosk');

describe('e-queue', () => {
  const api = useTestApi();
  const { http } = api;
  let svc: EqueueService;
  beforeAll(() => {
    svc = api.app.get(EqueueService);
  });

  const book = (user: TestUser, officeId: string, startsAt: string, extra: Partial<{ notaryId: string; actTypeId: number }> = {}, now = NOW) =>
    svc.book(sessionUser(user), { officeId, actTypeId: extra.actTypeId ?? 101, startsAt, phone: '901234567', notaryId: extra.notaryId ?? null, email: null, description: 'Ishonchnoma' }, 'oz', now);

  it('computes slots from the office timetable, leave, the duty roster and existing bookings', async () => {
    const office = await createOffice();
    const a = await createNotary({ officeId: office.id });
    const b = await createNotary({ officeId: office.id });
    // b is on vacation Tuesday–Wednesday; a is on duty on Saturday.
    await createAbsence(b.id, 'vacation', '2025-03-11', '2025-03-12');
    await createDuty(a.id, '2025-03-15');
    const user = await createUser();

    const monday = await svc.slots(office.id, '2025-03-10', undefined, 'oz', NOW);
    // 09:00–18:00 minus 13:00–14:00 in 30-minute slots; 09:00 is just outside the hour of lead time from 08:00.
    expect(monday[0]).toMatchObject({ time: '09:00', startsAt: '2025-03-10T04:00:00.000Z' });
    expect(monday.map((s) => s.time)).not.toContain('13:00');
    expect(monday.map((s) => s.time)).not.toContain('13:30');
    expect(monday.at(-1)!.time).toBe('17:30');
    expect(monday[0]!.notaryIds.sort()).toEqual([a.id, b.id].sort());

    const tuesday = await svc.slots(office.id, '2025-03-11', undefined, 'oz', NOW);
    expect(new Set(tuesday.flatMap((s) => s.notaryIds))).toEqual(new Set([a.id]));

    const saturday = await svc.slots(office.id, '2025-03-15', undefined, 'oz', NOW);
    expect(saturday.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(await svc.slots(office.id, '2025-03-16', undefined, 'oz', NOW)).toEqual([]);

    await book(user, office.id, '2025-03-11T05:00:00.000Z');
    const after = await svc.slots(office.id, '2025-03-11', undefined, 'oz', NOW);
    expect(after.map((s) => s.time)).not.toContain('10:00');

    const days = await svc.days(office.id, undefined, 'oz', NOW);
    expect(days[0]).toMatchObject({ date: '2025-03-10' });
    expect(days.find((d) => d.date === '2025-03-16')!.free).toBe(0);
  });

  it("uses Tashkent's day around midnight: 19:30 UTC on Sunday is already Monday", async () => {
    const office = await createOffice();
    await createNotary({ officeId: office.id });
    const sundayNightUtc = at('2025-03-09T19:30:00Z');
    const days = await svc.days(office.id, undefined, 'oz', sundayNightUtc);
    expect(days[0]!.date).toBe('2025-03-10');
    // Sunday (UTC's date) is in the past for Tashkent: no slots.
    expect(await svc.slots(office.id, '2025-03-09', undefined, 'oz', sundayNightUtc)).toEqual([]);
    const monday = await svc.slots(office.id, '2025-03-10', undefined, 'oz', sundayNightUtc);
    expect(monday[0]).toMatchObject({ time: '09:00', startsAt: '2025-03-10T04:00:00.000Z' });
  });

  it('books, lists with every e-queue field, moves and cancels', async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id, fullName: "Aliyev Aziz Anvar o'g'li" });
    const user = await createUser();
    const booked = await book(user, office.id, '2025-03-12T05:30:00.000Z', { notaryId: notary.id, actTypeId: 1 });
    expect(booked).toMatchObject({
      typeid: 1,
      regdate: '2025-03-12',
      equeuetime: '10:30',
      notary: "Aliyev Aziz Anvar o'g'li",
      office: office.name,
      officeaddress: 'Manzil',
      notaryaction: 'Transport vositasining oldi-sotdi shartnomasi',
      state: 'booked',
      phone: '901234567',
      email: null,
      description: 'Ishonchnoma',
      canChange: true,
      isLate: false,
    });
    expect(booked.regtime).toBeNull();
    expect(booked.updtime).toBe(NOW.toISOString());

    const moved = await svc.move(sessionUser(user), booked.id, { startsAt: '2025-03-13T09:00:00.000Z' }, 'oz', NOW);
    expect(moved).toMatchObject({ regdate: '2025-03-13', equeuetime: '14:00', movedCount: 1, state: 'booked' });
    // The old slot is free again.
    expect((await svc.slots(office.id, '2025-03-12', notary.id, 'oz', NOW)).map((s) => s.time)).toContain('10:30');

    const cancelled = await svc.cancel(sessionUser(user), booked.id, 'ru', NOW);
    expect(cancelled.state).toBe('cancelled');
    await expect(svc.cancel(sessionUser(user), booked.id, 'oz', NOW)).rejects.toMatchObject({ code: 'booking_closed' });
    await expect(svc.move(sessionUser(user), booked.id, { startsAt: '2025-03-13T09:30:00.000Z' }, 'oz', NOW)).rejects.toMatchObject({ code: 'booking_closed' });
    const mine = await svc.mine(sessionUser(user), 'oz', NOW);
    expect(mine.map((b) => b.id)).toEqual([booked.id]);
  });

  it("refuses a taken slot, a slot outside the hours or on leave, someone else's booking and a fourth booking", async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    await createAbsence(notary.id, 'medical_leave', '2025-03-14', '2025-03-14');
    const [u1, u2] = await Promise.all([createUser(), createUser()]);
    const first = await book(u1, office.id, '2025-03-11T04:00:00.000Z');
    await expect(book(u2, office.id, '2025-03-11T04:00:00.000Z')).rejects.toMatchObject({ code: 'slot_taken', status: 409 });
    await expect(book(u2, office.id, '2025-03-11T08:00:00.000Z')).rejects.toMatchObject({ code: 'slot_taken' }); // 13:00, the break
    await expect(book(u2, office.id, '2025-03-14T04:00:00.000Z')).rejects.toMatchObject({ code: 'slot_taken' }); // leave
    await expect(book(u2, office.id, '2025-03-11T04:10:00.000Z')).rejects.toMatchObject({ code: 'slot_taken' }); // off the grid
    await expect(svc.cancel(sessionUser(u2), first.id, 'oz', NOW)).rejects.toMatchObject({ status: 404 });
    for (let i = 0; i < MAX_ACTIVE_BOOKINGS - 1; i++) await book(u1, office.id, `2025-03-12T0${4 + i}:00:00.000Z`);
    await expect(book(u1, office.id, '2025-03-13T04:00:00.000Z')).rejects.toMatchObject({ code: 'too_many_bookings' });
  });

  it('tells a citizen whose offered slot closed before they booked it that it is too soon now, not that it is taken', async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    const user = await createUser();
    // 08:59:50 in Tashkent: 10:00 is still an hour and more away, so it is offered.
    const shown = new Date('2025-03-10T03:59:50Z');
    expect((await svc.slots(office.id, '2025-03-10', notary.id, 'oz', shown)).map((s) => s.time)).toContain('10:00');
    // Chosen at 09:00:05: within the lead time now.
    const err = await book(user, office.id, '2025-03-10T05:00:00.000Z', {}, new Date('2025-03-10T04:00:05Z')).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'slot_too_soon', status: 409 });
    expect((err as Error).message).toContain(`kamida ${BOOKING_LEAD_MINUTES} daqiqa`);
    // A past start stays what it was (not bookable, not "too soon").
    await expect(book(user, office.id, '2025-03-10T03:30:00.000Z', {}, new Date('2025-03-10T04:00:05Z'))).rejects.toMatchObject({ code: 'slot_taken' });
  });

  it('gives one slot to exactly one of two citizens booking at the same moment', async () => {
    const office = await createOffice();
    await createNotary({ officeId: office.id });
    const users = await Promise.all([createUser(), createUser(), createUser()]);
    const results = await Promise.allSettled(users.map((u) => book(u, office.id, '2025-03-11T06:00:00.000Z')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(['slot_taken', 'slot_taken']);
  });

  it('applies the 15-minute rule at check-in: up to 15 minutes late keeps the slot, later goes to the general queue', async () => {
    const office = await createOffice();
    await createNotary({ officeId: office.id });
    const user = await createUser();
    const onTime = await book(user, office.id, '2025-03-10T05:00:00.000Z'); // 10:00
    const late = await book(user, office.id, '2025-03-10T06:00:00.000Z'); // 11:00
    const early = await book(user, office.id, '2025-03-10T10:00:00.000Z'); // 15:00

    const a = await svc.checkIn(atKiosk(user), onTime.id, 'oz', at('2025-03-10T05:15:00Z'));
    expect(a).toMatchObject({ state: 'arrived', minutesLate: 15, isLate: false, regtime: '10:15' });
    // 15 minutes and 30 seconds is "more than 15 minutes".
    const b = await svc.checkIn(atKiosk(user), late.id, 'oz', at('2025-03-10T06:15:30Z'));
    expect(b).toMatchObject({ state: 'general_queue', minutesLate: 15, isLate: true, regtime: '11:15' });
    await expect(svc.checkIn(atKiosk(user), early.id, 'oz', at('2025-03-10T08:30:00Z'))).rejects.toMatchObject({ code: 'check_in_too_early' });
    await expect(svc.checkIn(atKiosk(user), onTime.id, 'oz', at('2025-03-10T05:20:00Z'))).rejects.toMatchObject({ code: 'booking_closed' });
    // Not checked in 20 minutes after the start: the list shows the general-queue notice.
    const list = await svc.mine(sessionUser(user), 'oz', at('2025-03-10T10:20:00Z'));
    expect(list.find((x) => x.id === early.id)).toMatchObject({ state: 'booked', isLate: true, canChange: false });
  });

  it("lets the office's notary check a citizen in, and nobody else", async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    const citizen = await createUser();
    const notaryUser = await createUser({ roles: ['notary'], notaryId: notary.id });
    const otherNotaryUser = await createUser({ roles: ['notary'], notaryId: (await createNotary()).id });
    const b = await book(citizen, office.id, '2025-03-10T05:00:00.000Z');
    await expect(svc.checkIn(sessionUser(otherNotaryUser), b.id, 'oz', at('2025-03-10T05:00:00Z'))).rejects.toMatchObject({ status: 404 });
    expect((await svc.checkIn(sessionUser(notaryUser), b.id, 'oz', at('2025-03-10T05:05:00Z'))).state).toBe('arrived');
  });

  it('refuses the owner a check-in from a browser session (only at the kiosk), over HTTP, while the notary may', async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    const citizen = await createUser();
    const notaryUser = await createUser({ roles: ['notary'], notaryId: notary.id });
    // Two bookings starting ten minutes from the real now (the HTTP call checks in at the real time).
    const [first, second] = [await book(citizen, office.id, '2025-03-10T05:00:00.000Z'), await book(citizen, office.id, '2025-03-10T05:30:00.000Z')];
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await publicDb().query(`UPDATE equeue_booking SET starts_at = $2, ends_at = $3 WHERE id = $1`, [first.id, soon(10), soon(40)]);
    await publicDb().query(`UPDATE equeue_booking SET starts_at = $2, ends_at = $3 WHERE id = $1`, [second.id, soon(41), soon(71)]);

    // At home, in the browser: refused with its own code and message, the booking untouched, and no button offered.
    const browser = await createSession(citizen);
    for (const lang of ['oz', 'ru'] as const) {
      const refused = await http().post(`/api/equeue/${first.id}/check-in`).set(authHeader(browser)).set('Accept-Language', lang).expect(409);
      expect(refused.body).toMatchObject({
        code: 'check_in_at_kiosk',
        message: lang === 'oz'
          ? "Kelganingizni notarial idoradagi kioskda yoki notariusning o'zida belgilang"
          : 'Отметить приход можно в киоске нотариальной конторы или у самого нотариуса',
      });
    }
    const [row] = (await publicDb().query(`SELECT state, arrived_at FROM equeue_booking WHERE id = $1`, [first.id])).rows as { state: string; arrived_at: Date | null }[];
    expect(row).toEqual({ state: 'booked', arrived_at: null });
    const browserList = await http().get('/api/equeue').set(authHeader(browser)).expect(200);
    expect(browserList.body.find((b: { id: string }) => b.id === first.id)).toMatchObject({ canCheckIn: false });

    // At the kiosk: offered and accepted.
    const kiosk = await createSession(citizen, { clientMode: 'kiosk' });
    const kioskList = await http().get('/api/equeue').set(authHeader(kiosk)).expect(200);
    expect(kioskList.body.find((b: { id: string }) => b.id === first.id)).toMatchObject({ canCheckIn: true });
    const arrived = await http().post(`/api/equeue/${first.id}/check-in`).set(authHeader(kiosk)).expect(200);
    expect(arrived.body).toMatchObject({ id: first.id, state: 'arrived', isLate: false });

    // The office's notary, from an ordinary browser session, may check the citizen in.
    const notarySession = await createSession(notaryUser);
    const byNotary = await http().post(`/api/equeue/${second.id}/check-in`).set(authHeader(notarySession)).expect(200);
    expect(byNotary.body).toMatchObject({ id: second.id, state: 'arrived' });
  });

  it('sends one SMS reminder the day before and one an hour before, through the outbox', async () => {
    const office = await createOffice();
    await createNotary({ officeId: office.id });
    const user = await createUser();
    const phone = `9${String(Date.now()).slice(-8)}`;
    const b = await svc.book(sessionUser(user), { officeId: office.id, actTypeId: 101, startsAt: '2025-03-12T05:00:00.000Z', phone, notaryId: null, email: null, description: null }, 'ru', NOW);
    const reminders = api.app.get(EqueueReminders);
    const outbox = async () => (await publicDb().query<{ text: string }>(`SELECT text FROM sms_outbox WHERE phone = $1 ORDER BY created_at`, [phone])).rows;

    await reminders.run(at('2025-03-11T04:00:00Z')); // 25 hours ahead: nothing yet
    expect(await outbox()).toHaveLength(0);
    await reminders.run(at('2025-03-11T05:00:00Z')); // 24 hours ahead
    await reminders.run(at('2025-03-11T06:00:00Z')); // again: no second day reminder
    expect((await outbox()).map((m) => m.text)).toEqual([
      expect.stringContaining('Напоминание: завтра 12.03.2025 10:00'),
    ]);
    await reminders.run(at('2025-03-12T04:00:00Z')); // one hour ahead
    await reminders.run(at('2025-03-12T04:30:00Z'));
    const texts = (await outbox()).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('Напоминание: через час');
    expect(texts[1]).toContain('15 минут');
    // A cancelled booking gets nothing.
    const c = await svc.book(sessionUser(user), { officeId: office.id, actTypeId: 101, startsAt: '2025-03-13T05:00:00.000Z', phone, notaryId: null, email: null, description: null }, 'oz', NOW);
    await svc.cancel(sessionUser(user), c.id, 'oz', NOW);
    await reminders.run(at('2025-03-12T05:00:00Z'));
    expect(await outbox()).toHaveLength(2);
    expect(b.state).toBe('booked');
  });

  it('the reminders run on @nestjs/schedule with the other jobs, every minute', () => {
    const intervals = api.app.get(SchedulerRegistry).getIntervals();
    expect(intervals).toEqual(expect.arrayContaining(['equeue-reminders', 'missed-video-conference', 'demo-rosters']));
  });

  it('over HTTP: needs a sign-in, validates the booking, books and cancels', async () => {
    const office = await createOffice();
    await createNotary({ officeId: office.id });
    await http().get(`/api/equeue/slots?officeId=${office.id}&date=2025-03-10`).expect(403);
    const user = await createUser();
    const token = await createSession(user);
    const days = await http().get(`/api/equeue/days?officeId=${office.id}`).set(authHeader(token)).expect(200);
    const day = (days.body as { date: string; free: number }[]).find((d) => d.free > 0)!;
    const slots = await http().get(`/api/equeue/slots?officeId=${office.id}&date=${day.date}`).set(authHeader(token)).expect(200);
    const slot = slots.body[0];
    const bad = await http().post('/api/equeue').set(authHeader(token)).send({ officeId: office.id, actTypeId: 101, startsAt: slot.startsAt, phone: '12' }).expect(400);
    expect(bad.body.code).toBe('validation_failed');
    await http().post('/api/equeue').set(authHeader(token)).send({ officeId: office.id, actTypeId: 999, startsAt: slot.startsAt, phone: '901234567' }).expect(400);
    const ok = await http()
      .post('/api/equeue')
      .set(authHeader(token))
      .send({ officeId: office.id, actTypeId: 101, startsAt: slot.startsAt, phone: '+998 90 123 45 67', email: 'a@b.uz' })
      .expect(201);
    expect(ok.body).toMatchObject({ phone: '901234567', email: 'a@b.uz', state: 'booked' });
    const list = await http().get('/api/equeue').set(authHeader(token)).expect(200);
    expect(list.body.map((b: { id: string }) => b.id)).toContain(ok.body.id);
    const cancelled = await http().post(`/api/equeue/${ok.body.id}/cancel`).set(authHeader(token)).expect(200);
    expect(cancelled.body.state).toBe('cancelled');
    const offices = await http().get(`/api/equeue/offices?districtId=${office.districtId}`).set(authHeader(token)).expect(200);
    expect(offices.body.map((o: { id: string }) => o.id)).toContain(office.id);
  });
});
