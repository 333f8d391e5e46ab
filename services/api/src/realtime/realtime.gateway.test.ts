import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary } from '../testing/acts-factories.js';
import { createTestApp } from '../testing/app.js';

// Issue 5.3: after commit, every party and the notary hear of the change in `act:<id>`.
describe('realtime act channel', () => {
  let app: INestApplication;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app.close();
  });

  const connect = (token?: string) => {
    const socket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  };

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
    await request(app.getHttpServer()).post(`/api/notarial_act/${actId}/events/approve_check`).set(notary.auth).send({}).expect(201);
    const [toParty, toNotary] = await heard;
    expect(toParty).toMatchObject({ actId, event: 'approve_check', actor: 'notary', step: 3, status: 'active' });
    expect(toNotary).toEqual(toParty);
    expect(strangerHeard).toBe(false);
  });
});
