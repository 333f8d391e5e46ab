import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import type { ActGeneral, ActParty } from '../api/types.ts';
import { ACT_ID, generalAt, snapshotAt } from '../test-fixtures.ts';
import { ActTermsBlock } from './index.ts';

afterEach(() => vi.restoreAllMocks());

const BASE = `/api/notarial_act/${ACT_ID}`;
const draft = (typeId: ActGeneral['typeId'], overrides: Partial<ActGeneral> = {}) => generalAt(snapshotAt(1, { typeId }), 'applicant', { typeId, ...overrides });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

function party(id: string, role: ActParty['role'], pin: string, fullname: string): ActParty {
  return { id, actId: ACT_ID, role, pin, fullname, birthDate: null, isAuthor: false, status: null } as unknown as ActParty;
}
const PARENT = { ...party('p0', 'parent', '31111111111111', 'OTA'), isAuthor: true } as ActParty;
const MADINA = party('c1', 'minor', '62003140270011', 'KARIMOVA MADINA');
const BOBUR = party('c2', 'minor', '51005160270012', 'KARIMOV BOBUR');

/** The parties and the registry's ages by pin (the lookup answers age, never the birth date). */
function travelApi(parties: ActParty[], ages: Record<string, number>, extra: Record<string, unknown> = {}) {
  const bodies: { path: string; body: unknown }[] = [];
  const api = mockApi({
    [`GET ${BASE}/parties`]: parties,
    [`POST ${BASE}/parties/lookup`]: async (request: Request) => {
      const { pin } = (await request.json()) as { pin: string };
      if (!(pin in ages)) return jsonResponse(404, { code: 'person_not_found', message: 'x' });
      return jsonResponse(200, { pin, fullname: `SHAXS ${pin.slice(-2)}`, isDeceased: false, isMinor: ages[pin]! < 18, age: ages[pin] });
    },
    [`POST ${BASE}/parties`]: async (request: Request) => {
      bodies.push({ path: 'parties', body: await request.json() });
      return jsonResponse(200, party('new', 'minor', '0', 'X'));
    },
    [`DELETE ${BASE}/parties/c1`]: () => {
      bodies.push({ path: 'delete', body: null });
      return jsonResponse(200, { ok: true });
    },
    [`PATCH ${BASE}`]: async (request: Request) => {
      bodies.push({ path: 'patch', body: await request.json() });
      return jsonResponse(200, draft(15034));
    },
    ...extra,
  });
  return { api, bodies };
}

