import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { ActCardScreen } from './act-card-screen.tsx';
import { ACT_ID, generalAt, snapshotAt } from './test-fixtures.ts';
import type { ActResult } from './api/types.ts';

afterEach(() => vi.restoreAllMocks());

const routes = [{ path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> }];
const path = `/my_notarial_act/${ACT_ID}?tab=result`;

function result(overrides: Partial<ActResult>): ActResult {
  return {
    uuid: ACT_ID,
    regnum: '2026/118',
    regdate: '2026-11-20',
    officeId: 'office-1',
    notaryName: 'QODIROVA DILNOZA',
    state: 'active',
    status: 'registered',
    registeredAt: '2026-11-20T06:15:00Z',
    blank: { series: 'NB', number: '0012345', code: null },
    annul: null,
    refusal: null,
    stopReason: null,
    defects: null,
    cancelledAt: null,
    linkedActIds: [],
    lang: 'oz',
    phone: '998901234567',
    ...overrides,
  };
}

function open(answer: ActResult, extra: Record<string, unknown> = {}) {
  const api = mockApi({
    [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, generalAt(snapshotAt(9), 'applicant')),
    [`GET /api/notarial_act/${ACT_ID}/result`]: () => jsonResponse(200, answer),
    ...extra,
  });
  renderRoutes(routes, path);
  return api;
}

describe("the act card's result tab", () => {
  it('of a registered act shows its register number, date, blank, notary and language, and no ending', async () => {
    open(result({}));
    expect((await screen.findByTestId('result-regnum')).textContent).toBe('2026/118');
    expect(screen.getByText('20.11.2026')).toBeTruthy();
    expect(screen.getByText('NB 0012345')).toBeTruthy();
    expect(screen.getByText("O'zbek (lotin)")).toBeTruthy();
    expect(screen.queryByTestId('result-ended')).toBeNull();
  });

  it('of an annulled act shows the annulment date (Tashkent time) and reason', async () => {
    open(result({ status: 'annulled', state: 'cancelled', annul: { at: '2026-11-25T09:30:00Z', reason: 'Sud qarori bilan' }, cancelledAt: '2026-11-25T09:31:00Z' }));
    const ended = await screen.findByTestId('result-ended');
    expect(within(ended).getByText('Notarial harakat bekor qilingan')).toBeTruthy();
    expect(within(ended).getByTestId('result-ended-date').textContent).toBe('25.11.2026 14:30:00');
    expect(within(ended).getByTestId('result-ended-reason').textContent).toBe('Sud qarori bilan');
    expect(screen.getByTestId('result-annul-reason').textContent).toBe('Sud qarori bilan');
  });

  it("of a refused act shows the refusal date and downloads the notary's resolution file", async () => {
    URL.createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:resolution');
    URL.revokeObjectURL = vi.fn<(url: string) => void>();
    let downloads = 0;
    open(result({ regnum: null, regdate: null, registeredAt: null, blank: { series: null, number: null, code: null }, status: 'refused', state: 'cancelled', refusal: { fileName: 'qaror-118.pdf', fileType: 'application/pdf' }, cancelledAt: '2026-11-24T11:05:00Z' }), {
      [`GET /api/notarial_act/${ACT_ID}/refusal-file`]: () => {
        downloads += 1;
        return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="qaror-118.pdf"' } });
      },
    });
    const ended = await screen.findByTestId('result-ended');
    expect(within(ended).getByText('Notarius notarial harakatni amalga oshirishni rad etgan')).toBeTruthy();
    expect(within(ended).getByTestId('result-ended-date').textContent).toBe('24.11.2026 16:05:00');
    expect(screen.getByTestId('result-refusal-date').textContent).toBe('24.11.2026 16:05:00');
    const file = within(ended).getByTestId('result-refusal-file');
    expect(file.textContent).toBe('qaror-118.pdf');
    fireEvent.click(file);
    await waitFor(() => expect(downloads).toBe(1));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('tells a refusal without a resolution file so, without a dead link', async () => {
    open(result({ regnum: null, status: 'refused', state: 'cancelled', refusal: { fileName: null, fileType: null }, cancelledAt: '2026-11-24T11:05:00Z' }));
    const ended = await screen.findByTestId('result-ended');
    expect(within(ended).getByText('Notarius qaror faylini biriktirmagan.')).toBeTruthy();
    expect(screen.queryByTestId('result-refusal-file')).toBeNull();
  });

  it('of a stopped act shows the date and the reason', async () => {
    open(result({ regnum: null, status: 'stopped', state: 'cancelled', stopReason: "Hujjatlar to'liq emas", cancelledAt: '2026-11-23T05:00:00Z' }));
    const ended = await screen.findByTestId('result-ended');
    expect(within(ended).getByTestId('result-ended-date').textContent).toBe('23.11.2026 10:00:00');
    expect(within(ended).getByTestId('result-ended-reason').textContent).toBe("Hujjatlar to'liq emas");
  });
});
