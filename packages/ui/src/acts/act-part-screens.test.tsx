import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/fetch-mock.ts';
import { renderRoutes } from '../testing/render.tsx';
import { ActCardScreen } from './act-card-screen.tsx';
import { ActPartyScreen, ActSubjectScreen } from './act-part-screens.tsx';
import { ACT_ID, generalAt, snapshotAt } from './test-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

const card = `/my_notarial_act/${ACT_ID}`;
const PARTIES = [
  { id: 'p1', role: 'seller', isAuthor: true, pin: '32501798011434', fullname: "RASHIDOV JASUR OLIM O'G'LI", status: 'accepted', smsSent: false },
  { id: 'p2', role: 'buyer', isAuthor: false, pin: '41110828011500', fullname: 'RASHIDOVA GULNORA AKMAL QIZI', status: 'accepted', smsSent: true, birthDate: '1982-10-11', answeredAt: '2025-03-01T07:00:00Z' },
];
const SUBJECTS = [
  { id: 's1', kind: 'vehicle', stateNumber: '30A123BC', techPassportSeries: 'AAF', techPassportNumber: '1234567', bodyNumber: 'XTA210', price: '85000000.00', priceWords: "sakson besh million so'm", vehicle: { make: 'Chevrolet Cobalt', year: 2021, colour: 'oq' } },
];

function routes() {
  return [
    { path: '/my_notarial_act/:rid', element: <ActCardScreen uuid={ACT_ID} partPath={(part, id) => `${card}/${part}/${id}`} /> },
    { path: '/my_notarial_act/:rid/member/:id', element: <ActPartyScreen uuid={ACT_ID} partyId="p2" cardPath={card} /> },
    { path: '/my_notarial_act/:rid/auto/:id', element: <ActSubjectScreen uuid={ACT_ID} subjectId="s1" kind="vehicle" cardPath={card} /> },
    { path: '/my_notarial_act/:rid/realty/:id', element: <ActSubjectScreen uuid={ACT_ID} subjectId="s1" kind="real_estate" cardPath={card} /> },
  ];
}

describe("the act's parts (member, auto, realty, other)", () => {
  it('opens a party from the parties tab and goes back to the card', async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(9), 'applicant'), [`GET /api/notarial_act/${ACT_ID}/parties`]: PARTIES });
    const { documentPath } = renderRoutes(routes(), `${card}?tab=parties`);
    const links = await screen.findAllByTestId('party-link');
    fireEvent.click(links[1]!);
    await waitFor(() => expect(documentPath()).toBe(`${card}/member/p2`));
    expect((await screen.findByTestId('party-role')).textContent).toBe('Xaridor');
    expect(screen.getByText('11.10.1982')).toBeTruthy();
    fireEvent.click(screen.getByTestId('back-to-card'));
    await waitFor(() => expect(documentPath()).toBe(card));
  });

  it('opens a vehicle from the subjects tab with its full details', async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}`]: generalAt(snapshotAt(9), 'applicant'), [`GET /api/notarial_act/${ACT_ID}/subjects`]: SUBJECTS });
    const { documentPath } = renderRoutes(routes(), `${card}?tab=subjects`);
    fireEvent.click(await screen.findByTestId('subject-link'));
    await waitFor(() => expect(documentPath()).toBe(`${card}/auto/s1`));
    expect((await screen.findByTestId('subject-state-number')).textContent).toBe('30A123BC');
    expect(screen.getByText("85 000 000.00 so'm")).toBeTruthy();
    expect(screen.getByText('oq')).toBeTruthy();
  });

  it('says so when the path names a subject of another kind', async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}/subjects`]: SUBJECTS });
    renderRoutes(routes(), `${card}/realty/s1`);
    expect(await screen.findByTestId('act-part-missing')).toBeTruthy();
  });
});
