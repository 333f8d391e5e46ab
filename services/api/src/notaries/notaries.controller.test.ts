import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import {
  createAbsence,
  createAct,
  createDuty,
  createNotary,
  createOffice,
  uniqueTag,
} from '../testing/public-factories.js';
import { NotariesService } from './notaries.service.js';

type Card = { id: string; fullName: string; ministryRating: number; clientRating: number; status: string; licenseStatus: string; distanceKm: number | null };

describe('notary directory API', () => {
  const api = useTestApi();
  const { http } = api;

  it('filters by name (Latin or Cyrillic, any part), region, district, language and licence status', async () => {
    const tag = uniqueTag('Zz');
    const office = await createOffice({ regionId: 1718, districtId: 171803 });
    const other = await createOffice({ regionId: 1706, districtId: 170601 });
    const a = await createNotary({ officeId: office.id, fullName: `${tag}ova Malika`, fullNameCyr: 'Малика', languages: ['uz', 'ru', 'en'] });
    const b = await createNotary({ officeId: other.id, fullName: `${tag}ov Botir`, languages: ['uz'], licenseStatus: 'terminated' });
    const c = await createNotary({ officeId: office.id, fullName: `${tag}ov Sardor`, fullNameCyr: `Сардор ${tag}`, languages: ['uz', 'kaa'], licenseStatus: 'cancelled' });

    const ids = async (query: string) =>
      ((await http().get(`/api/notaries?name=${tag}&${query}`).expect(200)).body.items as Card[]).map((n) => n.id).sort();

    expect(await ids('')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('regionId=1718')).toEqual([a.id, c.id].sort());
    expect(await ids('districtId=170601')).toEqual([b.id]);
    expect(await ids('language=en')).toEqual([a.id]);
    expect(await ids('language=kaa')).toEqual([c.id]);
    expect(await ids('licenseStatus=terminated')).toEqual([b.id]);
    expect(await ids('licenseStatus=cancelled')).toEqual([c.id]);
    // A part of the name in lower case finds it too.
    const part = (await http().get(`/api/notaries?name=${tag.toLowerCase()}ova`).expect(200)).body.items as Card[];
    expect(part.map((n) => n.id)).toEqual([a.id]);
    // The Cyrillic spelling is searched as well.
    const cyr = (await http().get(`/api/notaries?name=${encodeURIComponent(`Сардор ${tag}`)}`).expect(200)).body.items as Card[];
    expect(cyr.map((n) => n.id)).toEqual([c.id]);
  });

  it('sorts alphabetically, by ministry rating and by client rating, active licences first', async () => {
    const tag = uniqueTag('Yy');
    const office = await createOffice();
    const n1 = await createNotary({ officeId: office.id, fullName: `${tag} Bbb`, ministryRating: 3.1, clientRating: 4.9 });
    const n2 = await createNotary({ officeId: office.id, fullName: `${tag} Aaa`, ministryRating: 4.8, clientRating: 3.2 });
    const n3 = await createNotary({ officeId: office.id, fullName: `${tag} Ccc`, ministryRating: 4.0, clientRating: 4.0 });
    const n0 = await createNotary({ officeId: office.id, fullName: `${tag} A00`, ministryRating: 5, clientRating: 5, licenseStatus: 'terminated' });
    const order = async (sort: string) =>
      ((await http().get(`/api/notaries?name=${tag}&sort=${sort}`).expect(200)).body.items as Card[]).map((n) => n.id);
    expect(await order('alpha')).toEqual([n2.id, n1.id, n3.id, n0.id]);
    expect(await order('ministry_rating')).toEqual([n2.id, n3.id, n1.id, n0.id]);
    expect(await order('client_rating')).toEqual([n1.id, n3.id, n2.id, n0.id]);
  });

  it('sorts by distance from the browser position ("near me") and pages', async () => {
    const tag = uniqueTag('Xx');
    const far = await createNotary({ officeId: (await createOffice({ lat: 39.65, lng: 66.96 })).id, fullName: `${tag} Far` });
    const near = await createNotary({ officeId: (await createOffice({ lat: 41.312, lng: 69.28 })).id, fullName: `${tag} Near` });
    const mid = await createNotary({ officeId: (await createOffice({ lat: 40.78, lng: 72.34 })).id, fullName: `${tag} Mid` });
    const res = await http().get(`/api/notaries?name=${tag}&sort=distance&lat=41.31&lng=69.28`).expect(200);
    const items = res.body.items as Card[];
    expect(items.map((n) => n.id)).toEqual([near.id, mid.id, far.id]);
    expect(items[0]!.distanceKm).toBeLessThan(1);
    expect(items[2]!.distanceKm).toBeGreaterThan(200);
    const page2 = await http().get(`/api/notaries?name=${tag}&sort=distance&lat=41.31&lng=69.28&page=2&size=2`).expect(200);
    expect(page2.body.total).toBe(3);
    expect(page2.body.items.map((n: Card) => n.id)).toEqual([far.id]);
    await http().get('/api/notaries?lat=100&lng=1').expect(400);
    await http().get('/api/notaries?sort=nonsense').expect(400);
  });

  it('returns the map markers of the filtered offices', async () => {
    const tag = uniqueTag('Ww');
    const office = await createOffice({ lat: 40.1, lng: 65.37 });
    await createNotary({ officeId: office.id, fullName: `${tag} One` });
    await createNotary({ officeId: office.id, fullName: `${tag} Two` });
    const res = await http().get(`/api/notaries/map?name=${tag}`).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: office.id, lat: 40.1, lng: 65.37 });
    expect(res.body[0].notaries).toHaveLength(2);
  });

  it('shows leave, duty and working hours in Tashkent time', async () => {
    const svc = api.app.get(NotariesService);
    const notary = await createNotary({ workingDays: [1, 2, 3, 4, 5] });
    await createAbsence(notary.id, 'medical_leave', '2025-03-12', '2025-03-13');
    await createDuty(notary.id, '2025-03-15');
    // Tuesday 2025-03-11 10:00 Tashkent = 05:00 UTC: at work.
    expect((await svc.details(notary.id, 'oz', new Date('2025-03-11T05:00:00Z'))).status).toBe('on_duty');
    // 13:30 Tashkent is the lunch break.
    expect((await svc.details(notary.id, 'oz', new Date('2025-03-11T08:30:00Z'))).status).toBe('off_duty');
    // 2025-03-11 19:30 UTC is already Wednesday 00:30 in Tashkent: medical leave has begun.
    const wed = await svc.details(notary.id, 'oz', new Date('2025-03-11T19:30:00Z'));
    expect(wed.status).toBe('medical_leave');
    expect(wed.absence).toMatchObject({ kind: 'medical_leave', dateFrom: '2025-03-12', dateTo: '2025-03-13' });
    // Saturday 2025-03-15 is a duty day: the office is closed, the duty hours 09:00–13:00 apply.
    const sat = await svc.details(notary.id, 'oz', new Date('2025-03-15T05:00:00Z'));
    expect(sat.status).toBe('on_duty');
    expect(sat.isDutyToday).toBe(true);
    expect(sat.week[0]).toMatchObject({ date: '2025-03-15', isDuty: true, hours: { open: '09:00', close: '13:00' } });
    expect(sat.week[1]).toMatchObject({ date: '2025-03-16', hours: null });
    // Before the leave, the upcoming leave is announced.
    const mon = await svc.details(notary.id, 'oz', new Date('2025-03-10T05:00:00Z'));
    expect(mon.status).toBe('on_duty');
    expect(mon.absence).toMatchObject({ kind: 'medical_leave' });
    expect(mon.week.find((d) => d.date === '2025-03-12')).toMatchObject({ absence: 'medical_leave', hours: null });
  });

  it('answers 404 for an unknown notary and 400 for a malformed id', async () => {
    const missing = await http().get('/api/notaries/00000000-0000-4000-8000-000000000000').expect(404);
    expect(missing.body.code).toBe('not_found');
    const malformed = await http().get('/api/notaries/not-a-uuid').expect(400);
    expect(malformed.body.code).toBe('bad_request');
  });

  describe('reviews', () => {
    it('need a sign-in', async () => {
      const notary = await createNotary();
      const res = await http().post(`/api/notaries/${notary.id}/reviews`).send({ actId: crypto.randomUUID(), rating: 5 }).expect(403);
      expect(res.body.message).toBe('Access Denied');
    });

    it("need a rating: 'give a rating'", async () => {
      const user = await createUser();
      const notary = await createNotary();
      const act = await createAct({ notaryId: notary.id, parties: [{ pin: user.pin, role: 'principal' }] });
      const token = await createSession(user);
      const res = await http()
        .post(`/api/notaries/${notary.id}/reviews`)
        .set(authHeader(token))
        .send({ actId: act.id, text: 'Yaxshi' })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'rating_required', message: 'Baho bering' });
      const zero = await http()
        .post(`/api/notaries/${notary.id}/reviews`)
        .set({ ...authHeader(token), 'Accept-Language': 'ru' })
        .send({ actId: act.id, rating: 0 })
        .expect(400);
      expect(zero.body.code).toBe('rating_required');
    });

    it('are allowed once per completed act of the reviewer with this notary, and update the client rating', async () => {
      const user = await createUser();
      const stranger = await createUser();
      const notary = await createNotary();
      const otherNotary = await createNotary();
      const act = await createAct({ notaryId: notary.id, parties: [{ pin: user.pin, role: 'principal', fullname: user.fullname }] });
      const unfinished = await createAct({ notaryId: notary.id, status: 'active', parties: [{ pin: user.pin, role: 'principal' }] });
      const otherAct = await createAct({ notaryId: otherNotary.id, parties: [{ pin: user.pin, role: 'principal' }] });
      const token = await createSession(user);
      const post = (actId: string, rating: number, t = token) =>
        http().post(`/api/notaries/${notary.id}/reviews`).set(authHeader(t)).send({ actId, rating, text: 'Tez va sifatli' });

      expect((await post(unfinished.id, 4).expect(409)).body.code).toBe('review_not_allowed');
      expect((await post(otherAct.id, 4).expect(409)).body.code).toBe('review_not_allowed');
      expect((await post(act.id, 4, await createSession(stranger)).expect(409)).body.code).toBe('review_not_allowed');

      const ok = await post(act.id, 4).expect(201);
      expect(ok.body).toMatchObject({ clientRating: 4, reviewsCount: 1 });
      expect((await post(act.id, 5).expect(409)).body.code).toBe('review_exists');

      const list = await http().get(`/api/notaries/${notary.id}/reviews`).expect(200);
      expect(list.body.total).toBe(1);
      expect(list.body.items[0]).toMatchObject({ rating: 4, text: 'Tez va sifatli', actTypeId: 101 });
      expect(list.body.items[0].authorName).toMatch(/^Karimov J\.$/);
      const details = await http().get(`/api/notaries/${notary.id}`).expect(200);
      expect(details.body).toMatchObject({ clientRating: 4, reviewsCount: 1, ratingDistribution: { '4': 1 } });
    });

    it('counts both of two reviews sent at once', async () => {
      const notary = await createNotary();
      const users = await Promise.all([createUser(), createUser()]);
      const acts = await Promise.all(users.map((u) => createAct({ notaryId: notary.id, parties: [{ pin: u.pin, role: 'principal' }] })));
      const tokens = await Promise.all(users.map((u) => createSession(u)));
      await Promise.all(
        [2, 5].map((rating, i) =>
          http().post(`/api/notaries/${notary.id}/reviews`).set(authHeader(tokens[i]!)).send({ actId: acts[i]!.id, rating }).expect(201),
        ),
      );
      const details = await http().get(`/api/notaries/${notary.id}`).expect(200);
      expect(details.body).toMatchObject({ clientRating: 3.5, reviewsCount: 2 });
    });
  });

  it("lists the signed-in person's previous visits, with the acts that can still be reviewed", async () => {
    const user = await createUser();
    const notary = await createNotary();
    const done = await createAct({ notaryId: notary.id, parties: [{ pin: user.pin, role: 'principal' }] });
    await createAct({ notaryId: notary.id, status: 'active', visitAt: new Date(Date.now() + 86_400_000), parties: [{ pin: user.pin, role: 'principal' }] });
    await createAct({ notaryId: notary.id }); // someone else's
    const token = await createSession(user);
    const res = await http().get(`/api/notaries/${notary.id}/visits`).set(authHeader(token)).expect(200);
    expect(res.body.acts.map((a: { id: string }) => a.id)).toEqual([done.id]);
    expect(res.body.acts[0]).toMatchObject({ canReview: true, reviewed: false, regnum: done.regnum });
    await http().get(`/api/notaries/${notary.id}/visits`).expect(403);
  });
});
