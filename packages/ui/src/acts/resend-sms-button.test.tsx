import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { ActCardScreen } from './act-card-screen.tsx';
import type { ActParty } from './api/types.ts';
import { setLiveSocketFactory } from './live-updates.ts';
import { ACT_ID, generalAt, snapshotAt } from './test-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
});

const routes = [{ path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> }];
const partiesPath = `/my_notarial_act/${ACT_ID}?tab=parties`;

function party(id: string, overrides: Partial<ActParty> = {}): ActParty {
  return {
    id,
    actId: ACT_ID,
    role: 'buyer',
    isAuthor: false,
    partyClass: 'natural',
    personType: null,
    pin: '31234567890123',
    inn: null,
    fullname: `PARTY ${id}`,
    birthDate: null,
    phone: '935550011',
    document: {},
    personal: {},
    consular: null,
    addresses: {},
    representation: null,
    participation: null,
    participationMode: null,
    regtype: null,
    proxyDocument: null,
    guardian: null,
    manager: null,
    branch: null,
    marriage: null,
    rights: null,
    delegationRight: false,
    isPayer: false,
    kinship: null,
    status: null,
    answeredAt: null,
    inviteLink: `http://localhost/enotarial_act/${ACT_ID}?invite=${'t'.repeat(32)}`,
    qrCode: null,
    smsSent: true,
    smsSentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    createdAt: '2026-11-25T07:00:00.000Z',
    updatedAt: '2026-11-25T07:00:00.000Z',
    ...overrides,
  } as ActParty;
}

const author = party('author', { isAuthor: true, role: 'seller', inviteLink: null, smsSent: false, smsSentAt: null });

/** Issue 13.5 "resend SMS" on the act card's parties tab. */
describe('the parties tab: resend the invitation SMS', () => {
  it('offers the applicant a resend per open invitation with a phone, and sends it', async () => {
    const open = party('open');
    const parties = [author, open, party('accepted', { status: 'accepted' }), party('nophone', { phone: null, smsSent: false, smsSentAt: null })];
    const sent: string[] = [];
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, generalAt(snapshotAt(1), 'applicant')),
      [`GET /api/notarial_act/${ACT_ID}/parties`]: () => jsonResponse(200, parties),
      [`POST /api/notarial_act/${ACT_ID}/parties/open/resend-sms`]: () => {
        sent.push('open');
        parties[1] = { ...open, smsSentAt: new Date().toISOString() };
        return jsonResponse(200, parties[1]);
      },
    });
    renderRoutes(routes, partiesPath);
    const button = await screen.findByTestId('party-resend-sms-open');
    expect(button.textContent).toBe('SMSni qayta yuborish');
    expect(screen.queryByTestId('party-resend-sms-accepted')).toBeNull();
    expect(screen.queryByTestId('party-resend-sms-nophone')).toBeNull();
    expect(screen.queryByTestId('party-resend-sms-author')).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(sent).toEqual(['open']));
    // The card refreshes the parties: the new SMS starts the cooldown, counted down on the button.
    await waitFor(() => expect(screen.getByTestId('party-resend-sms-open').textContent).toMatch(/^SMSni qayta yuborish \((60|59|58) s\)$/));
    expect(screen.getByTestId('party-resend-sms-open').hasAttribute('disabled')).toBe(true);
  });

  it("shows the API's refusal in words and waits its Retry-After (another SMS went meanwhile)", async () => {
    const recent = party('recent');
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, generalAt(snapshotAt(1), 'applicant')),
      [`GET /api/notarial_act/${ACT_ID}/parties`]: () => jsonResponse(200, [author, recent]),
      [`POST /api/notarial_act/${ACT_ID}/parties/recent/resend-sms`]: () =>
        jsonResponse(429, { code: 'invitation_sms_too_soon', message: 'too soon', details: { retryAfterSeconds: 30, cooldownSeconds: 60 } }, { 'Retry-After': '30' }),
    });
    renderRoutes(routes, partiesPath);
    fireEvent.click(await screen.findByTestId('party-resend-sms-recent'));
    expect((await screen.findByTestId('party-resend-sms-error-recent')).textContent).toBe('Taklif SMS yaqinda yuborilgan. Qayta yuborish uchun bir daqiqa kuting');
    await waitFor(() => expect(screen.getByTestId('party-resend-sms-recent').textContent).toMatch(/^SMSni qayta yuborish \((30|29|28) s\)$/));
    expect(screen.getByTestId('party-resend-sms-recent').hasAttribute('disabled')).toBe(true);
  });

  it('offers nothing to an invited party or the notary', async () => {
    mockApi({
      [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, generalAt(snapshotAt(2), 'notary')),
      [`GET /api/notarial_act/${ACT_ID}/parties`]: () => jsonResponse(200, [author, party('open')]),
    });
    renderRoutes(routes, partiesPath);
    await screen.findByTestId('parties-table');
    expect(screen.queryByTestId('party-resend-sms-open')).toBeNull();
  });
});
