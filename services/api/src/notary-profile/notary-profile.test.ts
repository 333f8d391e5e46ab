import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { describe, expect, it } from 'vitest';
import { authHeader, createSession, createUser } from '../testing/identity-factories.js';
import { createAbsence, createNotary, createOffice, publicDb } from '../testing/public-factories.js';
import { useTestApi } from '../testing/test-api.js';

const isoIn = (days: number) => toIsoDate(tashkentDateOf(new Date(Date.now() + days * 86_400_000)));

describe("a notary's own record and schedule (issue 14.8)", () => {
  const { http } = useTestApi();

  it('shows the own record and saves working days, own hours, leave and duty; the public directory and the e-queue follow', async () => {
    const office = await createOffice();
    const notary = await createNotary({ officeId: office.id });
    const other = await createNotary({ officeId: office.id });
    const user = await createUser({ roles: ['notary'], notaryId: notary.id });
    const auth = authHeader(await createSession(user));
    // A leave that began a week ago: its past days are history and stay.
    await createAbsence(notary.id, 'vacation', isoIn(-7), isoIn(-5));

    const before = await http().get('/api/notary-profile').set(auth).expect(200);
    expect(before.body).toMatchObject({ notaryId: notary.id, office: { id: office.id }, workingDays: [1, 2, 3, 4, 5], timetable: null, absences: [], dutyDates: [] });

    const body = {
      workingDays: [2, 1, 3],
      timetable: { '1': { open: '10:00', close: '16:00' }, '2': { open: '09:00', close: '18:00', breakFrom: '13:00', breakTo: '14:00' }, '3': { open: '09:00', close: '12:00' } },
      absences: [
        { kind: 'vacation', dateFrom: isoIn(20), dateTo: isoIn(30) },
        { kind: 'medical_leave', dateFrom: isoIn(0), dateTo: isoIn(2) },
        // Already over: left out.
        { kind: 'vacation', dateFrom: isoIn(-40), dateTo: isoIn(-35) },
      ],
      dutyDates: [isoIn(6), isoIn(6), isoIn(-3)],
    };
    const saved = await http().put('/api/notary-profile/schedule').set(auth).send(body).expect(200);
    expect(saved.body).toMatchObject({
      workingDays: [1, 2, 3],
      timetable: body.timetable,
      absences: [
        { kind: 'medical_leave', dateFrom: isoIn(0), dateTo: isoIn(2) },
        { kind: 'vacation', dateFrom: isoIn(20), dateTo: isoIn(30) },
      ],
      dutyDates: [isoIn(6)],
    });
    const { rows } = await publicDb().query(`SELECT date_from::text, date_to::text FROM notary_absence WHERE notary_id = $1 AND date_to < $2::date`, [notary.id, isoIn(0)]);
    expect(rows).toEqual([{ date_from: isoIn(-7), date_to: isoIn(-5) }]);

    // The public directory shows it: on medical leave today, the own hours, the duty day.
    const card = await http().get(`/api/notaries/${notary.id}`).expect(200);
    expect(card.body).toMatchObject({ status: 'medical_leave', workingDays: [1, 2, 3] });
    expect(card.body.office.timetable).toEqual(body.timetable);
    expect(card.body.week.find((d: { date: string }) => d.date === isoIn(6)).isDuty).toBe(true);
    // The colleague keeps the office's hours and their own schedule.
    const colleague = await http().get(`/api/notaries/${other.id}`).expect(200);
    expect(colleague.body).toMatchObject({ workingDays: [1, 2, 3, 4, 5] });
    expect(colleague.body.office.timetable['1']).toMatchObject({ open: '09:00', close: '18:00' });

    // Back to the office's hours.
    const reset = await http().put('/api/notary-profile/schedule').set(auth).send({ ...body, timetable: null }).expect(200);
    expect(reset.body.timetable).toBeNull();
  });

  it('is only for the notary the session is linked to: citizens, administrators and a notary without a record are refused', async () => {
    const notary = await createNotary();
    const body = { workingDays: [], timetable: null, absences: [], dutyDates: [] };
    for (const user of [await createUser(), await createUser({ roles: ['admin'] }), await createUser({ roles: ['notary'] })]) {
      const auth = authHeader(await createSession(user));
      for (const res of [await http().get('/api/notary-profile').set(auth), await http().put('/api/notary-profile/schedule').set(auth).send(body)]) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('forbidden');
      }
    }
    expect((await http().get('/api/notary-profile')).body.message).toBe('Access Denied');
    // Nothing names the record: a notary's save never touches a colleague's row.
    const other = await createUser({ roles: ['notary'], notaryId: (await createNotary()).id });
    await http().put('/api/notary-profile/schedule').set(authHeader(await createSession(other))).send(body).expect(200);
    const { rows } = await publicDb().query(`SELECT working_days::int[] AS d FROM notary WHERE id = $1`, [notary.id]);
    expect(rows[0].d).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses impossible hours and leave with 400', async () => {
    const user = await createUser({ roles: ['notary'], notaryId: (await createNotary()).id });
    const auth = authHeader(await createSession(user));
    const base = { workingDays: [1], timetable: null, absences: [], dutyDates: [] };
    for (const body of [
      { ...base, workingDays: [8] },
      { ...base, timetable: { '1': { open: '18:00', close: '09:00' } } },
      { ...base, timetable: { '1': { open: '09:00', close: '18:00', breakFrom: '13:00' } } },
      { ...base, timetable: { '1': { open: '09:00', close: '18:00', breakFrom: '19:00', breakTo: '20:00' } } },
      { ...base, timetable: { '8': { open: '09:00', close: '18:00' } } },
      { ...base, absences: [{ kind: 'vacation', dateFrom: '2030-02-10', dateTo: '2030-02-01' }] },
      { ...base, absences: [{ kind: 'holiday', dateFrom: '2030-02-01', dateTo: '2030-02-02' }] },
      { ...base, dutyDates: ['2030-02-30'] },
      { workingDays: [1] },
    ]) {
      const res = await http().put('/api/notary-profile/schedule').set(auth).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });
});
