import { createHash } from 'node:crypto';
import { type Socket } from 'socket.io-client';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { findJanus } from '../../../../../tools/janus.mjs';
import { useJanusTestApp } from '../../testing/janus-app.js';
import { createAct, signedCitizen, signedNotary, testDb, type Signed, type TestNotary } from '../../testing/acts-factories.js';
import { createTestApp } from '../../testing/app.js';
import { JanusClient, pluginData } from '../janus/janus-client.js';
import { signVideoToken } from './video-token.js';

const janusFound = findJanus();

/** A syntactically complete WebRTC offer (audio only): Janus answers it; no media follows in this test. */
function fakeOffer(): string {
  const fingerprint = createHash('sha256').update(String(Math.random())).digest('hex').toUpperCase().match(/../g)!.join(':');
  return [
    'v=0',
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS stream',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111',
    'c=IN IP4 0.0.0.0',
    'a=rtcp:9 IN IP4 0.0.0.0',
    'a=ice-ufrag:abcd',
    'a=ice-pwd:abcdefghijklmnopqrstuvwx',
    'a=ice-options:trickle',
    `a=fingerprint:sha-256 ${fingerprint}`,
    'a=setup:actpass',
    'a=mid:0',
    'a=sendonly',
    'a=rtcp-mux',
    'a=rtpmap:111 opus/48000/2',
    'a=msid:stream track',
    'a=ssrc:11111111 cname:test',
    '',
  ].join('\r\n');
}


