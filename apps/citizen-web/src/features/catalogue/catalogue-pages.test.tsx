import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '@notary/ui/i18n';
import { jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Calculation } from './api/get-calculation.ts';
import type { ServiceDetails } from './api/get-service.ts';
import { CalculatorPage } from './calculator-page.tsx';
import { ServiceDetailsPage } from './service-details-page.tsx';

const text = (oz: string) => ({ oz, uz: oz, ru: oz });
const list = (...items: string[]) => ({ oz: items, uz: items, ru: items });

const SERVICE: ServiceDetails = {
  id: 7,
  actTypeId: 3,
  group: { id: 1, name: text('Mulk') },
  name: text("Avtomobil oldi-sotdi shartnomasi"),
  legalDescription: text('Fuqarolik kodeksi'),
  simpleDescription: text('Avtomobilni sotish'),
  documents: list('Pasport', 'Texnik pasport'),
  participants: list('Sotuvchi', 'Xaridor'),
  duration: text('1 kun'),
  result: text('Shartnoma'),
  conditions: text('Yo\'q'),
  related: [],
  registeredCount: 12,
};

const CALCULATION: Calculation = {
  serviceId: 7,
  actTypeId: 3,
  name: text("Avtomobil oldi-sotdi shartnomasi"),
  bcv: 41_200_000,
  bcvWords: "to'rt yuz o'n ikki ming so'm",
  hasKinshipReduction: false,
  kinships: [],
  params: [{ key: 'state_duty', label: 'Davlat boji', value: 12_360_000, words: "bir yuz yigirma uch ming olti yuz so'm" }],
  total: 12_360_000,
  totalWords: "bir yuz yigirma uch ming olti yuz so'm",
};

function routes() {
  return [
    { path: '/na_details/:id', element: <ServiceDetailsPage /> },
    { path: '/na_details/calc/:nadid', element: <CalculatorPage /> },
    { path: '/404', element: <h1>not found</h1> },
  ];
}

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('oz');
});

describe('service details (na_details/{id})', () => {
  it('shows a price error with a retry instead of spinning when the calculator fails', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/catalogue/7': SERVICE,
      'GET /api/calculator/7': () => (++attempts === 1 ? jsonResponse(500, { code: 'internal', message: 'x' }) : jsonResponse(200, CALCULATION)),
    });
    renderRoutes(routes(), '/na_details/7');
    expect((await screen.findByTestId('service-price-error')).textContent).toContain("Narxni hisoblab bo'lmadi");
    expect(screen.queryByTestId('service-price-loading')).toBeNull();
    fireEvent.click(screen.getByTestId('service-price-retry'));
    await waitFor(() => expect(screen.getByTestId('service-price').textContent).toContain("123 600.00 so'm"));
  });

  it.each(['abc', '0', '1.5'])('sends /na_details/%s to /404 without asking the server', async (id) => {
    const api = mockApi({});
    const { documentPath } = renderRoutes(routes(), `/na_details/${id}`);
    await screen.findByRole('heading', { name: 'not found' });
    expect(documentPath()).toBe('/404');
    expect(api.calls).toHaveLength(0);
  });
});

describe('calculator (na_details/calc/{nadid})', () => {
  it('sends a number that is not one to /404 instead of spinning', async () => {
    const api = mockApi({});
    const { documentPath } = renderRoutes(routes(), '/na_details/calc/xyz');
    await screen.findByRole('heading', { name: 'not found' });
    expect(documentPath()).toBe('/404');
    expect(api.calls).toHaveLength(0);
  });

  it('names the currency in the UI language (сум in Russian, сўм in Uzbek Cyrillic)', async () => {
    mockApi({ 'GET /api/calculator/7': CALCULATION });
    await activateLocale('ru');
    const first = renderRoutes(routes(), '/na_details/calc/7');
    await waitFor(() => expect(screen.getByTestId('calc-total').textContent).toBe('123 600.00 сум'));
    first.unmount();
    await activateLocale('uz');
    renderRoutes(routes(), '/na_details/calc/7');
    await waitFor(() => expect(screen.getByTestId('calc-total').textContent).toBe('123 600.00 сўм'));
  });
});
