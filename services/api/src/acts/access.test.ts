import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { createAct, type Signed, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';

/**
 * `party`: what the invited buyer gets at step 1, in this order (the matrix
 * runs the routes one after another on one act: the buyer accepts, then
 * cannot reject, then exits). Before accepting, the act's details are not
 * theirs (issue 13.5: 418 on the reads; the general tab and the invitation
 * stay open); after it they are, also once they exited. Past the access check, the domain answers:
 * the act is the applicant's to edit in Preparation, the Payment actions are
 * not at step 1, the notary records the video.
 */
type Route = {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: (ids: Ids) => string;
  body?: object;
  isDownload?: boolean;
  party: { status: number; code?: string };
};
type Ids = { uuid: string; partyId: string; subjectId: string; paymentId: string; noteId: string };

/** Every route of an act (issue 5.4), each called for the matrix below. */
const ROUTES: Route[] = [
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}`, party: { status: 200 } },
  { method: 'patch', path: (i) => `/api/notarial_act/${i.uuid}`, body: { remark: 'x' }, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/events/save_draft`, body: {}, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/kinship/reload`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/result`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/references`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/video`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'put', path: (i) => `/api/notarial_act/${i.uuid}/video`, body: { room: 'r1' }, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/refusal-file`, isDownload: true, party: { status: 418, code: 'download_forbidden' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/audit`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/audit/verify`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/audit/export`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/parties`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/parties`, body: { role: 'co_owner', fullname: 'A B', pin: '31234567890123', confirmed: true }, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'patch', path: (i) => `/api/notarial_act/${i.uuid}/parties/${i.partyId}`, body: { kinship: 'child' }, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'delete', path: (i) => `/api/notarial_act/${i.uuid}/parties/${i.partyId}?confirmed=true`, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/parties/${i.partyId}/reinvite`, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/parties/${i.partyId}/qr.svg`, party: { status: 418, code: 'pin_not_found_in_uuid' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/invitation/accept`, party: { status: 201 } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/invitation/reject`, party: { status: 409, code: 'invitation_already_answered' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/invitation/exit`, body: { confirmed: true }, party: { status: 201 } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/subjects`, party: { status: 200 } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/subjects`, body: { kind: 'other', description: 'x' }, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'patch', path: (i) => `/api/notarial_act/${i.uuid}/subjects/${i.subjectId}`, body: { description: 'y' }, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'delete', path: (i) => `/api/notarial_act/${i.uuid}/subjects/${i.subjectId}`, party: { status: 403, code: 'act_actor_not_allowed' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/payments`, party: { status: 200 } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/payments/invoices`, party: { status: 409, code: 'act_event_not_allowed' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/payments/${i.paymentId}/receipt.pdf`, isDownload: true, party: { status: 200 } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/payments/${i.paymentId}/bank-paid`, party: { status: 409, code: 'act_event_not_allowed' } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/payments/${i.paymentId}/checkout`, party: { status: 409, code: 'act_event_not_allowed' } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/print-form.pdf`, isDownload: true, party: { status: 200 } },
  { method: 'get', path: (i) => `/api/notarial_act/${i.uuid}/notes`, party: { status: 200 } },
  { method: 'post', path: (i) => `/api/notarial_act/${i.uuid}/notes`, body: { text: 'n' }, party: { status: 201 } },
  { method: 'patch', path: (i) => `/api/notarial_act/${i.uuid}/notes/${i.noteId}`, body: { text: 'n2' }, party: { status: 200 } },
];

/**
 * Issue 5 tests: "An access matrix over every act endpoint × {party, other
 * citizen, notary of another office, anonymous}". A party gets past the
 * access check (whatever the domain then says, never a 418 or 'Access
 * Denied'); the others get spec/shell.md 8's answers.
 */
describe('access matrix of the act endpoints', () => {
  const { http } = useTestApi();
  let party: Signed;
  let otherCitizen: Signed;
  let otherNotary: TestNotary;
  let ids: Ids;
  beforeAll(async () => {
    const author = await signedCitizen();
    party = await signedCitizen();
    otherCitizen = await signedCitizen();
    otherNotary = await signedNotary();
    const notary = await signedNotary();
    const uuid = await createAct(author, { step: 1, notary, parties: [{ user: party, role: 'buyer', status: null }], payments: 'issued' });
    const db = testDb();
    const q = async (sql: string, params: unknown[]) => ((await db.query(sql, params)).rows[0] as { id: string }).id;
    ids = {
      uuid,
      partyId: await q(`SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author`, [uuid]),
      subjectId: await q(`INSERT INTO act_subject (act_id, kind, description) VALUES ($1, 'other', 'z') RETURNING id`, [uuid]),
      paymentId: await q(`SELECT id FROM act_payment WHERE act_id = $1 LIMIT 1`, [uuid]),
      noteId: await q(`INSERT INTO act_note (act_id, author_id, text) VALUES ($1, $2, 't') RETURNING id`, [uuid, party.id]),
    };
  });

  const call = (route: Route, path: string, auth?: Record<string, string>) => {
    const req = http()[route.method](path);
    if (auth) req.set(auth);
    return route.body ? req.send(route.body) : req;
  };

  for (const route of ROUTES) {
    it(`${route.method.toUpperCase()} ${route.path({ uuid: ':uuid', partyId: ':partyId', subjectId: ':subjectId', paymentId: ':paymentId', noteId: ':noteId' })}`, async () => {
      const path = route.path(ids);
      const asParty = await call(route, path, party.auth);
      expect({ status: asParty.status, code: route.party.code === undefined ? undefined : asParty.body?.code }).toEqual(route.party);

      const denied = route.isDownload ? 'download_forbidden' : 'pin_not_found_in_uuid';
      for (const stranger of [otherCitizen, otherNotary]) {
        const res = await call(route, path, stranger.auth);
        expect({ status: res.status, body: res.body }).toMatchObject({ status: 418 });
        expect(res.body.code).toBe(denied);
      }
      const anonymous = await call(route, path);
      expect(anonymous.status).toBe(403);
      expect(anonymous.body.message).toBe('Access Denied');

      const unknown = await call(route, route.path({ ...ids, uuid: randomUUID() }), party.auth);
      expect(unknown.status).toBe(418);
      expect(unknown.body.code).toBe(route.isDownload ? 'download_forbidden' : 'uuid_not_found');
    });
  }

  it('the list shows only acts the user takes part in; a notary sees their office', async () => {
    // The matrix above answered the invitation, so the act is in one tab or the other.
    const tabs = await Promise.all(['acts', 'awaiting'].map((tab) => http().get(`/api/notarial_act?tab=${tab}`).set(party.auth).expect(200)));
    expect(tabs.flatMap((t) => t.body.items.map((i: { uuid: string }) => i.uuid))).toContain(ids.uuid);
    for (const tab of ['acts', 'awaiting']) {
      const theirs = await http().get(`/api/notarial_act?tab=${tab}`).set(otherCitizen.auth).expect(200);
      expect(theirs.body.items.map((i: { uuid: string }) => i.uuid)).not.toContain(ids.uuid);
      const notary = await http().get(`/api/notarial_act?tab=${tab}`).set(otherNotary.auth).expect(200);
      expect(notary.body.items.map((i: { uuid: string }) => i.uuid)).not.toContain(ids.uuid);
    }
    await http().get('/api/notarial_act').expect(403);
  });
});
