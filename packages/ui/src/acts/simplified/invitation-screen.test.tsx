import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InvitationScreen as InvitationData } from '@notary/domain/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../session/index.ts';
import { createUser } from '../../testing/factories.ts';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { setLiveSocketFactory } from '../live-updates.ts';
import { ACT_ID } from '../test-fixtures.ts';
import { InvitationScreen } from './invitation-screen.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwx';

function invitation(status: InvitationData['party']['status'], events: InvitationData['events']): InvitationData {
  return {
    act: { uuid: ACT_ID, name: 'Transport vositasini oldi-sotdi shartnomasi', typeId: 1, step: 1, status: 'active', isSimplified: true },
    party: { id: 'p2', actId: ACT_ID, role: 'buyer', isAuthor: false, fullname: 'RASHIDOVA GULNORA AKMAL QIZI', status } as InvitationData['party'],
    inviter: { fullname: "TOJIBOYEVA BARNO ILYOS QIZI", role: 'seller' },
    subjects: [{ kind: 'vehicle', stateNumber: '40F678GH', make: 'Chevrolet Onix', year: 2024, cadastreNumber: null, address: null, description: null, price: '120000000.00', priceWords: "bir yuz yigirma million so'm 00 tiyin" }],
    events,
  };
}

beforeEach(() => useSessionStore.setState({ token: 't', user: createUser() }));
afterEach(() => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
  useSessionStore.setState({ token: null, user: null });
});

function renderInvitation(routes: Record<string, unknown>) {
  const api = mockApi(routes);
  renderRoutes(
    [
      { path: '/enotarial_act/:uuid', element: <InvitationScreen uuid={ACT_ID} token={TOKEN} actPath={(id) => `/enotarial_act/${id}?simplified=1`} /> },
      { path: '/404', element: <p>404</p> },
    ],
    `/enotarial_act/${ACT_ID}?invite=${TOKEN}`,
  );
  return api;
}

const buttons = () => screen.queryAllByRole('button').flatMap((b) => (b.dataset.testid?.startsWith('invitation-') ? [b.dataset.testid] : []));

describe('the invitation screen', () => {
  it('shows who invites, the vehicle and its price, and offers accept or reject while awaiting', async () => {
    let data = invitation(null, ['accept', 'reject']);
    const api = renderInvitation({
      [`GET /api/notarial_act/${ACT_ID}/invitation/${TOKEN}`]: () => jsonResponse(200, data),
      [`POST /api/notarial_act/${ACT_ID}/invitation/${TOKEN}/accept`]: () => {
        data = invitation('accepted', ['exit']);
        return jsonResponse(201, data.party);
      },
    });
    expect((await screen.findByTestId('invitation-inviter')).textContent).toContain('TOJIBOYEVA BARNO ILYOS QIZI');
    expect(screen.getByTestId('invitation-plate').textContent).toContain('40F678GH');
    expect(screen.getByTestId('invitation-price').textContent).toContain('120');
    expect(buttons().sort()).toEqual(['invitation-accept', 'invitation-reject']);
    fireEvent.click(screen.getByTestId('invitation-accept'));
    await waitFor(() => expect(screen.getByTestId('invitation-screen').dataset.status).toBe('accepted'));
    expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith(`/invitation/${TOKEN}/accept`))).toBe(true);
    expect(screen.getByTestId('invitation-open-act').getAttribute('href')).toBe(`/enotarial_act/${ACT_ID}?simplified=1`);
  });

  it('rejects at once (no confirmation is asked for a rejection)', async () => {
    const api = renderInvitation({
      [`GET /api/notarial_act/${ACT_ID}/invitation/${TOKEN}`]: invitation(null, ['accept', 'reject']),
      [`POST /api/notarial_act/${ACT_ID}/invitation/${TOKEN}/reject`]: () => jsonResponse(201, {}),
    });
    fireEvent.click(await screen.findByTestId('invitation-reject'));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.url.endsWith(`/invitation/${TOKEN}/reject`))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a party who accepted exit the deal, after a confirmation (acts-domain 8)', async () => {
    const bodies: unknown[] = [];
    renderInvitation({
      [`GET /api/notarial_act/${ACT_ID}/invitation/${TOKEN}`]: invitation('accepted', ['exit']),
      [`POST /api/notarial_act/${ACT_ID}/invitation/exit`]: async (request: Request) => {
        bodies.push(await request.json());
        return jsonResponse(201, {});
      },
    });
    expect(await screen.findByTestId('invitation-exit')).toBeTruthy();
    expect(buttons()).toEqual(['invitation-exit']);
    fireEvent.click(screen.getByTestId('invitation-exit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Siz ushbu bitimdan chiqasiz. Davom etasizmi?')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByTestId('invitation-exit-confirm'));
    await waitFor(() => expect(bodies).toEqual([{ confirmed: true }]));
  });

  it('offers nothing to a party who rejected or exited', async () => {
    renderInvitation({ [`GET /api/notarial_act/${ACT_ID}/invitation/${TOKEN}`]: invitation('rejected', ['reinvite']) });
    await screen.findByTestId('invitation-act');
    expect(buttons()).toEqual([]);
  });

  it("tells a link that is no longer valid or not this person's", async () => {
    renderInvitation({ [`GET /api/notarial_act/${ACT_ID}/invitation/${TOKEN}`]: () => jsonResponse(404, { code: 'invitation_not_found', message: 'x' }) });
    expect(await screen.findByTestId('invitation-not-found')).toBeTruthy();
  });
});
