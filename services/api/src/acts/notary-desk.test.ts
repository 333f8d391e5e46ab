import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeInTable } from '../testing/table-change.js';
import { useTestApi } from '../testing/test-api.js';
import { actRow, createAct, createEnforcementDebt, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

const past = () => new Date(Date.now() - 5 * 60_000);
const future = () => new Date(Date.now() + 2 * 86_400_000);

/**
 * Issue 14 tests: the notary console's API. Registration waits for the set
 * visit time and, in person, for the parties marked present; the review's
 * registry facts reach the act's notary and nobody else; the office inbox
 * lists the office's acts with counts per step and a search.
 */
describe("the notary's desk on an act", () => {
  const { http, sendEvent } = useTestApi();
  let notary: TestNotary;
  let otherNotary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
    otherNotary = await signedNotary();
  });

  it('refuses registration before the set visit time, even with everything paid and the parties present', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 8, notary, payments: 'confirmed', visitAt: future(), partiesPresent: true });
    const res = await sendEvent(notary, actId, 'register').expect(409);
    expect(res.body.code).toBe('registration_before_visit_time');
    expect(await actRow(actId)).toMatchObject({ step: 8, status: 'active', regnum: null });
    // The card says why the button is held back.
    const card = await http().get(`/api/notarial_act/${actId}`).set(notary.auth).expect(200);
    expect(card.body.events).toContainEqual({ event: 'register', blockedBy: 'registration_before_visit_time', needsConfirmation: false });
  });

  it('in person, refuses registration until the notary marks the parties present; a video act needs no mark', async () => {
    const seller = await signedCitizen();
    const actId = await createAct(seller, { step: 8, notary, payments: 'confirmed', visitAt: past() });
    expect((await sendEvent(notary, actId, 'register').expect(409)).body.code).toBe('parties_not_present');
    await http().post(`/api/notarial_act/${actId}/presence`).set(notary.auth).send({ present: true }).expect(201);
    // Withdrawn, it holds registration back again; marked anew, registration goes through.
    const withdrawn = await http().post(`/api/notarial_act/${actId}/presence`).set(notary.auth).send({ present: false }).expect(201);
    expect(withdrawn.body.partiesPresentAt).toBeNull();
    expect((await sendEvent(notary, actId, 'register').expect(409)).body.code).toBe('parties_not_present');
    await http().post(`/api/notarial_act/${actId}/presence`).set(notary.auth).send({ present: true }).expect(201);
    const registered = await sendEvent(notary, actId, 'register', { blankSeries: 'NT', blankNumber: '0000001' }).expect(201);
    expect(registered.body).toMatchObject({ step: 9, status: 'registered', blankNumber: '0000001' });
    const { rows } = await testDb().query(`SELECT action, actor_role FROM act_audit WHERE act_id = $1 AND action LIKE 'presence.%' ORDER BY seq`, [actId]);
    expect(rows).toEqual([
      { action: 'presence.mark', actor_role: 'notary' },
      { action: 'presence.withdraw', actor_role: 'notary' },
      { action: 'presence.mark', actor_role: 'notary' },
    ]);

    const video = await createAct(seller, { step: 8, regtype: 2, notary, payments: 'confirmed', visitAt: past() });
    expect((await http().post(`/api/notarial_act/${video}/presence`).set(notary.auth).send({ present: true }).expect(409)).body.code).toBe('act_event_not_allowed');
    // Issue 16.3: a video act waits for its parties' face check in the conference (video/identity/video-identity.test.ts).
    const refused = await sendEvent(notary, video, 'register').expect(409);
    expect([refused.body.code, refused.body.details]).toEqual(['video_identity_not_confirmed', { pins: [seller.pin] }]);
    await testDb().query(`UPDATE notarial_act SET video = '{"janusRoom": 4242}' WHERE id = $1`, [video]);
    await testDb().query(`INSERT INTO video_identity_check (act_id, janus_room, pin, outcome, jti) VALUES ($1, 4242, $2, 'confirmed', $3)`, [video, seller.pin, randomUUID()]);
    await sendEvent(notary, video, 'register').expect(201);
  });

  it('presence is marked by the act\'s notary only, at Registration, once the visit time has come; sending back clears it', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const actId = await createAct(seller, { step: 8, notary, payments: 'confirmed', visitAt: past(), parties: [{ user: buyer, role: 'buyer' }] });
    const mark = (who: { auth: Record<string, string> }, id = actId) => http().post(`/api/notarial_act/${id}/presence`).set(who.auth).send({ present: true });
    expect((await mark(seller)).status).toBe(403);
    expect((await mark(buyer)).status).toBe(403);
    expect((await mark(otherNotary)).body.code).toBe('pin_not_found_in_uuid');
    expect((await http().post(`/api/notarial_act/${actId}/presence`).set(notary.auth).send({ present: 'yes' })).status).toBe(400);
    const early = await createAct(seller, { step: 8, notary, payments: 'confirmed', visitAt: future() });
    expect((await mark(notary, early)).body.code).toBe('registration_before_visit_time');
    const atPayment = await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: past() });
    expect((await mark(notary, atPayment)).body.code).toBe('act_event_not_allowed');
    await mark(notary).expect(201);
    await sendEvent(notary, actId, 'send_back', { confirmed: true }).expect(201);
    expect(await actRow(actId)).toMatchObject({ step: 7, parties_present_at: null });
  });

  it("gives the registry facts and every failing rule to the act's notary only", async () => {
    const seller = await signedCitizen({}, { surname: 'Qodirov', name: 'Anvar' });
    const buyer = await signedCitizen();
    await createEnforcementDebt(seller.pin, 50_000);
    const actId = await createAct(seller, { step: 2, notary, parties: [{ user: buyer, role: 'buyer' }] });
    await http().get(`/api/notarial_act/${actId}/registry-facts`).expect(403);
    expect((await http().get(`/api/notarial_act/${actId}/registry-facts`).set(seller.auth)).status).toBe(403);
    expect((await http().get(`/api/notarial_act/${actId}/registry-facts`).set(buyer.auth)).status).toBe(403);
    expect((await http().get(`/api/notarial_act/${actId}/registry-facts`).set(otherNotary.auth)).body.code).toBe('pin_not_found_in_uuid');

    const res = await http().get(`/api/notarial_act/${actId}/registry-facts`).set(notary.auth).expect(200);
    expect(res.body.shortcomings.map((s: { code: string }) => s.code)).toContain('enforcement_debt');
    const sellerFacts = res.body.parties.find((p: { pin: string }) => p.pin === seller.pin);
    expect(sellerFacts).toMatchObject({ isAuthor: true, civil: { deathDate: null, isPhoneActive: true } });
    expect(sellerFacts.civil.fullname).toContain('Qodirov');
    expect(sellerFacts.debts).toEqual([expect.objectContaining({ outstanding: expect.any(String) })]);
    expect(res.body.parties.find((p: { pin: string }) => p.pin === buyer.pin).debts).toEqual([]);
    expect(res.body.isCivilRegistryConfigured).toBe(true);
  });
});

