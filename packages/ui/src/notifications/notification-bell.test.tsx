import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@notary/domain/contracts';
import { setLiveSocketFactory, type LiveSocket } from '../acts/live-updates.ts';
import { activateLocale } from '../i18n/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { NotificationBell } from './notification-bell.tsx';

const ACT = '6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';

class FakeSocket extends EventEmitter {
  connected = true;
  override off(event: string, listener: (...args: unknown[]) => void): this {
    return this.removeListener(event, listener);
  }
  disconnect(): this {
    return this;
  }
}

function note(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    kind: 'time_set',
    actId: ACT,
    actTypeId: 1,
    actName: 'Transport vositasi oldi-sotdi shartnomasi',
    params: { visitAt: '2026-12-15T05:30:00.000Z' },
    createdAt: '2026-11-25T07:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

let socket: FakeSocket;
beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, token: 't1' });
  socket = new FakeSocket();
  setLiveSocketFactory(() => socket as unknown as LiveSocket);
});
afterEach(async () => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
  useSessionStore.setState({ ...initialSessionState });
  await activateLocale('oz');
});

const routes = [
  { path: '/', element: <NotificationBell /> },
  { path: '/enotarial_act/:uuid', element: <p>act card</p> },
];

describe('the notification bell (issue 13.10)', () => {
  it('is not there for a visitor', async () => {
    useSessionStore.setState({ ...initialSessionState });
    const { calls } = mockApi({});
    renderRoutes(routes, '/');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('shows the unread count, opens the list, and leads to the act, marking it read', async () => {
    const { calls } = mockApi({
      'GET /api/notifications': () => jsonResponse(200, { items: [note(), note({ id: 'n2', kind: 'registered', params: { regnum: '2026/100007' }, readAt: '2026-11-25T08:00:00.000Z' })], unread: 1 }),
      'POST /api/notifications/n1/read': () => jsonResponse(200, { unread: 0 }),
    });
    const { documentPath } = renderRoutes(routes, '/');
    expect((await screen.findByTestId('notification-count')).textContent).toBe('1');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe("Bildirishnomalar: 1 ta o'qilmagan");
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = await screen.findByTestId('notification-panel');
    const items = within(panel).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Qabul vaqti belgilandi');
    expect(items[0]!.textContent).toContain('15.12.2026 10:30 (Toshkent vaqti)');
    expect(items[0]!.dataset.unread).toBe('true');
    expect(items[1]!.textContent).toContain('Reyestr raqami: 2026/100007');
    fireEvent.click(items[0]!);
    await waitFor(() => expect(documentPath()).toBe(`/enotarial_act/${ACT}`));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/notifications/n1/read'))).toBe(true));
  });

  it('marks all read', async () => {
    let unread = 2;
    const { calls } = mockApi({
      'GET /api/notifications': () => jsonResponse(200, { items: [note(), note({ id: 'n2', kind: 'invited', params: {} })], unread }),
      'POST /api/notifications/read-all': () => {
        unread = 0;
        return jsonResponse(200, { unread: 0 });
      },
    });
    renderRoutes(routes, '/');
    expect((await screen.findByTestId('notification-count')).textContent).toBe('2');
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(await screen.findByTestId('notifications-read-all'));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('counts a notification that arrives live over the socket', async () => {
    let items = [note({ readAt: '2026-11-25T08:00:00.000Z' })];
    mockApi({ 'GET /api/notifications': () => jsonResponse(200, { items, unread: items.filter((n) => !n.readAt).length }) });
    renderRoutes(routes, '/');
    await screen.findByTestId('notification-bell');
    expect(screen.queryByTestId('notification-count')).toBeNull();
    // The live part loads once the page is idle and listens on the page's socket.
    await waitFor(() => expect(socket.listenerCount('notification:new')).toBe(1), { timeout: 5000 });
    const fresh = note({ id: 'n3', kind: 'returned_with_defects', params: { defects: "pasport nusxasi yo'q" } });
    items = [fresh, ...items];
    socket.emit('notification:new', fresh);
    expect((await screen.findByTestId('notification-count')).textContent).toBe('1');
  });

  it('speaks the user\'s language', async () => {
    await activateLocale('ru');
    mockApi({ 'GET /api/notifications': () => jsonResponse(200, { items: [note({ kind: 'invoices_issued', params: {} })], unread: 1 }) });
    renderRoutes(routes, '/');
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const panel = await screen.findByTestId('notification-panel');
    expect(within(panel).getByTestId('notification-item').textContent).toContain('Выставлены счета на оплату');
  });
});
