import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/index.ts';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { ActCardScreen } from './act-card-screen.tsx';
import type { ActResult } from './api/types.ts';
import { gatewayNavigation } from './payments/payments-api.ts';
import { ACT_ID, generalAt, snapshotAt } from './test-fixtures.ts';

const routes = [{ path: '/kiosk_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> }];
const path = `/kiosk_act/${ACT_ID}`;
const base = `/api/notarial_act/${ACT_ID}`;
const pdfResponse = (name: string) => () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });

let anchorClicks = 0;

beforeEach(() => {
  useSessionStore.setState({ mode: 'kiosk' });
  URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:kiosk-file');
  URL.revokeObjectURL = vi.fn<(url: string) => void>();
  // A download is a click on an <a download>; the kiosk must never make one.
  anchorClicks = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
    anchorClicks += 1;
  });
});

afterEach(() => {
  useSessionStore.setState({ mode: 'browser' });
  vi.restoreAllMocks();
});

/** The kiosk's file dialog: the file in the page, then closed by its button. */
async function expectShownThenClosed(name: string) {
  const viewer = await screen.findByTestId('file-viewer');
  const frame = within(viewer).getByTestId('file-viewer-frame');
  expect(frame.tagName).toBe('IFRAME');
  // Chromium's viewer without its toolbar: no download or print-to-file button.
  expect(frame.getAttribute('src')).toBe('blob:kiosk-file#toolbar=0&navpanes=0');
  expect(frame.getAttribute('title')).toBe(`Fayl: ${name}`);
  expect(anchorClicks).toBe(0);
  fireEvent.click(within(viewer).getByTestId('file-viewer-close'));
  await waitFor(() => expect(screen.queryByTestId('file-viewer')).toBeNull());
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:kiosk-file');
}

// Issue 15.3: no file downloads at the kiosk; every PDF of the act screens is shown inside it.
describe('files at the kiosk', () => {
  it('shows the print form in the page without its download button or the viewer toolbar', async () => {
    mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(9), 'applicant')),
      [`GET ${base}/print-form.pdf`]: pdfResponse('act.pdf'),
    });
    renderRoutes(routes, `${path}?tab=print`);
    const frame = await screen.findByTestId('print-frame');
    expect(frame.getAttribute('src')).toBe('blob:kiosk-file#toolbar=0&navpanes=0');
    expect(screen.queryByTestId('print-download')).toBeNull();
  });

  it("shows an invoice's PDF in the kiosk's dialog, not as a download", async () => {
    const invoice = { id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '412000.00', state: 'paid', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' };
    mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(7), 'applicant')),
      [`GET ${base}/payments`]: () => jsonResponse(200, [invoice]),
      [`GET ${base}/payments/i1/receipt.pdf`]: pdfResponse('invoice-INV-1.pdf'),
    });
    renderRoutes(routes, `${path}?tab=payments`);
    const button = await screen.findByTestId('payment-pdf');
    expect(button.getAttribute('aria-label')).toBe("PDF: INV-1 hisobvarag'ini ko'rish");
    fireEvent.click(button);
    await expectShownThenClosed('invoice-INV-1.pdf');
  });

  it("shows the notary's refusal resolution in the kiosk's dialog", async () => {
    const result = {
      uuid: ACT_ID, regnum: null, regdate: null, officeId: null, notaryName: 'QODIROVA DILNOZA', state: 'cancelled', status: 'refused', registeredAt: null,
      blank: { series: null, number: null, code: null }, annul: null, refusal: { fileName: 'qaror-118.pdf', fileType: 'application/pdf' }, stopReason: null, defects: null,
      cancelledAt: '2026-11-24T11:05:00Z', linkedActIds: [], lang: 'oz', phone: null,
    } as unknown as ActResult;
    mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(9), 'applicant')),
      [`GET ${base}/result`]: () => jsonResponse(200, result),
      [`GET ${base}/refusal-file`]: pdfResponse('qaror-118.pdf'),
    });
    renderRoutes(routes, `${path}?tab=result`);
    const button = await screen.findByTestId('result-refusal-file');
    expect(button.textContent).toBe('qaror-118.pdf');
    fireEvent.click(button);
    await expectShownThenClosed('qaror-118.pdf');
  });

  it("shows an attached document in the kiosk's dialog (a picture as an image)", async () => {
    const doc = (id: string, name: string, mimeType: string) => ({
      id, actId: ACT_ID, partyId: null, partyName: null, name, mimeType, size: 1024, sha256: 'ab'.repeat(32), uploadedBy: 'u1', uploadedByName: 'KARIMOV ALISHER', createdAt: '2026-11-25T07:30:00.000Z', canDelete: false,
    });
    mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(1), 'applicant')),
      [`GET ${base}/documents`]: () => jsonResponse(200, [doc('d1', 'pasport.pdf', 'application/pdf'), doc('d2', 'rasm.png', 'image/png')]),
      [`GET ${base}/parties`]: () => jsonResponse(200, []),
      [`GET ${base}/documents/d1`]: pdfResponse('pasport.pdf'),
      [`GET ${base}/documents/d2`]: () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="rasm.png"' } }),
    });
    renderRoutes(routes, `${path}?tab=documents`);
    const rows = await screen.findAllByTestId('document-row');
    const view = within(rows[0]!).getByTestId('document-download');
    expect(view.textContent).toBe("Ko'rish");
    expect(view.getAttribute('aria-label')).toBe("pasport.pdf faylini ko'rish");
    fireEvent.click(view);
    await expectShownThenClosed('pasport.pdf');

    fireEvent.click(within(rows[1]!).getByTestId('document-download'));
    const picture = within(await screen.findByTestId('file-viewer')).getByTestId('file-viewer-frame');
    expect(picture.tagName).toBe('IMG');
    expect(picture.getAttribute('alt')).toBe('Fayl: rasm.png');
    expect(anchorClicks).toBe(0);
  });

  // Issue 15.1: a public terminal holds no files of the visitor; its file picker would open the terminal's own disk.
  it('offers no document upload at the kiosk, and says where to attach one', async () => {
    mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(1), 'applicant')),
      [`GET ${base}/documents`]: () => jsonResponse(200, []),
      [`GET ${base}/parties`]: () => jsonResponse(200, []),
    });
    renderRoutes(routes, `${path}?tab=documents`);
    await screen.findByTestId('documents-empty');
    expect(screen.getByTestId('documents-kiosk-note').textContent).toBe("Hujjatlarni kioskda biriktirib bo'lmaydi: ularni telefon yoki kompyuterdan portal orqali biriktiring.");
    expect(screen.queryByTestId('document-upload')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});

