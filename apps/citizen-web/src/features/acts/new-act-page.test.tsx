import { fireEvent, screen, waitFor } from '@testing-library/react';
import { activateLocale } from '@notary/ui/i18n';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, jsonResponse, mockApi, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnotarialActPage } from './act-pages.tsx';

const text = (oz: string, ru = oz) => ({ oz, uz: oz, ru });
const list = (oz: string[], ru = oz) => ({ oz, uz: oz, ru });

const CATALOGUE = {
  total: 1,
  groups: [{ id: 1, icon: 'car', name: text('Transport'), count: 1, services: [{ id: 7, actTypeId: 1, name: text('Avtomobil oldi-sotdisi'), simpleDescription: text('') }] }],
};
const SERVICE = {
  id: 7,
  actTypeId: 1,
  name: text('Avtomobil oldi-sotdisi'),
  documents: list(['Sotuvchining pasporti', 'Texnik pasport'], ['Паспорт продавца', 'Техпаспорт']),
  participants: list(['Sotuvchi (mulkdor)', 'Xaridor'], ['Продавец (собственник)', 'Покупатель']),
};
const NOTARY = {
  id: 'n1',
  fullName: "Abdullayev Rustam Erkin o'g'li",
  fullNameCyr: 'Абдуллаев Рустам Эркин ўғли',
  phone: '712000000',
  office: { id: 'o1', name: text('Chilonzor tumani 1-son davlat notarial idorasi'), address: text("Toshkent, Ibn Sino ko'chasi, 19") },
};

const ACT_UUID = '6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b';
/** A vehicle sale draft of the signed-in citizen (the general tab as the API answers it, with what the wizard reads). */
const ACT_GENERAL = {
  uuid: ACT_UUID, typeId: 1, name: 'Transport vositasining oldi-sotdi shartnomasi', step: 1, stepKey: 'preparation', status: 'active', state: 'active',
  regnum: null, regdate: null, regtype: 1, regsystem: 2, officeId: null, notaryId: null, notaryName: null, visitdate: null, visittime: null,
  enteredAt: '2026-11-25T07:00:00.000Z', isSimplified: false, actor: 'applicant', myPartyId: null, myInvitationStatus: null,
  events: [{ event: 'send_for_check', blockedBy: 'notary_not_chosen', needsConfirmation: true }], blockedBy: null, allPartiesAccepted: true,
  hasInvoices: false, isPaid: false, isVisitTimePassed: false, wizardIndex: null, sum: null, validUntil: null, termFrom: null, termTo: null,
  proxy: null, travel: null, marriageRecord: null,
};

function routes() {
  return [
    { path: '/', element: <h1>home</h1> },
    { path: '/equeue', element: <h1>equeue</h1> },
    { path: '/enotarial_act/:uuid', element: <EnotarialActPage /> },
  ];
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, token: 't', user: createUser() });
});
afterEach(async () => {
  vi.restoreAllMocks();
  useSessionStore.setState(initialSessionState);
  await activateLocale('oz');
});

