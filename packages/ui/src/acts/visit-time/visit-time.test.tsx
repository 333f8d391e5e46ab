import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { ActCardScreen } from '../act-card-screen.tsx';
import { setLiveSocketFactory } from '../live-updates.ts';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import type { ActGeneral } from '../api/types.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
});

const path = `/my_notarial_act/${ACT_ID}`;
const routes = [{ path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> }];
// 05:00 UTC is 10:00 in Tashkent (UTC+5, no daylight saving).
const AHEAD = { visitAt: '2099-01-01T05:00:00.000Z', visitdate: '2099-01-01', visittime: '10:00' };
const PASSED = { visitAt: '2020-01-01T05:00:00.000Z', visitdate: '2020-01-01', visittime: '10:00', isVisitTimePassed: true };
const NOW = new Date('2026-01-01T05:00:00Z');

/** The act as the API keeps it: an event's answer is what the next read gives. */
let current: ActGeneral;
function card(general: ActGeneral, extra: Record<string, unknown> = {}) {
  current = general;
  return mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, current), ...extra });
}

// Issue 13.7: the set time in Tashkent time; confirm or ask for another (with confirmation); expired.
describe('the visit time', () => {
  it('before: the date and time (dd.mm.yyyy HH:mm, Tashkent), awaiting the applicant, confirm or ask for another', async () => {
    card(generalAt(snapshotAt(6, { visitAt: new Date(AHEAD.visitAt), now: NOW }), 'applicant', AHEAD));
    renderRoutes(routes, path);
    const panel = await screen.findByTestId('visit-time');
    expect(panel.dataset.state).toBe('awaiting');
    expect(within(panel).getByTestId('visit-time-value').textContent).toBe('01.01.2099 10:00');
    expect(within(panel).getByText('Toshkent vaqti')).toBeTruthy();
    expect(within(panel).getByTestId('visit-time-status').textContent).toBe('Tasdiqlash kutilmoqda');
    expect(within(panel).getByTestId('visit-time-way-out').textContent).toBe("Belgilangan vaqtni tasdiqlang yoki, u sizga to'g'ri kelmasa, boshqa vaqt so'rang.");
    expect(screen.getByTestId('action-confirm_time')).toBeTruthy();
    expect(screen.getByTestId('action-ask_other_time')).toBeTruthy();
    expect(screen.queryByTestId('blocking-registration_time_expired')).toBeNull();
  });

  it('asking for another time asks to confirm first, then sends ask_other_time', async () => {
    const bodies: unknown[] = [];
    card(generalAt(snapshotAt(6, { visitAt: new Date(AHEAD.visitAt), now: NOW }), 'applicant', AHEAD), {
      [`POST /api/notarial_act/${ACT_ID}/events/ask_other_time`]: async (request: Request) => {
        bodies.push(await request.json());
        current = generalAt(snapshotAt(5), 'applicant');
        return jsonResponse(200, current);
      },
    });
    renderRoutes(routes, path);
    fireEvent.click(await screen.findByTestId('action-ask_other_time'));
    const dialog = await screen.findByRole('dialog');
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('action-confirm'));
    await waitFor(() => expect(bodies).toEqual([{ confirmed: true }]));
    await waitFor(() => expect(screen.queryByTestId('visit-time')).toBeNull());
  });

  it('confirming the time sends confirm_time at once', async () => {
    const sent: string[] = [];
    card(generalAt(snapshotAt(6, { visitAt: new Date(AHEAD.visitAt), now: NOW }), 'applicant', AHEAD), {
      [`POST /api/notarial_act/${ACT_ID}/events/confirm_time`]: () => {
        sent.push('confirm_time');
        current = generalAt(snapshotAt(7), 'applicant', AHEAD);
        return jsonResponse(200, current);
      },
    });
    renderRoutes(routes, path);
    fireEvent.click(await screen.findByTestId('action-confirm_time'));
    await waitFor(() => expect(screen.getByTestId('visit-time').dataset.state).toBe('confirmed'));
    expect(sent).toEqual(['confirm_time']);
    expect(screen.getByTestId('visit-time-status').textContent).toBe('Vaqt tasdiqlangan');
  });

  it("expired: 'registration time expired, ask the notary for a new time', and the way to ask", async () => {
    card(generalAt(snapshotAt(6, { visitAt: new Date(PASSED.visitAt), now: NOW }), 'applicant', PASSED));
    renderRoutes(routes, path);
    const panel = await screen.findByTestId('visit-time');
    expect(panel.dataset.state).toBe('expired');
    expect(within(panel).getByTestId('visit-time-value').textContent).toBe('01.01.2020 10:00');
    const notice = within(panel).getByTestId('blocking-registration_time_expired');
    expect(within(notice).getByTestId('blocking-message').textContent).toBe("Ro'yxatga olish vaqti o'tib ketdi. Notariusdan yangi vaqt so'rang");
    expect(within(notice).getByTestId('visit-time-way-out').textContent).toBe("«Boshqa vaqt so'rash» tugmasini bosing: notarius yangi vaqt belgilaydi va sizga xabar beriladi.");
    // The machine holds confirm_time back once the time has passed; asking for another stays.
    expect(screen.queryByTestId('action-confirm_time')).toBeNull();
    expect(screen.getByTestId('action-ask_other_time')).toBeTruthy();
  });

  it('an invited party sees the time and that the applicant is to confirm it', async () => {
    card(generalAt(snapshotAt(6, { visitAt: new Date(AHEAD.visitAt), now: NOW }), 'party', AHEAD));
    renderRoutes(routes, path);
    expect((await screen.findByTestId('visit-time-way-out')).textContent).toBe('Arizachi belgilangan vaqtni tasdiqlashi kutilmoqda.');
  });
});