describe("the office's inbox (GET /api/notarial_act?scope=office)", () => {
  const api = useTestApi();
  const { http } = api;

  it("lists only the office's acts, newest first, with counts per step, and searches by register number, pin or name", async () => {
    const notary = await signedNotary();
    const stranger = await signedNotary();
    const seller = await signedCitizen({ fullname: 'TOSHMATOV ILHOM BAXODIROVICH' });
    const buyer = await signedCitizen();
    const checking = await createAct(seller, { step: 2, notary, parties: [{ user: buyer, role: 'buyer' }] });
    const invoicing = await createAct(seller, { step: 4, notary });
    const today = await createAct(seller, { step: 8, notary, payments: 'confirmed', visitAt: new Date(), regtype: 2 });
    const elsewhere = await createAct(seller, { step: 2, notary: stranger });
    await testDb().query(`UPDATE notarial_act SET regnum = '2026/77', reg_year = 2026 WHERE id = $1`, [invoicing]);

    const all = await http().get('/api/notarial_act?scope=office&counts=1').set(notary.auth).expect(200);
    const ids = all.body.items.map((i: { uuid: string }) => i.uuid);
    expect(ids).toEqual([today, invoicing, checking]);
    expect(ids).not.toContain(elsewhere);
    expect(all.body.counts.steps).toEqual([
      { step: 2, count: 1 },
      { step: 4, count: 1 },
      { step: 8, count: 1 },
    ]);
    expect(all.body.counts).toMatchObject({ todayVisits: 1, todayVideo: 1 });

    const step2 = await http().get('/api/notarial_act?scope=office&step=2').set(notary.auth).expect(200);
    expect(step2.body.items.map((i: { uuid: string }) => i.uuid)).toEqual([checking]);
    const byPin = await http().get(`/api/notarial_act?scope=office&q=${buyer.pin}`).set(notary.auth).expect(200);
    expect(byPin.body.items.map((i: { uuid: string }) => i.uuid)).toEqual([checking]);
    const byRegnum = await http().get('/api/notarial_act?scope=office&q=2026/77').set(notary.auth).expect(200);
    expect(byRegnum.body.items.map((i: { uuid: string }) => i.uuid)).toEqual([invoicing]);
    const byName = await http().get('/api/notarial_act?scope=office&q=toshmatov il').set(notary.auth).expect(200);
    expect(byName.body.total).toBe(3);
    // LIKE's wildcards are letters here, not patterns.
    expect((await http().get('/api/notarial_act?scope=office&q=%25%25').set(notary.auth).expect(200)).body.total).toBe(0);

    // A citizen has no office inbox.
    expect((await http().get('/api/notarial_act?scope=office').set(seller.auth)).status).toBe(403);
    expect((await http().get('/api/notarial_act?counts=1').set(seller.auth)).status).toBe(403);
    // The other office's notary sees none of these.
    const theirs = await http().get('/api/notarial_act?scope=office').set(stranger.auth).expect(200);
    expect(theirs.body.items.map((i: { uuid: string }) => i.uuid)).toEqual([elsewhere]);

    // A notary moved to another office (an administrator's change, made in the table) has that office's inbox
    // and acts from the next request on: the office comes with the session's check, which the API keeps in
    // memory until PostgreSQL tells it of the move (sessions/session-cache.ts).
    await changeInTable(api.app, 'UPDATE notary SET office_id = $2 WHERE id = $1 RETURNING id', [notary.notaryId, stranger.officeId], () => [`n:${notary.notaryId}`]);
    const moved = await http().get('/api/notarial_act?scope=office').set(notary.auth).expect(200);
    expect(moved.body.items.map((i: { uuid: string }) => i.uuid)).toEqual([elsewhere]);
    expect((await http().get(`/api/notarial_act/${elsewhere}`).set(notary.auth).expect(200)).body.actor).toBe('notary');
    expect((await http().get(`/api/notarial_act/${checking}`).set(notary.auth)).status).toBe(418);
  });
});

