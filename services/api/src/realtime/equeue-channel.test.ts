import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { EqueueService } from '../equeue/equeue.service.js';
import type { SessionUser } from '../identity/session-user.js';
import { createSession, createUser, type TestUser } from '../testing/identity-factories.js';
import { createNotary, createOffice } from '../testing/public-factories.js';
import { useSocketTestApp } from '../testing/socket-app.js';

// Monday 2025-03-10, 08:00 in Tashkent (03:00 UTC).
const NOW = new Date('2025-03-10T03:00:00Z');

function sessionUser(user: TestUser): SessionUser {
  return { id: user.id, pin: user.pin, roles: user.roles, fullname: user.fullname, notaryId: user.notaryId, locale: 'oz', clientMode: 'browser' };
}

// Issue 14.7: the console's e-queue screen is live — `equeue:changed` to `equeue:<officeId>`,
// which only that office's notaries may join.
describe("the office's e-queue channel", () => {
  const server = useSocketTestApp();
  const connect = async (user: TestUser) => server.connected(await createSession(user));
  const subscribe = (s: Socket, officeId: string) => s.emitWithAck('equeue:subscribe', { officeId }) as Promise<{ ok: boolean; code?: string }>;

  it("lets only the office's notaries join, and tells them of each booking, move, cancellation and arrival after commit", async () => {
    const office = await createOffice();
    const other = await createOffice();
    const notaryUser = await createUser({ roles: ['notary'], notaryId: (await createNotary({ officeId: office.id })).id });
    const otherNotaryUser = await createUser({ roles: ['notary'], notaryId: (await createNotary({ officeId: other.id })).id });
    const citizen = await createUser({ fullname: 'KARIMOVA ANNA' });

    const notarySocket = await connect(notaryUser);
    const otherSocket = await connect(otherNotaryUser);
    const citizenSocket = await connect(citizen);
    expect(await subscribe(notarySocket, office.id)).toEqual({ ok: true });
    expect(await subscribe(otherSocket, office.id)).toEqual({ ok: false, code: 'forbidden' });
    expect(await subscribe(citizenSocket, office.id)).toEqual({ ok: false, code: 'forbidden' });
    expect(await subscribe(citizenSocket, 'not-a-uuid')).toEqual({ ok: false, code: 'forbidden' });
    expect(await subscribe(otherSocket, other.id)).toEqual({ ok: true });

    const overheard: unknown[] = [];
    otherSocket.on('equeue:changed', (p) => overheard.push(p));
    citizenSocket.on('equeue:changed', (p) => overheard.push(p));
    const heard: { officeId: string; bookingId: string; change: string }[] = [];
    notarySocket.on('equeue:changed', (p) => heard.push(p));

    const svc = server.app.get(EqueueService);
    const booking = await svc.book(sessionUser(citizen), { officeId: office.id, actTypeId: 101, startsAt: '2025-03-10T05:00:00.000Z', phone: '901234567', notaryId: null, email: null, description: null }, 'oz', NOW);
    await svc.move(sessionUser(citizen), booking.id, { startsAt: '2025-03-10T05:30:00.000Z', notaryId: null }, 'oz', NOW);
    await svc.checkIn(sessionUser(notaryUser), booking.id, 'oz', new Date('2025-03-10T05:35:00Z'));
    const second = await svc.book(sessionUser(citizen), { officeId: office.id, actTypeId: 101, startsAt: '2025-03-11T05:00:00.000Z', phone: '901234567', notaryId: null, email: null, description: null }, 'oz', NOW);
    await svc.cancel(sessionUser(citizen), second.id, 'oz', NOW);

    await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(5);
    expect(heard.map((p) => [p.bookingId, p.change])).toEqual([
      [booking.id, 'booked'],
      [booking.id, 'moved'],
      [booking.id, 'arrived'],
      [second.id, 'booked'],
      [second.id, 'cancelled'],
    ]);
    expect(heard.every((p) => p.officeId === office.id)).toBe(true);
    // Nothing personal in the event: the screen reads the list again.
    expect(Object.keys(heard[0]!).sort()).toEqual(['at', 'bookingId', 'change', 'officeId']);

    // After leaving the room the notary hears nothing more; the others never heard anything.
    await notarySocket.emitWithAck('equeue:unsubscribe', { officeId: office.id });
    await svc.book(sessionUser(citizen), { officeId: office.id, actTypeId: 101, startsAt: '2025-03-12T05:00:00.000Z', phone: '901234567', notaryId: null, email: null, description: null }, 'oz', NOW);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toHaveLength(5);
    expect(overheard).toEqual([]);
  });
});
