import { type ActEvent, VIDEO_MISSED_AFTER_MINUTES } from '@notary/domain/act';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api.js';
import { type ActOverrides, actRow, createAct, type Signed, signedCitizen, signedNotary, type TestNotary, testDb } from '../testing/acts-factories.js';
import { signCallback } from '../payments/payments.service.js';
import { ActTransitions } from './act-transitions.service.js';
import { MissedVideoJob } from './missed-video.job.js';

type Who = 'applicant' | 'notary' | 'party';
type Case = {
  event: ActEvent;
  setup: ActOverrides;
  body?: Record<string, unknown>;
  allowed: Who;
  /** Another actor the machine also lets send it (annul of a revocable act: the notary too). */
  alsoAllowed?: Who;
  expect: { step: number; status: string };
};

const future = () => new Date(Date.now() + 2 * 86_400_000);
/** A visit time that has come (registration is never before it). */
const past = () => new Date(Date.now() - 10 * 60_000);
const pdf = { name: 'resolution.pdf', type: 'application/pdf', base64: Buffer.from('%PDF-1.4 refusal').toString('base64') };

/**
 * Issue 5 tests: "Every transition by its allowed actor and refused for every
 * other". One row per rule of the machine (packages/domain act/machine.ts);
 * the act is created at the rule's step with the facts its guards need.
 */
const CASES: Case[] = [
  { event: 'save_draft', setup: { step: 1 }, allowed: 'applicant', expect: { step: 1, status: 'active' } },
  { event: 'send_for_check', setup: { step: 1, blocks: 'complete' }, body: { confirmed: true }, allowed: 'applicant', expect: { step: 2, status: 'active' } },
  { event: 'return_with_defects', setup: { step: 2 }, body: { defects: 'passport copy missing' }, allowed: 'notary', expect: { step: 1, status: 'active' } },
  { event: 'approve_check', setup: { step: 2 }, allowed: 'notary', expect: { step: 3, status: 'active' } },
  { event: 'confirm', setup: { step: 3 }, allowed: 'applicant', expect: { step: 4, status: 'active' } },
  { event: 'return_to_preparation', setup: { step: 3 }, body: { confirmed: true }, allowed: 'applicant', expect: { step: 1, status: 'active' } },
  { event: 'issue_invoices', setup: { step: 4 }, allowed: 'notary', expect: { step: 5, status: 'active' } },
  { event: 'set_time', setup: { step: 5, payments: 'issued' }, body: { visitAt: future().toISOString() }, allowed: 'notary', expect: { step: 6, status: 'active' } },
  // acts-domain 4: the notary re-sets the time while the applicant has not confirmed it.
  { event: 'set_time', setup: { step: 6, payments: 'issued', visitAt: future() }, body: { visitAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }, allowed: 'notary', expect: { step: 6, status: 'active' } },
  { event: 'confirm_time', setup: { step: 6, payments: 'issued', visitAt: future() }, allowed: 'applicant', expect: { step: 7, status: 'active' } },
  { event: 'ask_other_time', setup: { step: 6, payments: 'issued', visitAt: future() }, body: { confirmed: true }, allowed: 'applicant', expect: { step: 5, status: 'active' } },
  { event: 'mark_paid', setup: { step: 7, payments: 'issued', visitAt: future() }, allowed: 'applicant', expect: { step: 8, status: 'active' } },
  // The notary attests a bank payment the applicant marked made (never an invoice still unpaid).
  { event: 'confirm_payment', setup: { step: 7, payments: 'marked_paid', visitAt: future() }, allowed: 'notary', expect: { step: 8, status: 'active' } },
  { event: 'confirm_payment', setup: { step: 8, payments: 'marked_paid', visitAt: future() }, allowed: 'notary', expect: { step: 8, status: 'active' } },
  { event: 'register', setup: { step: 8, payments: 'confirmed', visitAt: past(), partiesPresent: true }, allowed: 'notary', expect: { step: 9, status: 'registered' } },
  { event: 'annul', setup: { step: 9, status: 'registered' }, body: { confirmed: true, reason: 'court decision' }, allowed: 'notary', expect: { step: 9, status: 'annulled' } },
  // A revocable act (a power of attorney) the principal annuls without a notary (domain isRevocableByAuthor).
  { event: 'annul', setup: { step: 9, status: 'registered', typeId: 101 }, body: { confirmed: true, reason: 'revoked' }, allowed: 'applicant', alsoAllowed: 'notary', expect: { step: 9, status: 'annulled' } },
  { event: 'refuse', setup: { step: 2 }, body: { resolutionFile: pdf }, allowed: 'notary', expect: { step: 2, status: 'refused' } },
  { event: 'stop', setup: { step: 5 }, body: { reason: 'documents forged' }, allowed: 'notary', expect: { step: 5, status: 'stopped' } },
  { event: 'delete', setup: { step: 3 }, body: { confirmed: true }, allowed: 'applicant', expect: { step: 3, status: 'deleted' } },
  { event: 'send_back', setup: { step: 5 }, body: { confirmed: true }, allowed: 'notary', expect: { step: 4, status: 'active' } },
  { event: 'change_notary', setup: { step: 3 }, body: { confirmed: true, notaryChoice: { mode: 'auto' } }, allowed: 'applicant', expect: { step: 2, status: 'active' } },
  { event: 'change_notary', setup: { step: 2 }, body: { confirmed: true, notaryChoice: { mode: 'auto' } }, allowed: 'applicant', expect: { step: 2, status: 'active' } },
];

