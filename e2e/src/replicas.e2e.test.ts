import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acceptTerms, mintSession, withdrawTerms, type MintedSession } from './sessions.ts';

/**
 * Issue 17.3: the run's product has two API replicas behind the gateway,
 * sharing a Redis (global-setup.ts). An act changed through replica A reaches
 * a socket connected to replica B, and the other way round; the public
 * searches' rate limit is one count for both replicas. Umarov Javohir, whom no
 * other browser test uses, has a minted session (sessions.ts): the sign-in has
 * its own files, this one is about the replicas.
 */
/** UMAROV JAVOHIR AKMAL O'G'LI of services/api/src/civil-registry/demo-persons.ts (an adult: his pin never changes). */
const PERSON = { pin: '32809916113041' };

type Changed = { actId: string; event: string };

function connect(replica: string, token: string): Promise<Socket> {
  const socket = io(replica, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('two API replicas behind the gateway, sharing Redis', () => {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  let session: MintedSession | undefined;
  let acceptedHere = false;
  let token = '';
  const sockets: Socket[] = [];
  const [replicaA = '', replicaB = ''] = inject('apiReplicaURLs');

  beforeAll(async () => {
    await db.connect();
    session = await mintSession(db, PERSON.pin);
    acceptedHere = await acceptTerms(session);
    token = session.token;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    // Umarov as the other files expect him: terms not accepted (this also ends the session).
    if (session && acceptedHere) await withdrawTerms(session);
    await db.end();
  });

  const call = async (replica: string, path: string, body: unknown) => {
    const res = await fetch(`${replica}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`POST ${replica}/api/${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { uuid: string };
  };

  it('each replica answers on its own port, and one session works on both', async () => {
    for (const replica of [replicaA, replicaB]) {
      expect((await fetch(`${replica}/api/health`)).status).toBe(200);
      expect((await fetch(`${replica}/api/check_token`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
  });

  for (const [from, to] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    it(`an act changed through replica ${from} reaches a socket on replica ${to}`, async () => {
      const change = from === 'A' ? replicaA : replicaB;
      const listen = to === 'A' ? replicaA : replicaB;
      const socket = await connect(listen, token);
      sockets.push(socket);
      const act = await call(change, 'notarial_act', { typeId: 11962, regtype: 1 });
      await new Promise<void>((resolve) => socket.emit('act:subscribe', { actId: act.uuid }, () => resolve()));
      const heard = new Promise<Changed>((resolve) => socket.on('act:changed', (payload: Changed) => payload.actId === act.uuid && resolve(payload)));
      const sent = Date.now();
      await call(change, `notarial_act/${act.uuid}/events/delete`, { confirmed: true });
      const payload = await Promise.race([heard, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
      expect(payload, `no act:changed on replica ${to} within 10 s`).toMatchObject({ actId: act.uuid, event: 'delete' });
      console.log(`replicas: ${from} → ${to} delivered in ${Date.now() - sent} ms`);
    });
  }

  it("the public searches' rate limit counts both replicas together", async () => {
    // A client address of its own (the API believes X-Forwarded-For from loopback: TRUST_PROXY), so
    // the other browser tests' searches from 127.0.0.1 keep their own count.
    const client = `198.51.100.${1 + (Date.now() % 250)}`;
    const search = (replica: string) =>
      fetch(`${replica}/api/searches/proxy?regnum=${encodeURIComponent('2025/700101')}&regdate=03.03.2025`, { headers: { 'x-forwarded-for': client } });
    const statuses: number[] = [];
    // The default SEARCH_RATE_PER_MINUTE is 30: 31 requests, alternating replicas.
    for (let i = 0; i < 31; i++) statuses.push((await search(i % 2 === 0 ? replicaA : replicaB)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
