import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCitizenRoutes } from '../../app/routes.tsx';
import { gatewayReturn } from './components/payment-gateway-page.tsx';
import { isOtherApp, returnTarget } from './components/return-target.ts';

const ACT_ID = '6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';
const REF = 'GW-0123456789abcdef01234567';
const citizen = createUser();

const CHECKOUT = {
  ref: REF,
  amount: '412000.00',
  currency: 'UZS',
  merchant: "O'zbekiston Respublikasi Davlat budjeti (davlat boji)",
  invoiceNumber: 'INV-1',
  kind: 'state_duty',
  actId: ACT_ID,
  actTypeId: 1,
  state: 'issued',
  isPaid: false,
};
const ACT = {
  uuid: ACT_ID, typeId: 1, name: 'Transport vositasini sotish', step: 7, stepKey: 'payment', status: 'active', state: 'active', regnum: null, regdate: null, regtype: 1, regsystem: 2,
  officeId: null, notaryId: null, notaryName: null, visitdate: null, visittime: null, visitAt: null, enteredAt: '2025-03-01T07:00:00Z', isSimplified: false,
  actor: 'applicant', myPartyId: null, myInvitationStatus: null, events: [], blockedBy: null, blocking: null, allPartiesAccepted: true, hasInvoices: true, isPaid: false,
  isVisitTimePassed: false, defects: null, defectFields: [], isFree: false,
};

let paid = false;
beforeEach(() => {
  paid = false;
  useSessionStore.setState({ ...initialSessionState, token: 't', user: citizen });
  mockApi({
    'GET /api/profile': { user: citizen, hasPersonalDataConsent: true },
    [`GET /api/payment_gateway_sim/${REF}`]: () => jsonResponse(200, { ...CHECKOUT, isPaid: paid, state: paid ? 'paid' : 'issued' }),
    [`POST /api/payment_gateway_sim/${REF}/pay`]: () => {
      paid = true;
      return jsonResponse(201, { ok: true, state: 'paid' });
    },
    [`GET /api/notarial_act/${ACT_ID}`]: ACT,
    [`GET /api/notarial_act/${ACT_ID}/payments`]: () =>
      jsonResponse(200, [{ id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '412000.00', state: paid ? 'paid' : 'issued', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' }]),
  });
});
afterEach(() => vi.restoreAllMocks());

const page = (query = `?return=${encodeURIComponent(`/my_notarial_act/${ACT_ID}?tab=payments`)}`) => renderRoutes(createCitizenRoutes(), `/payment_gateway_sim/${REF}${query}`);

// Issue 13.8: the gateway simulator's page, outside the portal's chrome, returns to the act.
describe('the payment gateway page', () => {
  it("shows a payment page outside the portal's chrome: merchant, purpose, sum, the card form, test mode", async () => {
    page();
    const card = await screen.findByTestId('gateway-page');
    expect(screen.queryByTestId('breadcrumbs')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(within(card).getByTestId('gateway-merchant').textContent).toBe("O'zbekiston Respublikasi Davlat budjeti (davlat boji)");
    expect(within(card).getByTestId('gateway-purpose').textContent).toBe('Davlat boji · hisobvaraq № INV-1');
    expect(within(card).getByTestId('gateway-amount').textContent).toBe("412 000.00 so'm");
    expect(within(card).getByTestId('gateway-test-mode').textContent).toBe('Sinov rejimi');
  });

  it('masks the card, refuses a wrong or expired card, then pays and returns to the act payments tab', async () => {
    const { documentPath } = page();
    await screen.findByTestId('gateway-page');
    const number = within(screen.getByTestId('gateway-card-number')).queryByRole('textbox') ?? screen.getByTestId('gateway-card-number');
    const expiry = within(screen.getByTestId('gateway-card-expiry')).queryByRole('textbox') ?? screen.getByTestId('gateway-card-expiry');
    fireEvent.input(number, { target: { value: '8600123412341' } });
    fireEvent.input(expiry, { target: { value: '0120' } });
    fireEvent.click(screen.getByTestId('gateway-pay'));
    expect(await screen.findByText("Karta raqami 16 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
    expect(screen.getByText('Kartaning amal qilish muddati tugagan')).toBeTruthy();
    expect(paid).toBe(false);
    fireEvent.input(number, { target: { value: '8600123412341234' } });
    await waitFor(() => expect((number as HTMLInputElement).value).toBe('8600 1234 1234 1234'));
    fireEvent.input(expiry, { target: { value: '1299' } });
    await waitFor(() => expect((expiry as HTMLInputElement).value).toBe('12/99'));
    fireEvent.click(screen.getByTestId('gateway-pay'));
    await screen.findByTestId('gateway-paid');
    expect(paid).toBe(true);
    fireEvent.click(screen.getByTestId('gateway-return'));
    await waitFor(() => expect(documentPath()).toBe(`/my_notarial_act/${ACT_ID}?tab=payments`));
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByTestId('payment-state').textContent).toBe("To'langan");
  });

  it('cancel returns to the act without paying; a foreign return address is not followed', async () => {
    const { documentPath } = page('?return=https%3A%2F%2Fevil.example%2F');
    fireEvent.click(await screen.findByTestId('gateway-cancel'));
    await waitFor(() => expect(documentPath()).toBe(`/my_notarial_act/${ACT_ID}?tab=payments`));
    expect(paid).toBe(false);
  });

  it('an already paid checkout says so and offers the way back; the kiosk is returned to by a page load', async () => {
    paid = true;
    const assign = vi.spyOn(gatewayReturn, 'assign').mockImplementation(() => {});
    page(`?return=${encodeURIComponent(`/kiosk/my_notarial_act/${ACT_ID}?tab=payments`)}`);
    fireEvent.click(await screen.findByTestId('gateway-return'));
    expect(assign).toHaveBeenCalledWith(`/kiosk/my_notarial_act/${ACT_ID}?tab=payments`);
  });

  it('keeps the return address on this site', () => {
    expect(returnTarget('/my_notarial_act/1?tab=payments', 'a')).toBe('/my_notarial_act/1?tab=payments');
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil', null, 'javascript:alert(1)']) expect(returnTarget(bad, 'a')).toBe('/my_notarial_act/a?tab=payments');
    expect(isOtherApp('/kiosk/my_notarial_act/1')).toBe(true);
    expect(isOtherApp('/console')).toBe(true);
    expect(isOtherApp('/my_notarial_act/1')).toBe(false);
  });
});