describe('every transition by its allowed actor, refused for every other', () => {
  const api = useTestApi();
  const { http } = api;
  let notary: TestNotary;
  beforeAll(async () => {
    notary = await signedNotary();
  });

  async function actFor(c: Case): Promise<{ actId: string; people: Record<Who, Signed> }> {
    const applicant = await signedCitizen();
    const party = await signedCitizen();
    const actId = await createAct(applicant, { ...c.setup, notary, parties: [{ user: party, role: 'buyer' }] });
    return { actId, people: { applicant, notary, party } };
  }

  for (const c of CASES) {
    it(`${c.event}: ${c.allowed} may at step ${c.setup.step} (type ${c.setup.typeId ?? 1})`, async () => {
      const { actId, people } = await actFor(c);
      const res = await http()
        .post(`/api/notarial_act/${actId}/events/${c.event}`)
        .set(people[c.allowed].auth)
        .send(c.body ?? {});
      expect({ status: res.status, body: res.body }).toMatchObject({ status: 201 });
      expect(await actRow(actId)).toMatchObject(c.expect);
      const { rows } = await testDb().query('SELECT action, from_step, to_step, to_status FROM act_audit WHERE act_id = $1', [actId]);
      expect(rows).toEqual([{ action: c.event, from_step: c.setup.step, to_step: c.expect.step, to_status: c.expect.status }]);
    });

    for (const other of (['applicant', 'notary', 'party'] as const).filter((w) => w !== c.allowed && w !== c.alsoAllowed)) {
      it(`${c.event}: ${other} is refused (type ${c.setup.typeId ?? 1})`, async () => {
        const { actId, people } = await actFor(c);
        const before = await actRow(actId);
        const res = await http()
          .post(`/api/notarial_act/${actId}/events/${c.event}`)
          .set(people[other].auth)
          .send(c.body ?? {});
        expect(res.status).toBe(403);
        // A sale binds both sides, so its author is told only a notary annuls it.
        const code = c.event === 'annul' && other === 'applicant' ? 'annul_requires_notary' : 'act_actor_not_allowed';
        expect(res.body.code).toBe(code);
        expect(await actRow(actId)).toMatchObject({ step: before.step, status: before.status });
      });
    }
  }

  it('an event at the wrong step is a clear 409, never a 500', async () => {
    const applicant = await signedCitizen();
    const actId = await createAct(applicant, { step: 1 });
    const res = await http().post(`/api/notarial_act/${actId}/events/confirm`).set(applicant.auth).send({});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('act_event_not_allowed');
    const finished = await createAct(applicant, { step: 3, status: 'deleted' });
    const res2 = await http().post(`/api/notarial_act/${finished}/events/confirm`).set(applicant.auth).send({});
    expect(res2.body.code).toBe('act_finished');
  });

  it('events that ask for confirmation are refused without it (acts-domain 4/8)', async () => {
    const applicant = await signedCitizen();
    const actId = await createAct(applicant, { step: 3 });
    const res = await http().post(`/api/notarial_act/${actId}/events/delete`).set(applicant.auth).send({});
    expect(res.status).toBe(400);
    expect(res.body.details.confirmation).toBe('delete');
    expect(await actRow(actId)).toMatchObject({ status: 'active' });
  });

  it('every event that asks for confirmation (acts-domain 4/8) is refused without it, with its dialog key', async () => {
    const { EVENT_CONFIRMATIONS } = await import('@notary/domain/act');
    for (const c of CASES.filter((k) => Object.hasOwn(EVENT_CONFIRMATIONS, k.event))) {
      const { actId, people } = await actFor(c);
      const { confirmed: _confirmed, ...body } = (c.body ?? {}) as { confirmed?: boolean };
      const res = await http().post(`/api/notarial_act/${actId}/events/${c.event}`).set(people[c.allowed].auth).send(body);
      expect({ event: c.event, status: res.status, dialog: res.body.details?.confirmation }).toEqual({
        event: c.event,
        status: 400,
        dialog: EVENT_CONFIRMATIONS[c.event as keyof typeof EVENT_CONFIRMATIONS],
      });
    }
  });

  it("the features' effects run in the explicit order act, payments, registration, notifications, whatever order they register in", () => {
    const transitions = api.app.get(ActTransitions);
    expect(transitions.effectSources('refuse')).toEqual(['act', 'payments']);
    expect(transitions.effectSources('miss_video')).toEqual(['act', 'payments', 'notifications']);
    // Registration contributes twice: the video act's identity rule (registration/video-identity-rule.ts) and its effects.
    expect(transitions.effectSources('register')).toEqual(['registration', 'registration', 'notifications']);
    expect(transitions.effectSources('annul')).toEqual(['act', 'notifications']);
    // A machine of its own: registration first, then payments, then the act's own: run act, payments, registration.
    const machine = Object.create(ActTransitions.prototype) as ActTransitions;
    Object.assign(machine, { effects: new Map() });
    machine.registerEffect('notifications', 'delete', {});
    machine.registerEffect('registration', 'delete', {});
    machine.registerEffect('payments', 'delete', {});
    machine.registerEffect('act', 'delete', {});
    expect(machine.effectSources('delete')).toEqual(['act', 'payments', 'registration', 'notifications']);
  });

  it('an unknown event name is a 400', async () => {
    const applicant = await signedCitizen();
    const actId = await createAct(applicant, { step: 1 });
    const res = await http().post(`/api/notarial_act/${actId}/events/fly_away`).set(applicant.auth).send({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });

  it('confirm_payment and miss_video by the system: the gateway callback and the missed-video job', async () => {
    const applicant = await signedCitizen();
    // confirm_payment: each invoice paid through the gateway's signed callback; the last one makes the system confirm.
    const paying = await createAct(applicant, { step: 7, notary, payments: 'issued', visitAt: future() });
    const { rows: invoices } = await testDb().query<{ id: string }>('SELECT id FROM act_payment WHERE act_id = $1 ORDER BY kind', [paying]);
    for (const { id } of invoices) {
      const checkout = await http().post(`/api/notarial_act/${paying}/payments/${id}/checkout`).set(applicant.auth).expect(201);
      const body = JSON.stringify({ ref: checkout.body.ref, amount: checkout.body.amount, status: 'paid', paidAt: new Date().toISOString() });
      await http().post('/api/notarial_act/payments/callback').set('content-type', 'text/plain').set('x-signature', signCallback(body)).send(body).expect(201);
    }
    expect(await actRow(paying)).toMatchObject({ step: 8, status: 'active' });
    const { rows: moves } = await testDb().query('SELECT action, actor_id, actor_role, from_step, to_step FROM act_audit WHERE act_id = $1 AND to_step IS NOT NULL', [paying]);
    expect(moves).toEqual([{ action: 'confirm_payment', actor_id: null, actor_role: 'system:payment-gateway', from_step: 7, to_step: 8 }]);
    expect((await testDb().query('SELECT DISTINCT state FROM act_payment WHERE act_id = $1', [paying])).rows).toEqual([{ state: 'confirmed' }]);

    // miss_video: the job ends a video act whose slot and the conference's hour after it passed; an in-person act stays,
    // and so does a video act still within its conference's time (the notary registers it then).
    const long = new Date(Date.now() - (VIDEO_MISSED_AFTER_MINUTES + 1) * 60_000);
    const video = await createAct(applicant, { step: 7, regtype: 2, notary, visitAt: long, payments: 'issued' });
    const inPerson = await createAct(applicant, { step: 7, regtype: 1, notary, visitAt: long, payments: 'issued' });
    const underWay = await createAct(applicant, { step: 8, regtype: 2, notary, visitAt: new Date(Date.now() - 60_000), payments: 'confirmed' });
    const done = await api.app.get(MissedVideoJob).run();
    expect(done).toContain(video);
    expect(done).not.toContain(inPerson);
    expect(done).not.toContain(underWay);
    expect(await actRow(underWay)).toMatchObject({ status: 'active' });
    expect(await actRow(video)).toMatchObject({ status: 'inactive', state: 'cancelled' });
    expect(await actRow(inPerson)).toMatchObject({ status: 'active' });
    // Operations stop: the applicant can no longer pay, and the invoices were cancelled.
    const res = await http().post(`/api/notarial_act/${video}/events/mark_paid`).set(applicant.auth).send({});
    expect(res.body.code).toBe('act_finished');
    const { rows } = await testDb().query('SELECT DISTINCT state FROM act_payment WHERE act_id = $1', [video]);
    expect(rows).toEqual([{ state: 'cancelled' }]);
  });
});