describe("the office inbox's total at national size (issue 17.1)", () => {
  const { http } = useTestApi();
  const total = async (auth: Record<string, string>, query: string) => (await http().get(`/api/notarial_act?scope=office&${query}`).set(auth).expect(200)).body as { items: { uuid: string }[]; total: number };

  it('is the office’s kept count on full pages, follows acts created, moved to another office and deleted, and counts a filtered list', async () => {
    const notary = await signedNotary();
    const other = await signedNotary();
    const seller = await signedCitizen();
    const acts = [];
    for (let i = 0; i < 5; i++) acts.push(await createAct(seller, { step: i % 2 === 0 ? 2 : 4, notary }));
    // Full pages of two: the total is the office's kept count, not the page's length.
    expect(await total(notary.auth, 'pageSize=2')).toMatchObject({ total: 5 });
    expect((await total(notary.auth, 'pageSize=2&page=3')).items).toHaveLength(1);
    expect(await total(notary.auth, 'pageSize=2&page=3')).toMatchObject({ total: 5 });
    expect(await total(notary.auth, 'pageSize=2&page=9')).toMatchObject({ items: [], total: 5 });
    // A filter is counted as asked.
    expect(await total(notary.auth, 'pageSize=2&step=2')).toMatchObject({ total: 3 });
    // An act moved to another office leaves this office's count and joins that one's; a deleted row leaves it.
    const otherOffice = other.officeId;
    await testDb().query('UPDATE notarial_act SET office_id = $2, notary_id = $3 WHERE id = $1', [acts[0], otherOffice, other.notaryId]);
    await testDb().query('DELETE FROM act_party WHERE act_id = $1', [acts[1]]);
    await testDb().query('DELETE FROM notarial_act WHERE id = $1', [acts[1]]);
    expect(await total(notary.auth, 'pageSize=2')).toMatchObject({ total: 3 });
    expect(await total(other.auth, 'pageSize=2')).toMatchObject({ total: 1 });
    // Several acts in one statement (a seed, an import) are counted per office.
    await testDb().query(
      `INSERT INTO notarial_act (type_id, name, regtype, created_by, author_pin, office_id, notary_id)
       SELECT type_id, name, regtype, created_by, author_pin, office_id, notary_id FROM notarial_act WHERE id = ANY($1)`,
      [[acts[0], acts[2], acts[3]]],
    );
    expect(await total(notary.auth, 'pageSize=2')).toMatchObject({ total: 5 });
    expect(await total(other.auth, 'pageSize=2')).toMatchObject({ total: 2 });
    const { rows: [counts] } = await testDb().query<{ kept: number; counted: number }>(
      `SELECT (SELECT acts FROM office_act_count WHERE office_id = $1)::int AS kept, (SELECT count(*) FROM notarial_act WHERE office_id = $1)::int AS counted`,
      [otherOffice],
    );
    expect(counts!.kept).toBe(counts!.counted);
  });
});