describe('a new act (/enotarial_act/-1): the type, then the act wizard', () => {
  it('shows the chosen type, the notary, what the act needs, the wizard, and books that notary for that act', async () => {
    mockApi({ 'GET /api/catalogue': CATALOGUE, 'GET /api/catalogue/7': SERVICE, 'GET /api/notaries/n1': NOTARY });
    const { documentPath } = renderRoutes(routes(), '/enotarial_act/-1?type=1&notaryId=n1');

    await screen.findByRole('heading', { level: 1, name: "Transport vositasining oldi-sotdi shartnomasi" });
    expect(screen.queryByText(/tayyorlanmoqda/)).toBeNull();
    expect(screen.getByTestId('act-wizard')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('new-act-notary-name').textContent).toBe("Abdullayev Rustam Erkin o'g'li"));
    expect(screen.getByTestId('new-act-notary').textContent).toContain('Chilonzor tumani 1-son davlat notarial idorasi');
    await waitFor(() => expect(screen.getByTestId('new-act-participants').textContent).toContain('Sotuvchi (mulkdor)'));
    expect(screen.getByTestId('new-act-documents').textContent).toContain('Texnik pasport');
    expect(screen.getByTestId('wizard-regtype-2').closest('label')?.textContent ?? screen.getByText('Videokonferensiya orqali').textContent).toContain('Videokonferensiya');
    expect(screen.queryByText('-1')).toBeNull();

    fireEvent.click(screen.getByTestId('new-act-book'));
    await screen.findByRole('heading', { level: 1, name: 'equeue' });
    const booked = new URL(documentPath(), 'http://x');
    expect(booked.pathname).toBe('/equeue');
    expect(Object.fromEntries(booked.searchParams)).toEqual({ notaryId: 'n1', actTypeId: '1', officeId: 'o1' });
  });

  it('speaks the UI language: the type from the domain, the notary in Cyrillic, the catalogue in Russian', async () => {
    await activateLocale('ru');
    mockApi({ 'GET /api/catalogue': CATALOGUE, 'GET /api/catalogue/7': SERVICE, 'GET /api/notaries/n1': NOTARY });
    renderRoutes(routes(), '/enotarial_act/-1?type=1&notaryId=n1');
    await screen.findByRole('heading', { level: 1, name: 'Договор купли-продажи транспортного средства' });
    await waitFor(() => expect(screen.getByTestId('new-act-notary-name').textContent).toBe('Абдуллаев Рустам Эркин ўғли'));
    await waitFor(() => expect(screen.getByTestId('new-act-participants').textContent).toContain('Покупатель'));
    expect(screen.getByTestId('wizard-next').textContent).toBe('Следующий шаг');
    expect(screen.getByTestId('new-act-book').textContent).toBe('Запись на приём к нотариусу');
  });

  it("names the act's parties from the domain roles when the catalogue cannot answer", async () => {
    mockApi({ 'GET /api/catalogue': () => jsonResponse(503, { code: 'unavailable', message: 'x' }) });
    renderRoutes(routes(), '/enotarial_act/-1?type=101');
    await screen.findByRole('heading', { level: 1, name: 'Transport vositasini boshqarish uchun ishonchnoma' });
    await waitFor(() => expect(screen.getByTestId('new-act-participants').textContent).toContain('Ishonch bildiruvchi'));
    expect(screen.getByTestId('new-act-participants').textContent).toContain('Ishonchli vakil');
    expect(screen.queryByTestId('new-act-notary')).toBeNull();
    expect(screen.getByTestId('new-act-book').getAttribute('href')).toBe('/equeue?actTypeId=101');
  });

  it('without a type (the main page, a notary card) offers the 17 act types, keeping the notary', async () => {
    mockApi({ 'GET /api/notaries/n1': NOTARY, 'GET /api/catalogue': CATALOGUE, 'GET /api/catalogue/7': SERVICE });
    renderRoutes(routes(), '/enotarial_act/-1?notaryId=n1');
    await screen.findByRole('heading', { level: 1, name: 'Yangi notarial harakat' });
    expect(screen.getByTestId('new-act-types').querySelectorAll('a')).toHaveLength(17);
    fireEvent.click(screen.getByTestId('new-act-type-1'));
    await screen.findByRole('heading', { level: 1, name: "Transport vositasining oldi-sotdi shartnomasi" });
    await waitFor(() => expect(screen.getByTestId('new-act-notary-name').textContent).toBe("Abdullayev Rustam Erkin o'g'li"));
  });

  it('an unknown type is no type; back goes to the previous page, or to the main page when there is none', async () => {
    mockApi({});
    const { router, documentPath } = renderRoutes(routes(), '/enotarial_act/-1?type=999');
    await screen.findByRole('heading', { level: 1, name: 'Yangi notarial harakat' });
    await router.navigate('/enotarial_act/-1?type=4');
    await screen.findByRole('heading', { level: 1, name: 'Transport vositasini hadya qilish shartnomasi' });
    fireEvent.click(screen.getByTestId('new-act-back'));
    await screen.findByRole('heading', { level: 1, name: 'Yangi notarial harakat' });
    expect(documentPath()).toBe('/enotarial_act/-1?type=999');
    fireEvent.click(screen.getByTestId('new-act-back'));
    await screen.findByRole('heading', { level: 1, name: 'home' });
  });

  it('step 0 creates the draft, applies the notary chosen on its card, and goes on in the wizard at step 1', async () => {
    const created = { ...ACT_GENERAL };
    const bodies: Record<string, unknown> = {};
    mockApi({
      'GET /api/catalogue': CATALOGUE,
      'GET /api/catalogue/7': SERVICE,
      'GET /api/notaries/n1': NOTARY,
      'POST /api/notarial_act': async (request: Request) => {
        bodies['create'] = await request.json();
        return jsonResponse(201, created);
      },
      [`POST /api/notarial_act/${ACT_UUID}/events/change_notary`]: async (request: Request) => {
        bodies['notary'] = await request.json();
        return jsonResponse(201, { ...created, notaryId: 'n1' });
      },
      [`GET /api/notarial_act/${ACT_UUID}`]: { ...created, notaryId: 'n1', notaryName: 'ABDULLAYEV' },
      [`GET /api/notarial_act/${ACT_UUID}/parties`]: [],
      [`GET /api/notarial_act/${ACT_UUID}/subjects`]: [],
    });
    const { documentPath } = renderRoutes(routes(), '/enotarial_act/-1?type=1&notaryId=n1');
    fireEvent.click(await screen.findByTestId('wizard-next'));
    await waitFor(() => expect(documentPath()).toBe(`/enotarial_act/${ACT_UUID}?wizard=1&step=1`));
    expect(bodies).toEqual({ create: { typeId: 1, regtype: 1 }, notary: { confirmed: true, notaryChoice: { mode: 'manual', notaryId: 'n1' } } });
    await screen.findByTestId('wizard-parties');
  });

  it('a draft without a step resumes at its first incomplete step (my acts → the act → continue)', async () => {
    mockApi({
      [`GET /api/notarial_act/${ACT_UUID}`]: ACT_GENERAL,
      [`GET /api/notarial_act/${ACT_UUID}/parties`]: [],
      [`GET /api/notarial_act/${ACT_UUID}/subjects`]: [],
    });
    const { documentPath } = renderRoutes(routes(), `/enotarial_act/${ACT_UUID}`);
    fireEvent.click(await screen.findByTestId('wizard-continue'));
    await waitFor(() => expect(documentPath()).toBe(`/enotarial_act/${ACT_UUID}?wizard=1&step=1`));
    await screen.findByTestId('wizard-parties');
  });
});
