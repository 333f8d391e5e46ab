import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { useSocketTestApp } from '../testing/socket-app.js';
import { isAllowedSocketOrigin, RealtimeGateway } from './realtime.gateway.js';
import { actRoom } from './rooms.js';

// Issue 5.3: after commit, every party and the notary hear of the change in `act:<id>`.
describe('realtime act channel', () => {
  const server = useSocketTestApp();
  const { connect } = server;

  it("allows only PUBLIC_URL's origin or the request's own, for websocket and polling alike (issue 12.7)", async () => {
    const citizen = await signedCitizen();
    const host = new URL(server.url).host;
    const opened = (origin: string, transport: 'websocket' | 'polling') =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const socket = connect(citizen.token, { transports: [transport], extraHeaders: { Origin: origin } });
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', () => resolve('refused'));
      });
    for (const transport of ['websocket', 'polling'] as const) {
      expect(await opened(`http://${host}`, transport)).toBe('connected');
      expect(await opened('https://evil.example', transport)).toBe('refused');
    }
    const polling = await request(server.app.getHttpServer()).get('/socket.io/?EIO=4&transport=polling').set('Origin', 'https://evil.example');
    expect(polling.status).toBe(403);
    expect(polling.headers['access-control-allow-origin']).toBeUndefined();
    expect(polling.headers['access-control-allow-credentials']).toBeUndefined();

    expect(isAllowedSocketOrigin('https://e-notarius.example.uz', 'api:3000', 'https://e-notarius.example.uz/')).toBe(true);
    expect(isAllowedSocketOrigin('https://evil.example', 'api:3000', 'https://e-notarius.example.uz')).toBe(false);
    expect(isAllowedSocketOrigin('http://127.0.0.1:8080', '127.0.0.1:8080', undefined)).toBe(true);
    expect(isAllowedSocketOrigin('null', '127.0.0.1:8080', undefined)).toBe(false);
    expect(isAllowedSocketOrigin(undefined, '127.0.0.1:8080', undefined)).toBe(true);
  });

  it('refuses a socket without a valid session token', async () => {
    const socket = connect('not-a-token');
    await new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));
    expect(socket.connected).toBe(false);
  });

  it('lets a party and the notary subscribe, refuses a stranger, and tells the room after commit', async () => {
    const seller = await signedCitizen();
    const stranger = await signedCitizen();
    const notary = await signedNotary();
    const actId = await createAct(seller, { step: 2, notary });
    const partySocket = connect(seller.token);
    const notarySocket = connect(notary.token);
    const strangerSocket = connect(stranger.token);
    const subscribe = (s: Socket) => s.emitWithAck('act:subscribe', { actId }) as Promise<{ ok: boolean; code?: string }>;
    await Promise.all([partySocket, notarySocket, strangerSocket].map((s) => new Promise((r) => s.on('connect', () => r(null)))));
    expect(await subscribe(partySocket)).toEqual({ ok: true });
    expect(await subscribe(notarySocket)).toEqual({ ok: true });
    expect(await subscribe(strangerSocket)).toEqual({ ok: false, code: 'pin_not_found_in_uuid' });

    const heard = Promise.all(
      [partySocket, notarySocket].map((s) => new Promise<Record<string, unknown>>((r) => s.once('act:changed', r))),
    );
    let strangerHeard = false;
    strangerSocket.on('act:changed', () => {
      strangerHeard = true;
    });
    await request(server.app.getHttpServer()).post(`/api/notarial_act/${actId}/events/approve_check`).set(notary.auth).send({}).expect(201);
    const [toParty, toNotary] = await heard;
    expect(toParty).toMatchObject({ actId, event: 'approve_check', actor: 'notary', step: 3, status: 'active' });
    expect(toNotary).toEqual(toParty);
    expect(strangerHeard).toBe(false);
  });

  const connected = async (token: string) => {
    const socket = await server.connected(token);
    // The client's 'connect' may come before the server has joined it to user:<id>; any handler
    // awaits that authentication, so one round trip means the socket is in its user room.
    await socket.emitWithAck('act:subscribe', { actId: '' });
    return socket;
  };
  /** Everything a socket hears of `act:changed`, to assert both what came and what did not. */
  const recorder = (socket: Socket) => {
    const heard: Record<string, unknown>[] = [];
    socket.on('act:changed', (p: Record<string, unknown>) => heard.push(p));
    return heard;
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };

  it("tells each party's and the office notaries' user rooms, without the card open, once each", async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const notary = await signedNotary();
    const colleague = await signedNotary({ officeId: notary.officeId });
    const elsewhere = await signedNotary();
    const actId = await createAct(seller, { step: 2, notary, parties: [{ user: buyer, role: 'buyer' }] });
    const [sellerSocket, buyerSocket, colleagueSocket, elsewhereSocket] = await Promise.all([connected(seller.token), connected(buyer.token), connected(colleague.token), connected(elsewhere.token)]);
    // The seller has the card open too: in both rooms, still told once.
    expect(await sellerSocket.emitWithAck('act:subscribe', { actId })).toEqual({ ok: true });
    const [toSeller, toBuyer, toColleague, toElsewhere] = [recorder(sellerSocket), recorder(buyerSocket), recorder(colleagueSocket), recorder(elsewhereSocket)];
    await request(server.app.getHttpServer()).post(`/api/notarial_act/${actId}/events/approve_check`).set(notary.auth).send({}).expect(201);
    await until(() => toSeller.length > 0 && toBuyer.length > 0 && toColleague.length > 0);
    await new Promise((r) => setTimeout(r, 150));
    for (const heard of [toSeller, toBuyer, toColleague]) {
      expect(heard).toEqual([expect.objectContaining({ actId, event: 'approve_check', step: 3 })]);
    }
    expect(toElsewhere).toEqual([]);
  });

  it('a removed party and the previous notary no longer hear the act room', async () => {
    const seller = await signedCitizen();
    const buyer = await signedCitizen();
    const oldNotary = await signedNotary();
    const newNotary = await signedNotary();
    const actId = await createAct(seller, { step: 1, notary: oldNotary, parties: [{ user: buyer, role: 'buyer' }] });
    const [sellerSocket, buyerSocket, oldSocket, newSocket] = await Promise.all([connected(seller.token), connected(buyer.token), connected(oldNotary.token), connected(newNotary.token)]);
    for (const s of [sellerSocket, buyerSocket, oldSocket]) expect(await s.emitWithAck('act:subscribe', { actId })).toEqual({ ok: true });
    const [toSeller, toBuyer, toOld, toNew] = [recorder(sellerSocket), recorder(buyerSocket), recorder(oldSocket), recorder(newSocket)];

    // The applicant removes the buyer: the buyer's socket leaves the act room before the news goes out.
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author', [actId]);
    await request(server.app.getHttpServer()).delete(`/api/notarial_act/${actId}/parties/${rows[0]!.id}?confirmed=true`).set(seller.auth).expect(200);
    await until(() => toSeller.length === 1 && toOld.length === 1);
    // Another office's notary is chosen: the old office's notary is dropped, the new one told in their user room.
    await request(server.app.getHttpServer())
      .post(`/api/notarial_act/${actId}/events/change_notary`)
      .set(seller.auth)
      .send({ confirmed: true, notaryChoice: { mode: 'manual', notaryId: newNotary.notaryId } })
      .expect(201);
    await request(server.app.getHttpServer()).post(`/api/notarial_act/${actId}/events/save_draft`).set(seller.auth).send({}).expect(201);
    await until(() => toSeller.length === 3 && toNew.length === 2);
    await new Promise((r) => setTimeout(r, 150));
    // Only the seller's socket is left in the act room (the room the conference's recording events go to).
    const inRoom = await server.app.get(RealtimeGateway).server!.in(actRoom(actId)).fetchSockets();
    expect(inRoom.map((s) => s.id)).toEqual([sellerSocket.id]);
    expect(toBuyer).toEqual([]);
    expect(toOld.map((p) => p.event)).toEqual(['party.remove']);
    expect(toNew.map((p) => p.event)).toEqual(['change_notary', 'save_draft']);
    // Subscribing again is refused for the removed party (the join checks access).
    expect(await buyerSocket.emitWithAck('act:subscribe', { actId })).toEqual({ ok: false, code: 'pin_not_found_in_uuid' });
  });
});
