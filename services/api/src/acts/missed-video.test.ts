import { VIDEO_MISSED_AFTER_MINUTES } from '@notary/domain/act';
import { describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';
import { MissedVideoJob } from './missed-video.job.js';

let phoneSeq = 300_000 + Math.floor(Math.random() * 600_000);
const phone = () => `93${phoneSeq++}`.slice(0, 9).padEnd(9, '0');

// Issue 16.6: a missed video conference makes the act inactive; the parties see why and what to do, and are told.
describe('a missed video conference', () => {
  const api = useTestApi();
  const { http } = api;

  it('shows the parties and the notary why the act is inactive and tells the citizens, in their language', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen({ phone: phone() });
    const attorney = await signedCitizen({ phone: phone() });
    await testDb().query(`UPDATE users SET locale = 'ru' WHERE id = $1`, [attorney.id]);
    const visitAt = new Date(Date.now() - (VIDEO_MISSED_AFTER_MINUTES + 5) * 60_000);
    visitAt.setMilliseconds(0);
    const actId = await createAct(author, { step: 7, regtype: 2, notary, visitAt, payments: 'issued', parties: [{ user: attorney, role: 'attorney' }] });

    expect(await api.app.get(MissedVideoJob).run()).toContain(actId);

    const mine = await http().get(`/api/notarial_act/${actId}`).set(author.auth).expect(200);
    expect(mine.body.status).toBe('inactive');
    expect(mine.body.blockedBy).toBe('video_conference_missed');
    expect(mine.body.blocking).toEqual({
      code: 'video_conference_missed',
      details: { visitAt: visitAt.toISOString(), notaryName: mine.body.notaryName, isNotary: false },
    });
    expect(mine.body.events).toEqual([]);
    const theirs = await http().get(`/api/notarial_act/${actId}`).set(attorney.auth).expect(200);
    expect(theirs.body.blocking.details.isNotary).toBe(false);
    const desk = await http().get(`/api/notarial_act/${actId}`).set(notary.auth).expect(200);
    expect(desk.body.blocking).toMatchObject({ code: 'video_conference_missed', details: { isNotary: true } });

    const notes = (await testDb().query<{ user_id: string; kind: string; params: unknown }>('SELECT user_id, kind, params FROM user_notification WHERE act_id = $1', [actId])).rows;
    expect(notes.filter((n) => n.kind === 'video_missed').map((n) => n.user_id).sort()).toEqual([author.id, attorney.id].sort());
    expect(notes.find((n) => n.kind === 'video_missed')!.params).toEqual({ visitAt: visitAt.toISOString() });
    const sms = (await testDb().query<{ phone: string; text: string }>('SELECT phone, text FROM sms_outbox WHERE act_id = $1', [actId])).rows;
    const toAttorney = sms.find((s) => s.text.includes('не состоялась'));
    expect(toAttorney?.text).toMatch(/^E-нотариус: видеоконференция по «.+» \(\d\d\.\d\d\.\d{4} \d\d:\d\d\) не состоялась, заявка неактивна/);
    expect(sms.some((s) => s.text.includes("videokonferensiya o'tkazilmadi"))).toBe(true);
  });

  it('an act stopped otherwise carries no such notice', async () => {
    const notary = await signedNotary();
    const author = await signedCitizen();
    const actId = await createAct(author, { step: 5, notary, status: 'stopped' });
    const card = await http().get(`/api/notarial_act/${actId}`).set(author.auth).expect(200);
    expect(card.body.blockedBy).not.toBe('video_conference_missed');
  });
});