// Issue 15.4: an unpaid invoice is paid on the visitor's phone, by the QR code of its payment link.
describe('paying at the kiosk', () => {
  const duty = { id: 'i1', number: 'INV-1', kind: 'state_duty', amount: '412000.00', state: 'issued', payerName: 'KARIMOV AZIZ', createdAt: '2025-03-01T07:00:00Z' };
  const fee = { ...duty, id: 'i2', number: 'INV-2', state: 'paid' };

  it("hands each unpaid invoice's payment page over by a QR code at the citizen web's public address, and never leaves the kiosk", async () => {
    const assign = vi.spyOn(gatewayNavigation, 'assign').mockImplementation(() => {});
    const api = mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(7), 'applicant')),
      [`GET ${base}/payments`]: () => jsonResponse(200, [duty, fee]),
      'GET /api/config/public': () => jsonResponse(200, { mapTilesUrl: null, mapAttribution: '', kioskIdleSeconds: 120, kioskCountdownSeconds: 30, publicUrl: 'https://e-notarius.example.uz' }),
      [`POST ${base}/payments/i1/checkout`]: () => jsonResponse(201, { ref: 'GW-abc', amount: '412000.00', payUrl: '/payment_gateway_sim/GW-abc' }),
    });
    renderRoutes(routes, `${path}?tab=payments`);
    const [unpaid, paid] = await screen.findAllByTestId('payment-row');
    // No way to the gateway's page from the kiosk: the phone pays.
    expect(screen.queryByTestId('payment-online')).toBeNull();
    expect(within(paid!).queryByTestId('payment-phone')).toBeNull();
    const phone = within(unpaid!).getByTestId('payment-phone');
    expect(phone.getAttribute('aria-label')).toBe("Telefonda to'lash: INV-1 hisobvarag'i");
    await waitFor(() => expect(api.calls.some((c) => new URL(c.url).pathname === '/api/config/public')).toBe(true));
    fireEvent.click(phone);
    const image = await screen.findByTestId('handoff-qr');
    const url = new URL(image.getAttribute('data-url')!);
    expect(url.origin).toBe('https://e-notarius.example.uz');
    expect(url.pathname).toBe('/payment_gateway_sim/GW-abc');
    // The phone comes back to the act's card in the citizen web.
    expect(url.searchParams.get('return')).toBe(`/my_notarial_act/${ACT_ID}?tab=payments`);
    expect(screen.getByTestId('handoff-url').textContent).toBe(url.href);
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('handoff-close'));
    await waitFor(() => expect(screen.queryByTestId('handoff-qr')).toBeNull());
  });

  it('without a configured public address the QR code leads to the kiosk host, outside /kiosk', async () => {
    mockApi({
      [`GET ${base}`]: () => jsonResponse(200, generalAt(snapshotAt(7), 'applicant')),
      [`GET ${base}/payments`]: () => jsonResponse(200, [duty]),
      'GET /api/config/public': () => jsonResponse(200, { mapTilesUrl: null, mapAttribution: '', kioskIdleSeconds: 120, kioskCountdownSeconds: 30, publicUrl: null }),
      [`POST ${base}/payments/i1/checkout`]: () => jsonResponse(201, { ref: 'GW-def', amount: '412000.00', payUrl: '/payment_gateway_sim/GW-def' }),
    });
    renderRoutes(routes, `${path}?tab=payments`);
    fireEvent.click(await screen.findByTestId('payment-phone'));
    const image = await screen.findByTestId('handoff-qr');
    expect(image.getAttribute('data-url')!.startsWith(`${window.location.origin}/payment_gateway_sim/GW-def?return=`)).toBe(true);
  });
});
