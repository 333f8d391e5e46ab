import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createAct, type Signed, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';

const future = () => new Date(Date.now() + 3 * 86_400_000);

type Row = { user_id: string; kind: string; params: Record<string, unknown> };

/** The notifications and SMS an act made, by user and by phone. */
async function told(actId: string) {
  const notes = (await testDb().query<Row>('SELECT user_id, kind, params FROM user_notification WHERE act_id = $1 ORDER BY created_at', [actId])).rows;
  const sms = (await testDb().query<{ phone: string; text: string }>('SELECT phone, text FROM sms_outbox WHERE act_id = $1 ORDER BY created_at', [actId])).rows;
  return { notes, sms };
}

let phoneSeq = 100_000 + Math.floor(Math.random() * 800_000);
const phone = () => `90${phoneSeq++}`.slice(0, 9).padEnd(9, '0');

// Issue 13.10: each moment of an act is a notification (the bell) and an SMS, to the right people only.
describe('notifications of the moments of an act', () => {
  const api = useTestApi({ publicUrl: 'https://e-notarius.example.uz' });
  const { http, sendEvent } = api;
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.close()));

  async function world(setup: Parameters<typeof createAct>[1] = {}) {
    const notary = await signedNotary();
    const author = await signedCitizen({ phone: phone() });
    const buyer = await signedCitizen({ phone: phone() });
    const rejected = await signedCitizen({ phone: phone() });
    const stranger = await signedCitizen({ phone: phone() });
    const actId = await createAct(author, {
      notary,
      ...setup,
      parties: [
        { user: buyer, role: 'buyer' },
        { user: rejected, role: 'co_owner', status: 'rejected' },
      ],
    });
    return { notary, author, buyer, rejected, stranger, actId };
  }
  const phoneOf = async (u: Signed) => (await testDb().query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [u.id])).rows[0]!.phone;

  it('invited: the invited person alone, with the link, in their language', async () => {
    const w = await world({ step: 1 });
    const invitee = await signedCitizen({ phone: phone() });
    await testDb().query(`UPDATE users SET locale = 'ru' WHERE id = $1`, [invitee.id]);
    const partyPhone = phone();
    const added = await http()
      .post(`/api/notarial_act/${w.actId}/parties`)
      .set(w.author.auth)
      .send({ role: 'co_owner', pin: invitee.pin, fullname: invitee.fullname, phone: partyPhone, confirmed: true })
      .expect(201);
    const { notes, sms } = await told(w.actId);
    expect(notes).toEqual([{ user_id: invitee.id, kind: 'invited', params: {} }]);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.phone).toBe(partyPhone);
    expect(sms[0]!.text).toMatch(/^E-нотариус: вас пригласили/);
    expect(sms[0]!.text).toContain(added.body.inviteLink);
  });

  it('returned with defects: the applicant alone', async () => {
    const w = await world({ step: 2 });
    await sendEvent(w.notary, w.actId, 'return_with_defects', { defects: "pasport nusxasi yo'q" }).expect(201);
    const { notes, sms } = await told(w.actId);
    expect(notes).toEqual([{ user_id: w.author.id, kind: 'returned_with_defects', params: { defects: "pasport nusxasi yo'q" } }]);
    expect(sms.map((s) => s.phone)).toEqual([await phoneOf(w.author)]);
    expect(sms[0]!.text).toContain('kamchiliklar bilan qaytarildi');
    expect(sms[0]!.text).toContain(`Havola: https://e-notarius.example.uz/my_notarial_act/${w.actId}`);
  });

  it('invoices issued, time set, registered: the applicant and the parties who accepted, not a party who rejected, not the notary', async () => {
    const w = await world({ step: 4, payments: 'issued' });
    await testDb().query(`UPDATE users SET locale = 'uz' WHERE id = $1`, [w.buyer.id]);
    await sendEvent(w.notary, w.actId, 'issue_invoices').expect(201);
    const visitAt = future();
    await sendEvent(w.notary, w.actId, 'set_time', { visitAt: visitAt.toISOString() }).expect(201);
    await testDb().query(`UPDATE notarial_act SET step = 8 WHERE id = $1`, [w.actId]);
    await testDb().query(`UPDATE act_payment SET state = 'confirmed' WHERE act_id = $1`, [w.actId]);
    // Registration needs every invited party's yes: the one who rejected is removed first (and still told nothing).
    await testDb().query(`DELETE FROM act_party WHERE act_id = $1 AND pin = $2`, [w.actId, w.rejected.pin]);
    // The parties came at the set time and were marked present: the notary registers.
    await testDb().query(`UPDATE notarial_act SET visit_at = now() - interval '10 minutes', parties_present_at = now() WHERE id = $1`, [w.actId]);
    const registered = await sendEvent(w.notary, w.actId, 'register').expect(201);
    const { notes, sms } = await told(w.actId);
    const byKind = (kind: string) => notes.filter((n) => n.kind === kind).map((n) => n.user_id).sort();
    const both = [w.author.id, w.buyer.id].sort();
    expect(byKind('invoices_issued')).toEqual(both);
    expect(byKind('time_set')).toEqual(both);
    expect(byKind('registered')).toEqual(both);
    expect(notes).toHaveLength(6);
    expect(notes.find((n) => n.kind === 'time_set')!.params).toEqual({ visitAt: visitAt.toISOString() });
    expect(notes.find((n) => n.kind === 'registered')!.params).toEqual({ regnum: registered.body.regnum });
    // Texted: the same two people, three times each; the buyer in Uzbek Cyrillic.
    const [authorPhone, buyerPhone] = [await phoneOf(w.author), await phoneOf(w.buyer)];
    expect(sms.map((s) => s.phone).sort()).toEqual([authorPhone, authorPhone, authorPhone, buyerPhone, buyerPhone, buyerPhone].sort());
    const toBuyer = sms.filter((s) => s.phone === buyerPhone).map((s) => s.text);
    expect(toBuyer[0]).toMatch(/^E-нотариус: .* ҳисоб-фактуралар берилди/);
    const tashkent = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(visitAt);
    const [date, time] = tashkent.split(', ');
    expect(toBuyer[1]).toContain(`${date!.replaceAll('/', '.')} ${time} (Тошкент вақти)`);
    expect(toBuyer[2]).toContain(`реестр рақами ${registered.body.regnum}`);
  });

  it('annulled: every citizen of the act but whoever annulled it', async () => {
    const w = await world({ step: 9, status: 'registered' });
    await sendEvent(w.notary, w.actId, 'annul', { confirmed: true, reason: 'sud qarori' }).expect(201);
    let { notes } = await told(w.actId);
    expect(notes.map((n) => n.user_id).sort()).toEqual([w.author.id, w.buyer.id].sort());
    expect(notes[0]!.params).toEqual({ reason: 'sud qarori' });
    // A power of attorney its principal revokes: the principal is not told of their own act.
    const p = await world({ step: 9, status: 'registered', typeId: 101 });
    await sendEvent(p.author, p.actId, 'annul', { confirmed: true, reason: 'bekor qilaman' }).expect(201);
    ({ notes } = await told(p.actId));
    expect(notes.map((n) => n.user_id)).toEqual([p.buyer.id]);
    const { sms } = await told(p.actId);
    expect(sms.map((s) => s.phone)).toEqual([await phoneOf(p.buyer)]);
  });

  it('tells nothing when the transition is refused', async () => {
    const w = await world({ step: 5, payments: 'issued' });
    await sendEvent(w.notary, w.actId, 'set_time', { visitAt: new Date(Date.now() - 86_400_000).toISOString() }).expect(409);
    expect(await told(w.actId)).toEqual({ notes: [], sms: [] });
  });

  it('lists the user\'s own notifications with the unread count, marks one and all read, refuses another\'s', async () => {
    const w = await world({ step: 4, payments: 'issued' });
    await sendEvent(w.notary, w.actId, 'issue_invoices').expect(201);
    await sendEvent(w.notary, w.actId, 'set_time', { visitAt: future().toISOString() }).expect(201);
    const list = await http().get('/api/notifications').set(w.buyer.auth).set('Accept-Language', 'ru').expect(200);
    expect(list.body.unread).toBe(2);
    expect(list.body.items.map((n: { kind: string }) => n.kind)).toEqual(['time_set', 'invoices_issued']);
    expect(list.body.items[0]).toMatchObject({ actId: w.actId, actTypeId: 1, readAt: null });
    // The language the user reads in is remembered for later SMS.
    expect((await testDb().query('SELECT locale FROM users WHERE id = $1', [w.buyer.id])).rows[0]).toEqual({ locale: 'ru' });

    const first = list.body.items[0].id as string;
    await http().post(`/api/notifications/${first}/read`).set(w.author.auth).expect(404);
    await http().post(`/api/notifications/${first}/read`).set(w.stranger.auth).expect(404);
    expect((await http().post(`/api/notifications/${first}/read`).set(w.buyer.auth).expect(200)).body).toEqual({ unread: 1 });
    expect((await http().get('/api/notifications').set(w.author.auth).expect(200)).body.unread).toBe(2);
    expect((await http().post('/api/notifications/read-all').set(w.buyer.auth).expect(200)).body).toEqual({ unread: 0 });
    expect((await http().get('/api/notifications').set(w.stranger.auth).expect(200)).body).toEqual({ items: [], unread: 0 });
    await http().get('/api/notifications').expect(403);
    await http().post('/api/notifications/not-an-id/read').set(w.buyer.auth).expect(404);
  });

  it('delivers each new notification live to the user\'s socket after commit, to nobody else', async () => {
    await api.app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`;
    const w = await world({ step: 2 });
    const connect = async (token: string) => {
      const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise((r) => socket.on('connect', () => r(null)));
      await socket.emitWithAck('act:subscribe', { actId: '' });
      return socket;
    };
    const [authorSocket, buyerSocket] = await Promise.all([connect(w.author.token), connect(w.buyer.token)]);
    const heard: unknown[] = [];
    buyerSocket.on('notification:new', (n: unknown) => heard.push(n));
    const live = new Promise<Record<string, unknown>>((r) => authorSocket.once('notification:new', r));
    await sendEvent(w.notary, w.actId, 'return_with_defects', { defects: 'x' }).expect(201);
    const notification = await live;
    expect(notification).toMatchObject({ kind: 'returned_with_defects', actId: w.actId, readAt: null, params: { defects: 'x' } });
    const stored = await http().get('/api/notifications').set(w.author.auth).expect(200);
    expect(stored.body.items[0].id).toBe(notification.id);
    await new Promise((r) => setTimeout(r, 150));
    expect(heard).toEqual([]);
  });
});