// Issue 16.2: the conference's room, join tokens and signalling, with the real media server.
describe.skipIf(!janusFound)(`video conference${janusFound ? '' : ' (skipped: the janus binary or its videoroom/http libraries are not installed)'}`, () => {
  const world = useJanusTestApp({ prefix: 'notary-conference' });
  const { http, connect } = world;
  const videoAct = async (step: 5 | 7 | 8 = 8, regtype: 1 | 2 = 2) => {
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const invited = await signedCitizen();
    const notary = await signedNotary();
    const actId = await createAct(author, { step, regtype, notary, parties: [{ user: buyer, role: 'buyer' }, { user: invited, role: 'buyer', status: null }] });
    return { actId, author, buyer, invited, notary };
  };
  const openRoom = (actId: string, who: Signed) => http().post(`/api/notarial_act/${actId}/video/room`).set(who.auth);
  const token = (actId: string, who: Signed) => http().post(`/api/notarial_act/${actId}/video/token`).set(who.auth);

  it('lets only the notary open the room, for a video act at steps 7–8, and keeps its id on the act', async () => {
    const { actId, author, notary } = await videoAct(8);
    expect((await openRoom(actId, author)).body.code).toBe('act_actor_not_allowed');
    const inPerson = await videoAct(8, 1);
    expect((await openRoom(inPerson.actId, inPerson.notary)).body.code).toBe('not_video_registration');
    const early = await videoAct(5);
    const refused = await openRoom(early.actId, early.notary);
    expect([refused.status, refused.body.code]).toEqual([409, 'act_event_not_allowed']);

    const opened = await openRoom(actId, notary);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ actId, room: expect.any(Number) });
    // Opening again keeps the same room while the media server has it.
    expect((await openRoom(actId, notary)).body.room).toBe(opened.body.room);
    const video = await http().get(`/api/notarial_act/${actId}/video`).set(notary.auth);
    expect(video.body.janusRoom).toBe(opened.body.room);
    const audit = await testDb().query(`SELECT action FROM act_audit WHERE act_id = $1 AND action = 'video.room_open'`, [actId]);
    expect(audit.rowCount).toBe(2);
  });

  it('gives join tokens only to the parties who joined and the notary; 403 for others whether or not the act exists', async () => {
    const { actId, author, buyer, invited, notary } = await videoAct(8);
    const stranger = await signedCitizen();
    const before = await token(actId, author);
    expect([before.status, before.body.code]).toEqual([409, 'video_room_not_open']);
    await openRoom(actId, notary);
    for (const who of [author, buyer]) {
      const answer = await token(actId, who);
      expect(answer.status).toBe(201);
      expect(answer.body.role).toBe('participant');
      expect(Array.isArray(answer.body.iceServers)).toBe(true);
      const ttl = new Date(answer.body.expiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(120_000);
      expect(ttl).toBeLessThanOrEqual(300_000);
    }
    expect((await token(actId, notary)).body.role).toBe('notary');
    for (const [who, id] of [[stranger, actId], [invited, actId], [author, '00000000-0000-4000-8000-000000000000']] as const) {
      const refused = await token(id, who);
      expect([refused.status, refused.body.code]).toEqual([403, 'video_not_a_participant']);
    }
    const otherNotary = await signedNotary();
    expect((await token(actId, otherNotary)).status).toBe(403);
  });

  type Answer = { ok: boolean; code?: string; feedId?: number; feeds?: { feedId: number; userId: string; role: string; name: string }[]; jsep?: { type: string; sdp: string } };
  const emit = (socket: Socket, event: string, body: unknown) => socket.emitWithAck(event, body) as Promise<Answer>;

  it('refuses a forged, expired or foreign token at video:join', async () => {
    const { actId, author, buyer, notary } = await videoAct(8);
    await openRoom(actId, notary);
    const socket = await connect(author);
    const buyersToken = (await token(actId, buyer)).body.token as string;
    expect(await emit(socket, 'video:join', { actId, token: buyersToken })).toEqual({ ok: false, code: 'video_token_invalid' });
    const forged = signVideoToken(Buffer.alloc(32, 1), { actId, userId: String(author.id), role: 'participant', expiresAt: Date.now() + 60_000 });
    expect(await emit(socket, 'video:join', { actId, token: forged })).toEqual({ ok: false, code: 'video_token_invalid' });
    const own = (await token(actId, author)).body.token as string;
    const [payload, signature] = own.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), x: Date.now() + 3_600_000 })).toString('base64url')}.${signature}`;
    expect(await emit(socket, 'video:join', { actId, token: tampered })).toEqual({ ok: false, code: 'video_token_invalid' });
    expect(await emit(socket, 'video:publish', { actId, jsep: { type: 'offer', sdp: fakeOffer() } })).toEqual({ ok: false, code: 'video_room_not_open' });
  });

  // Media (and so "feed joined", sent once a publisher's connection is up) is proven by e2e/src/video.e2e.test.ts
  // with two browsers; here the signalling reaches the media server and its answers come back.
  it('signals through the media server: join, publish, subscribe, leave', async () => {
    const { actId, author, notary } = await videoAct(8);
    const { room } = (await openRoom(actId, notary)).body as { room: number };
    const notarySocket = await connect(notary as TestNotary);
    const partySocket = await connect(author);
    const notaryJoin = await emit(notarySocket, 'video:join', { actId, token: (await token(actId, notary)).body.token });
    expect(notaryJoin).toMatchObject({ ok: true, feedId: expect.any(Number), feeds: [] });
    expect(await emit(notarySocket, 'video:publish', { actId, jsep: { type: 'answer', sdp: 'x' } })).toEqual({ ok: false, code: 'bad_request' });
    const published = await emit(notarySocket, 'video:publish', { actId, jsep: { type: 'offer', sdp: fakeOffer() } });
    expect(published.ok).toBe(true);
    expect(published.jsep?.type).toBe('answer');
    expect(published.jsep?.sdp).toContain('m=audio');
    notarySocket.emit('video:trickle', { actId, candidate: null });

    const partyJoin = await emit(partySocket, 'video:join', { actId, token: (await token(actId, author)).body.token });
    expect(partyJoin).toMatchObject({ ok: true, feedId: expect.any(Number) });
    // The notary's feed has no connection up (no media in this test): the media server has nothing to send yet.
    expect(await emit(partySocket, 'video:subscribe', { actId, feedId: notaryJoin.feedId })).toMatchObject({ ok: false });
    expect(await emit(partySocket, 'video:start', { actId, feedId: notaryJoin.feedId, jsep: { type: 'answer', sdp: 'x' } })).toEqual({ ok: false, code: 'bad_request' });
    expect(await emit(partySocket, 'video:subscribe', { actId: 'another', feedId: 1 })).toEqual({ ok: false, code: 'video_room_not_open' });

    const participants = async () => {
      const admin = await new JanusClient(world.janus.url).createSession();
      const handle = await admin.attach();
      const list = pluginData(await handle.message({ request: 'listparticipants', room })).participants as { id: number }[];
      await admin.destroy();
      return list.map((p) => p.id).sort();
    };
    expect(await participants()).toEqual([notaryJoin.feedId, partyJoin.feedId].sort());
    // A closed tab leaves the room on the media server (its session is destroyed).
    notarySocket.close();
    await expect.poll(participants, { timeout: 5000 }).toEqual([partyJoin.feedId]);
    partySocket.emit('video:leave', { actId });
    await expect.poll(participants, { timeout: 5000 }).toEqual([]);
  });

  it('answers 503 video_server_unavailable without a media server', async () => {
    const bare = await createTestApp({ janusUrl: undefined });
    try {
      const { actId, notary } = await videoAct(8);
      const answer = await request(bare.getHttpServer()).post(`/api/notarial_act/${actId}/video/room`).set(notary.auth);
      expect([answer.status, answer.body.code]).toEqual([503, 'video_server_unavailable']);
      expect(answer.body.message).toBeTruthy();
    } finally {
      await bare.close();
    }
  });
});
