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

const BUYER = '0b8a3c7e-1d2f-4e5a-9b6c-7d8e9f0a1b2c';
const SELLER = '1c9b4d8f-2e3a-4f6b-8c7d-8e9f0a1b2c3d';
const CAR = '2d0c5e9a-3f4b-4a7c-9d8e-9f0a1b2c3d4e';
const path = `/my_notarial_act/${ACT_ID}`;

const parties = [
  { id: SELLER, role: 'seller', isAuthor: true, pin: '31403856111016', fullname: 'KARIMOV AZIZ', status: 'accepted', smsSent: false },
  { id: BUYER, role: 'buyer', isAuthor: false, pin: '42207886111086', fullname: 'KARIMOVA NILUFAR', status: 'accepted', smsSent: true },
];
const subjects = [
  { id: CAR, kind: 'vehicle', stateNumber: '01A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567', bodyNumber: 'XTA21', price: '120000000.00', priceWords: "bir yuz yigirma million so'm", vehicle: { make: 'Chevrolet Cobalt', year: 2021 }, shares: [], payment: null, credit: null },
];

function returned(overrides: Partial<ActGeneral> = {}): ActGeneral {
  return generalAt(snapshotAt(1), 'applicant', {
    typeId: 1,
    defects: "Xaridor pasporti muddati o'tgan, narx so'z bilan noto'g'ri yozilgan.",
    defectFields: [
      { target: 'party', targetId: BUYER, field: 'document', note: "Pasport muddati o'tgan" },
      { target: 'party', targetId: BUYER, field: 'fullname', note: 'Familiya xato' },
      { target: 'subject', targetId: CAR, field: 'priceWords', note: 'Raqam bilan mos emas' },
      { target: 'act', field: 'termTo', note: 'Muddat tugashini kiriting' },
    ],
    ...overrides,
  });
}

const sent: unknown[] = [];
function cardApi(general: ActGeneral) {
  sent.length = 0;
  return mockApi({
    [`GET /api/notarial_act/${ACT_ID}`]: () => jsonResponse(200, general),
    [`GET /api/notarial_act/${ACT_ID}/parties`]: parties,
    [`GET /api/notarial_act/${ACT_ID}/subjects`]: subjects,
    [`POST /api/notarial_act/${ACT_ID}/events/send_for_check`]: async (request: Request) => {
      sent.push(await request.json());
      return jsonResponse(200, generalAt(snapshotAt(2), 'applicant'));
    },
  });
}

const routes = [{ path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} /> }];

// Issue 13.6: the notary's defects first on the card, per field, highlighted in the views; fix and resend.
describe('check and correction: the notary defects', () => {
  it('shows the defects first: the remark, each marked field by party, subject and term, with its note', async () => {
    cardApi(returned());
    renderRoutes(routes, path);
    const panel = await screen.findByTestId('defects-panel');
    // First on the card: before the progress bar and the actions.
    const card = screen.getByTestId('act-card');
    const order = [...card.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'));
    expect(order.indexOf('defects-panel')).toBeLessThan(order.indexOf('progress-step-1'));
    expect(order.indexOf('defects-panel')).toBeLessThan(order.indexOf('act-actions'));
    expect(within(panel).getByTestId('defects-text').textContent).toBe("Xaridor pasporti muddati o'tgan, narx so'z bilan noto'g'ri yozilgan.");
    await waitFor(() => expect(within(panel).getByText('Ishtirokchi: KARIMOVA NILUFAR')).toBeTruthy());
    expect(within(panel).getAllByTestId('defect-line').map((li) => li.textContent)).toEqual([
      'Muddat tugashi: Muddat tugashini kiriting',
      "Shaxsni tasdiqlovchi hujjat: Pasport muddati o'tgan",
      'F.I.Sh.: Familiya xato',
      "Narxi (so'z bilan): Raqam bilan mos emas",
    ]);
    await waitFor(() => expect(within(panel).getByText('Obyekt: 01A123BC')).toBeTruthy());
  });

  it('highlights each marked field in the parties, subjects and terms views', async () => {
    cardApi(returned({ termTo: null }));
    renderRoutes(routes, `${path}?tab=parties`);
    const rows = await screen.findAllByTestId('party-row');
    expect(within(rows[0]!).queryByTestId('defect-party-fullname')).toBeNull();
    expect(within(rows[1]!).getByTestId('defect-party-fullname').textContent).toBe('KARIMOVA NILUFARNotarius belgilagan: Familiya xato');
    expect(within(rows[1]!).getByTestId('defect-notes-party').textContent).toBe("Notarius belgilagan: Shaxsni tasdiqlovchi hujjat — Pasport muddati o'tgan");
    fireEvent.click(screen.getByTestId('card-tab-subjects'));
    const car = await screen.findByTestId('subject-card');
    expect(within(car).getByTestId('defect-subject-priceWords').textContent).toBe("bir yuz yigirma million so'mNotarius belgilagan: Raqam bilan mos emas");
    expect(within(car).queryByTestId('defect-subject-stateNumber')).toBeNull();
    fireEvent.click(screen.getByTestId('card-tab-general'));
    // A marked term is listed even while empty: the notary asks for it.
    expect((await screen.findByTestId('defect-act-termTo')).textContent).toBe('—Notarius belgilagan: Muddat tugashini kiriting');
  });

  it('resends after fixing: send_for_check with its confirmation', async () => {
    cardApi(returned());
    renderRoutes(routes, path);
    await screen.findByTestId('defects-panel');
    expect(screen.getByTestId('defects-way-out').textContent).toContain('«Tekshirishga yuborish» tugmasi bilan notariusga qayta yuboring');
    fireEvent.click(screen.getByTestId('action-send_for_check'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('action-confirm'));
    await waitFor(() => expect(sent).toEqual([{ confirmed: true }]));
  });

  it('shows no defects once the act moved on, and none on a fresh draft', async () => {
    cardApi(returned({ step: 2, stepKey: 'check' }));
    renderRoutes(routes, `${path}?tab=parties`);
    await screen.findAllByTestId('party-row');
    expect(screen.queryByTestId('defects-panel')).toBeNull();
    expect(screen.queryByTestId('defect-party-fullname')).toBeNull();
  });
});