describe('the travel block', () => {
  it('15035 takes several children: both listed, a third found by personal number and added after the confirmation', async () => {
    const { bodies } = travelApi([PARENT, MADINA, BOBUR], { [MADINA.pin!]: 12, [BOBUR.pin!]: 9, '62003140270033': 7 });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(15035)} editable />);
    await waitFor(() => expect(screen.getAllByTestId('terms-child')).toHaveLength(2));
    expect(screen.getAllByTestId('terms-child')[0]!.textContent).toContain('12 yosh');
    await user.type(input('terms-child-pin'), '62003140270033');
    fireEvent.click(screen.getByTestId('terms-child-add'));
    const dialog = await screen.findByTestId('terms-people-dialog');
    await waitFor(() => expect(dialog.textContent).toContain('SHAXS 33'));
    fireEvent.click(within(dialog).getByTestId('terms-people-confirm'));
    await waitFor(() => expect(bodies.find((b) => b.path === 'parties')?.body).toEqual({ role: 'minor', pin: '62003140270033', fullname: 'SHAXS 33', partyClass: 'natural', confirmed: true }));
  });

  it('refuses an adult as a child and an unknown personal number, in words', async () => {
    travelApi([PARENT], { '31111111111122': 30 });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(15035)} editable />);
    await user.type(await screen.findByTestId('terms-child-pin'), '31111111111122');
    fireEvent.click(screen.getByTestId('terms-child-add'));
    expect(await screen.findByText("Bu shaxs voyaga yetgan: bola sifatida qo'shib bo'lmaydi")).toBeTruthy();
    await user.clear(input('terms-child-pin'));
    await user.type(input('terms-child-pin'), '123');
    fireEvent.click(screen.getByTestId('terms-child-add'));
    expect(await screen.findByText("JShShIR 14 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
  });

  it('15034 takes one child: no second one can be added', async () => {
    travelApi([PARENT, MADINA], { [MADINA.pin!]: 12 });
    renderWithProviders(<ActTermsBlock act={draft(15034)} editable />);
    await screen.findByTestId('terms-child');
    expect(screen.queryByTestId('terms-child-pin')).toBeNull();
  });

  it('removing a child asks "delete a minor" first', async () => {
    const { bodies } = travelApi([PARENT, MADINA], { [MADINA.pin!]: 12 });
    renderWithProviders(<ActTermsBlock act={draft(15035)} editable />);
    fireEvent.click(await screen.findByTestId('terms-child-remove'));
    const dialog = await screen.findByTestId('terms-people-dialog');
    await waitFor(() => expect(dialog.textContent).toContain("Voyaga yetmagan bola ro'yxatdan o'chiriladi. Davom etasizmi?"));
    expect(bodies.some((b) => b.path === 'delete')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('terms-people-confirm'));
    await waitFor(() => expect(bodies.some((b) => b.path === 'delete')).toBe(true));
  });

  it('self-departure is offered from 15 only (the registry age of the child)', async () => {
    travelApi([PARENT, MADINA], { [MADINA.pin!]: 14 });
    const { unmount } = renderWithProviders(<ActTermsBlock act={draft(15034)} editable />);
    await waitFor(() => expect(screen.getByTestId('terms-child').textContent).toContain('14 yosh'));
    expect(input('terms-self-departure').disabled).toBe(true);
    expect(screen.getByText("Bola 15 yoshga to'lgandan keyin belgilanadi")).toBeTruthy();
    unmount();
    vi.restoreAllMocks();

    const { bodies } = travelApi([PARENT, MADINA], { [MADINA.pin!]: 15 });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(15034)} editable />);
    await waitFor(() => expect(input('terms-self-departure').disabled).toBe(false));
    fireEvent.click(input('terms-self-departure'));
    fireEvent.click(input('terms-all-countries'));
    fireEvent.click(input('terms-purpose'));
    fireEvent.click(await screen.findByRole('option', { name: 'Turizm', hidden: true }));
    await user.type(input('terms-period-from'), '01122026');
    await user.type(input('terms-period-to'), '20122026');
    fireEvent.click(screen.getByTestId('terms-travel-save'));
    await waitFor(() => expect(bodies.find((b) => b.path === 'patch')).toBeTruthy());
    expect(bodies.find((b) => b.path === 'patch')!.body).toEqual({
      travel: { departureCountry: "O'zbekiston", destinationCountries: [], allCountries: true, purpose: 'tourism', otherPurpose: null, periodFrom: '2026-12-01', periodTo: '2026-12-20', selfDeparture: true },
    });
  });

  it('a self-departure stored for a child under 15 is refused on save, with the rule\'s words', async () => {
    travelApi([PARENT, MADINA], { [MADINA.pin!]: 14 });
    renderWithProviders(
      <ActTermsBlock
        act={draft(15034, { travel: { allCountries: true, purpose: 'study', periodFrom: '2026-12-01', periodTo: '2026-12-20', selfDeparture: true } })}
        editable
      />,
    );
    await waitFor(() => expect(screen.getByTestId('terms-child').textContent).toContain('14 yosh'));
    fireEvent.click(screen.getByTestId('terms-travel-save'));
    expect(await screen.findByText('Mustaqil chiqish faqat 15 yoshdan boshlab belgilanadi')).toBeTruthy();
  });

  it('asks for a destination, a purpose and the period', async () => {
    travelApi([PARENT], {});
    renderWithProviders(<ActTermsBlock act={draft(15035)} editable />);
    fireEvent.click(await screen.findByTestId('terms-travel-save'));
    expect(await screen.findByText('Boriladigan davlatni kiriting yoki "Barcha davlatlar"ni belgilang')).toBeTruthy();
    expect(screen.getByText('Safar maqsadini tanlang')).toBeTruthy();
    expect(screen.getAllByText('Sanani kiriting')).toHaveLength(2);
  });

  it('read-only past Preparation: the children, countries and period', async () => {
    travelApi([PARENT, MADINA, BOBUR], {});
    const act = generalAt(snapshotAt(3, { typeId: 15035 }), 'applicant', {
      typeId: 15035,
      travel: { destinationCountries: ['Turkiya', 'BAA'], purpose: 'tourism', periodFrom: '2026-12-01', periodTo: '2026-12-20' },
    });
    renderWithProviders(<ActTermsBlock act={act} editable />);
    expect((await screen.findByTestId('terms-view-children')).textContent).toBe('KARIMOVA MADINA, KARIMOV BOBUR');
    expect(screen.getByTestId('terms-view-destinations').textContent).toBe('Turkiya, BAA');
    expect(screen.queryByTestId('terms-travel-form')).toBeNull();
  });
});