describe("the visit calendar (GET /api/notarial_act/:uuid/visit-calendar)", () => {
  const { http } = useTestApi();

  /** A Tashkent date some days ahead, as yyyy-mm-dd, and its ISO weekday. */
  function dayAhead(days: number): { iso: string; weekday: number; at: (hhmm: string) => Date } {
    const t = new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000);
    const iso = t.toISOString().slice(0, 10);
    const weekday = t.getUTCDay() === 0 ? 7 : t.getUTCDay();
    return { iso, weekday, at: (hhmm) => new Date(`${iso}T${hhmm}:00+05:00`) };
  }

  it("shows the notary's slots of the office timetable, the other acts' visits, e-queue bookings, and leave", async () => {
    const notary = await signedNotary();
    const seller = await signedCitizen();
    const day = dayAhead(3);
    const leave = dayAhead(4);
    // The office receives 09:00–12:00 with a break 10:30–11:00, 30-minute slots, every day; the notary works every day.
    const hours = { open: '09:00', close: '12:00', breakFrom: '10:30', breakTo: '11:00' };
    const timetable = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [String(d), hours]));
    await testDb().query(`UPDATE notary_office SET timetable = $2, slot_minutes = 30 WHERE id = $1`, [notary.officeId, JSON.stringify(timetable)]);
    await testDb().query(`UPDATE notary SET working_days = '{1,2,3,4,5,6,7}', license_status = 'active' WHERE id = $1`, [notary.notaryId]);
    await testDb().query(`INSERT INTO notary_absence (notary_id, kind, date_from, date_to) VALUES ($1, 'vacation', $2, $2)`, [notary.notaryId, leave.iso]);
    const actId = await createAct(seller, { step: 5, notary, payments: 'issued' });
    await createAct(seller, { step: 7, notary, payments: 'issued', visitAt: day.at('09:30') });
    await testDb().query(
      `INSERT INTO equeue_booking (user_id, user_pin, office_id, notary_id, act_type_id, starts_at, ends_at, phone, locale, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 1, $5, $6, '901234567', 'oz', now(), now())`,
      [seller.id, seller.pin, notary.officeId, notary.notaryId, day.at('11:00'), day.at('11:30')],
    );

    const res = await http().get(`/api/notarial_act/${actId}/visit-calendar?date=${day.iso}`).set(notary.auth).expect(200);
    expect(res.body).toMatchObject({ date: day.iso, slotMinutes: 30, dayOff: null, hours });
    expect(res.body.slots.map((s: { time: string; state: string }) => [s.time, s.state])).toEqual([
      ['09:00', 'free'],
      ['09:30', 'visit'],
      ['10:00', 'free'],
      ['11:00', 'booking'],
      ['11:30', 'free'],
    ]);
    expect(res.body.slots[0].startsAt).toBe(day.at('09:00').toISOString());

    const off = await http().get(`/api/notarial_act/${actId}/visit-calendar?date=${leave.iso}`).set(notary.auth).expect(200);
    expect(off.body).toMatchObject({ dayOff: 'vacation', hours: null, slots: [] });
    // The notary sets a free slot; the calendar then shows it as this act's.
    await http().post(`/api/notarial_act/${actId}/events/set_time`).set(notary.auth).send({ visitAt: day.at('10:00').toISOString() }).expect(201);
    const after = await http().get(`/api/notarial_act/${actId}/visit-calendar?date=${day.iso}`).set(notary.auth).expect(200);
    expect(after.body.slots.find((s: { time: string }) => s.time === '10:00')).toMatchObject({ state: 'free', isThisAct: true });

    expect((await http().get(`/api/notarial_act/${actId}/visit-calendar?date=${day.iso}`).set(seller.auth)).status).toBe(403);
    expect((await http().get(`/api/notarial_act/${actId}/visit-calendar?date=31.12.2026`).set(notary.auth)).status).toBe(400);
  });
});
