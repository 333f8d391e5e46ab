import { afterAll, describe, expect, it } from 'vitest';
import { findJanus } from '../../../../../tools/janus.mjs';
import { useJanusTestApp } from '../../testing/janus-app.js';
import { createAct, signedCitizen, signedNotary, testDb, type Signed } from '../../testing/acts-factories.js';
import { embeddingWithSimilarity, type FaceCheckStub, randomEmbedding, startFaceCheckStub } from '../../testing/identity-factories.js';

const janusFound = findJanus();

// Issues 16.3 and 16.5: the parties' face check inside the conference, with the real media server and signed face-check results.
describe.skipIf(!janusFound)(`identity in the video conference${janusFound ? '' : ' (skipped: janus is not installed)'}`, () => {
  let face: FaceCheckStub;
  const world = useJanusTestApp({
    prefix: 'notary-identity',
    config: async () => {
      face = await startFaceCheckStub();
      return { faceCheckUrl: face.url };
    },
  });
  afterAll(async () => {
    await face?.close();
  });
  const { http, connect } = world;
  type Person = Signed & { photo: number[] };
  const person = async (): Promise<Person> => {
    const photo = randomEmbedding();
    return { ...(await signedCitizen({}, { photo })), photo };
  };
  /** Into the conference on the media server, as the screen does (join token, then `video:join`). */
  const enter = async (actId: string, who: Signed) => {
    const socket = await connect(who);
    const token = (await http().post(`/api/notarial_act/${actId}/video/token`).set(who.auth).expect(201)).body.token as string;
    expect(await socket.emitWithAck('video:join', { actId, token })).toMatchObject({ ok: true });
    return socket;
  };
  const attempt = (actId: string, who: Signed) => http().post(`/api/notarial_act/${actId}/video/identity/attempt`).set(who.auth);
  const confirm = (actId: string, who: Signed, jwt: string) => http().post(`/api/notarial_act/${actId}/video/identity`).set(who.auth).send({ jwt });
  const state = (actId: string, who: Signed) => http().get(`/api/notarial_act/${actId}/video/identity`).set(who.auth);
  const register = (actId: string, who: Signed) =>
    http().post(`/api/notarial_act/${actId}/events/register`).set(who.auth).send({ confirmed: true, blankSeries: 'NT', blankNumber: '0000042' });
  const rows = async (actId: string) =>
    (await testDb().query(`SELECT pin, outcome, failure FROM video_identity_check WHERE act_id = $1 ORDER BY created_at`, [actId])).rows as { pin: string; outcome: string; failure: string | null }[];
  /** The whole check of one party: an attempt, then the face check's result signed for it. */
  const check = async (actId: string, who: Person, claims: Record<string, unknown> = {}) => {
    const started = await attempt(actId, who);
    expect([started.status, started.body.code]).toEqual([201, undefined]);
    const answer = await confirm(actId, who, await face.sign({ sub: who.pin, sid: started.body.sessionId, embedding: embeddingWithSimilarity(who.photo, 0.9), ...claims }));
    expect([answer.status, answer.body.code]).toEqual([201, undefined]);
    return answer.body as { status: string; failure: string | null };
  };

  const videoAct = async () => {
    const author = await person();
    const buyer = await person();
    const notary = await signedNotary();
    const actId = await createAct(author, { step: 8, regtype: 2, notary, payments: 'confirmed', visitAt: new Date(Date.now() - 60_000), parties: [{ user: buyer, role: 'buyer' }] });
    await http().post(`/api/notarial_act/${actId}/video/room`).set(notary.auth).expect(201);
    return { actId, author, buyer, notary };
  };

  it('stores a confirmation only for a valid face-check result of that person, taken for this conference while they are in it', async () => {
    const { actId, author, buyer, notary } = await videoAct();
    const stranger = await person();
    // Before joining the conference on the media server there is no check to take.
    expect((await attempt(actId, buyer).expect(409)).body.code).toBe('video_identity_not_in_conference');
    await enter(actId, notary);
    const buyerSocket = await enter(actId, buyer);
    const authorSocket = await enter(actId, author);
    const heard: unknown[] = [];
    authorSocket.on('video:identity', (p) => heard.push(p));
    // The notary confirms, the parties take the check; nobody else gets an attempt.
    expect((await attempt(actId, notary).expect(403)).body.code).toBe('act_actor_not_allowed');
    expect((await attempt(actId, stranger).expect(403)).body.code).toBe('video_not_a_participant');

    const { sessionId, pin, passserial, passnum } = (await attempt(actId, buyer).expect(201)).body as Record<string, string>;
    expect([pin, passserial, passnum]).toEqual([buyer.pin, buyer.passserial, buyer.passnum]);
    const good = embeddingWithSimilarity(buyer.photo, 0.9);
    // Another person's result, a forged one, one taken for someone else's session or a sign-in: refused, nothing stored.
    const authorsSid = ((await attempt(actId, author).expect(201)).body as { sessionId: string }).sessionId;
    for (const jwt of [
      await face.sign({ sub: author.pin, sid: sessionId, embedding: good }),
      await face.sign({ sub: buyer.pin, sid: sessionId, embedding: good }, { key: 'foreign' }),
      await face.sign({ sub: buyer.pin, sid: authorsSid, embedding: good }),
      await face.sign({ sub: buyer.pin, sid: 'a-sign-in-attempt-id-of-32-chars', embedding: good }),
    ]) {
      const refused = await confirm(actId, buyer, jwt).expect(403);
      expect(refused.body.code).toBe('video_identity_token_invalid');
      expect(refused.body.message).toBeTruthy();
    }
    // The stranger cannot present the buyer's genuine result either.
    const genuine = await face.sign({ sub: buyer.pin, sid: sessionId, embedding: good });
    expect((await confirm(actId, stranger, genuine).expect(403)).body.code).toBe('video_not_a_participant');
    expect(await rows(actId)).toEqual([]);

    const confirmed = await confirm(actId, buyer, genuine).expect(201);
    expect(confirmed.body).toMatchObject({ userId: buyer.id, status: 'confirmed', failure: null, isRequested: false, checkedAt: expect.any(String) });
    // Single use.
    expect((await confirm(actId, buyer, genuine).expect(403)).body.code).toBe('video_identity_token_invalid');
    await expect.poll(() => heard).toContainEqual({ actId, userId: buyer.id, isConfirmed: true, status: 'confirmed', isRequested: false });

    // A face unlike the registry photo, a failed liveness challenge: stored as failed, with the reason.
    expect(await check(actId, author, { embedding: embeddingWithSimilarity(author.photo, 0.3) })).toMatchObject({ status: 'failed', failure: 'face_mismatch' });
    expect(await check(actId, author, { isOk: false, livenessWasSuccessful: false })).toMatchObject({ status: 'failed', failure: 'liveness_failed' });
    expect(await rows(actId)).toEqual([
      { pin: buyer.pin, outcome: 'confirmed', failure: null },
      { pin: author.pin, outcome: 'failed', failure: 'face_mismatch' },
      { pin: author.pin, outcome: 'failed', failure: 'liveness_failed' },
    ]);
    const audit = await testDb().query(`SELECT actor_role, data FROM act_audit WHERE act_id = $1 AND action = 'video.identity_check' ORDER BY seq`, [actId]);
    expect(audit.rows.map((r: { actor_role: string; data: { outcome: string; userId: string } }) => [r.actor_role, r.data.outcome, r.data.userId])).toEqual([
      ['party', 'confirmed', buyer.id],
      ['applicant', 'failed', author.id],
      ['applicant', 'failed', author.id],
    ]);

    // What the notary (and the parties) see; others nothing.
    const seen = (await state(actId, notary).expect(200)).body;
    expect(seen).toMatchObject({ actId, actStatus: 'active', isComplete: false });
    expect(seen.parties.map((p: { userId: string; status: string; isAuthor: boolean }) => [p.userId, p.status, p.isAuthor])).toEqual([
      [author.id, 'failed', true],
      [buyer.id, 'confirmed', false],
    ]);
    expect((await state(actId, buyer).expect(200)).body.isComplete).toBe(false);
    expect((await state(actId, stranger).expect(403)).body.code).toBe('video_not_a_participant');
    buyerSocket.close();
  });

  it('refuses registration of the video act until every party is confirmed, a request of the notary undoes a confirmation, and the call hears "registered"', async () => {
    const { actId, author, buyer, notary } = await videoAct();
    await enter(actId, notary);
    const buyerSocket = await enter(actId, buyer);
    await enter(actId, author);
    const requests: { userId: string; isRequested: boolean }[] = [];
    buyerSocket.on('video:identity', (p) => requests.push(p));
    const changes: { status: string }[] = [];
    buyerSocket.on('act:changed', (p) => changes.push(p));

    const none = await register(actId, notary).expect(409);
    expect([none.body.code, none.body.details]).toEqual(['video_identity_not_confirmed', { pins: [author.pin, buyer.pin] }]);
    await check(actId, buyer);
    expect((await register(actId, notary).expect(409)).body.details).toEqual({ pins: [author.pin] });
    await check(actId, author);
    expect((await state(actId, notary).expect(200)).body.isComplete).toBe(true);

    // The notary asks the buyer again (a party may not): the confirmation no longer counts until they take it.
    expect((await http().post(`/api/notarial_act/${actId}/video/identity/request`).set(author.auth).send({ userId: buyer.id }).expect(403)).body.code).toBe('act_actor_not_allowed');
    const asked = (await http().post(`/api/notarial_act/${actId}/video/identity/request`).set(notary.auth).send({ userId: buyer.id }).expect(201)).body;
    expect(asked.isComplete).toBe(false);
    expect(asked.parties[1]).toMatchObject({ userId: buyer.id, status: 'pending', isRequested: true });
    await expect.poll(() => requests).toContainEqual({ actId, userId: buyer.id, isConfirmed: false, status: 'pending', isRequested: true });
    expect((await register(actId, notary).expect(409)).body.details).toEqual({ pins: [buyer.pin] });
    const requestAudit = await testDb().query(`SELECT actor_role FROM act_audit WHERE act_id = $1 AND action = 'video.identity_request'`, [actId]);
    expect(requestAudit.rows).toEqual([{ actor_role: 'notary' }]);

    await check(actId, buyer);
    const registered = await register(actId, notary).expect(201);
    expect(registered.body).toMatchObject({ step: 9, status: 'registered', blankSeries: 'NT', blankNumber: '0000042' });
    await expect.poll(() => changes.map((c) => c.status)).toContain('registered');
    expect((await state(actId, buyer).expect(200)).body).toMatchObject({ actStatus: 'registered', regnum: expect.any(String) });
  });
});
