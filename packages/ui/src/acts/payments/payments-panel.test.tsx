import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { ActCardScreen } from '../act-card-screen.tsx';
import { setLiveSocketFactory } from '../live-updates.ts';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import type { ActGeneral } from '../api/types.ts';
import { gatewayNavigation } from './payments-api.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setLiveSocketFactory(null);
});

const path = `/my_notarial_act/${ACT_ID}`;
const routes = [{ path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> }];
const duty = { id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '412000.00', state: 'issued', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' };
const fee = { id: 'i2', number: 'INV-2', kind: 'notary_fee', amount: '206000.00', state: 'paid', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' };

function card(general: ActGeneral, payments: unknown, extra: Record<string, unknown> = {}) {
  return mockApi({
    [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, general),
    [`GET /api/notarial_act/${ACT_ID}/payments`]: typeof payments === 'function' ? payments : () => jsonResponse(200, payments),
    ...extra,
  });
}

const rows = () => screen.findAllByTestId('payment-row');

// Issue 13.8: each invoice with its state; the invoice PDF; pay online through the gateway's page; or mark a bank payment.
describe('the payments tab', () => {
  it('lists each invoice with its state, what is due, and the ways to pay for whoever pays now', async () => {
    card(generalAt(snapshotAt(7), 'applicant'), [duty, fee]);
    renderRoutes(routes, `${path}?tab=payments`);
    const [first, second] = await rows();
    expect(within(first!).getByTestId('payment-state').textContent).toBe("To'lanmagan");
    expect(within(second!).getByTestId('payment-state').textContent).toBe("To'langan");
    expect(within(first!).getByText("412 000.00 so'm")).toBeTruthy();
    expect(within(first!).getByText('Davlat boji')).toBeTruthy();
    expect(screen.getByTestId('payments-guide').textContent).toContain("To'lanishi kerak: 412 000.00 so'm");
    // The ways to pay: only for the unpaid invoice.
    expect(within(first!).getByTestId('payment-online')).toBeTruthy();
    expect(within(first!).getByTestId('payment-bank-paid')).toBeTruthy();
    expect(within(second!).queryByTestId('payment-online')).toBeNull();
    // Every invoice has its PDF.
    expect(screen.getAllByTestId('payment-pdf')).toHaveLength(2);
  });

  it("says under a state duty reduced for close relatives how much of the duty is due (acts-domain 5), as the invoice's basis records", async () => {
    card(generalAt(snapshotAt(7), 'applicant'), [{ ...duty, basis: { reduction: { reason: 'close_relative', dutyPercent: 50 }, bcvTiyin: 41200000 } }, { ...fee, basis: { bcvTiyin: 41200000 } }]);
    renderRoutes(routes, `${path}?tab=payments`);
    const [reduced, plain] = await rows();
    expect(within(reduced!).getByTestId('payment-reduction').textContent).toBe('Imtiyoz: bojning 50 foizi (yaqin qarindosh)');
    expect(within(plain!).queryByTestId('payment-reduction')).toBeNull();
  });

  it('pays online: opens a checkout and goes to the gateway page, which returns to this tab', async () => {
    const assign = vi.spyOn(gatewayNavigation, 'assign').mockImplementation(() => {});
    const api = card(generalAt(snapshotAt(7), 'applicant'), [duty], {
      [`POST /api/notarial_act/${ACT_ID}/payments/i1/checkout`]: () => jsonResponse(201, { ref: 'GW-abc', amount: '412000.00', payUrl: '/payment_gateway_sim/GW-abc' }),
    });
    renderRoutes(routes, `${path}?tab=payments`);
    fireEvent.click(within((await rows())[0]!).getByTestId('payment-online'));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const url = new URL(assign.mock.calls[0]![0], 'http://portal');
    expect(url.pathname).toBe('/payment_gateway_sim/GW-abc');
    expect(url.searchParams.get('return')).toBe(`${window.location.pathname}?tab=payments`);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([`/api/notarial_act/${ACT_ID}/payments/i1/checkout`]);
  });

  it('downloads the invoice PDF of a row', async () => {
    const api = card(generalAt(snapshotAt(7), 'applicant'), [duty], {
      [`GET /api/notarial_act/${ACT_ID}/payments/i1/receipt.pdf`]: () =>
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-INV-1.pdf"' } }),
    });
    URL.createObjectURL = vi.fn<(obj: Blob | MediaSource) => string>(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    renderRoutes(routes, `${path}?tab=payments`);
    fireEvent.click(within((await rows())[0]!).getByTestId('payment-pdf'));
    await waitFor(() => expect(api.calls.some((c) => new URL(c.url).pathname.endsWith('/payments/i1/receipt.pdf'))).toBe(true));
  });

  it('tells a failed checkout', async () => {
    card(generalAt(snapshotAt(7), 'applicant'), [duty], {
      [`POST /api/notarial_act/${ACT_ID}/payments/i1/checkout`]: () => jsonResponse(409, { code: 'payment_already_confirmed', message: 'x' }),
    });
    renderRoutes(routes, `${path}?tab=payments`);
    fireEvent.click(within((await rows())[0]!).getByTestId('payment-online'));
    expect(await screen.findByTestId('payment-online-error')).toBeTruthy();
  });

  it('offers no way to pay to whoever does not pay now: the notary, or the applicant before step 7', async () => {
    card(generalAt(snapshotAt(7), 'notary'), [duty]);
    const first = renderRoutes(routes, `${path}?tab=payments`);
    await rows();
    expect(screen.queryByTestId('payment-online')).toBeNull();
    expect(screen.queryByTestId('payments-guide')).toBeNull();
    first.unmount();
    card(generalAt(snapshotAt(6), 'applicant'), [duty]);
    renderRoutes(routes, `${path}?tab=payments`);
    await rows();
    expect(screen.queryByTestId('payment-online')).toBeNull();
    expect(screen.queryByTestId('payment-bank-paid')).toBeNull();
  });

  it('empty: before invoicing, for a free act, and a failed load with a retry', async () => {
    card(generalAt(snapshotAt(3), 'applicant'), []);
    const first = renderRoutes(routes, `${path}?tab=payments`);
    expect((await screen.findByTestId('payments-empty')).textContent).toContain('Notarius hali hisobvaraq chiqarmagan');
    first.unmount();
    card(generalAt(snapshotAt(5), 'applicant', { isFree: true }), []);
    const second = renderRoutes(routes, `${path}?tab=payments`);
    expect((await screen.findByTestId('payments-empty')).textContent).toBe("Bu notarial harakat bepul: to'lov talab qilinmaydi.");
    second.unmount();
    let fail = true;
    card(generalAt(snapshotAt(7), 'applicant'), () => (fail ? jsonResponse(503, { code: 'internal_error', message: 'x' }) : jsonResponse(200, [duty])));
    renderRoutes(routes, `${path}?tab=payments`);
    const error = await screen.findByTestId('payments-error', {}, { timeout: 5000 });
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await rows()).toHaveLength(1);
  });
});
