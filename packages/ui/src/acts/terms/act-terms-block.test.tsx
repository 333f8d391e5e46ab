import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TERM_FIELD_BOUNDS } from '@notary/domain/validation';
import { amountToWords } from '@notary/domain/words';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/fetch-mock.ts';
import { OnScreenKeyboard } from '../../keyboard/index.ts';
import { useSessionStore } from '../../session/index.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import type { ActGeneral, ActListItem, ActSubject } from '../api/types.ts';
import { ACT_ID, generalAt, listItem, snapshotAt } from '../test-fixtures.ts';
import { ActTermsBlock } from './index.ts';

afterEach(() => vi.restoreAllMocks());

const PATCH = `PATCH /api/notarial_act/${ACT_ID}`;
const draft = (typeId: ActGeneral['typeId'], overrides: Partial<ActGeneral> = {}) =>
  generalAt(snapshotAt(1, { typeId }), 'applicant', { typeId, ...overrides });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
/** A handler that keeps each request's JSON body and answers `answer`. */
function recording(answer: unknown) {
  const bodies: Record<string, unknown>[] = [];
  const handler = async (request: Request) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    return jsonResponse(200, answer);
  };
  return { bodies, handler };
}

describe('ActTermsBlock: the blocks of each act type', () => {
  it('shows exactly the blocks the type needs', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<ActTermsBlock act={draft(11651)} editable />);
    expect(screen.getByTestId('act-terms-proxy')).toBeTruthy();
    expect(screen.queryByTestId('act-terms-price')).toBeNull();
    unmount();
    renderWithProviders(<ActTermsBlock act={draft(9)} editable />);
    expect(screen.getByTestId('act-terms-price')).toBeTruthy();
    expect(screen.queryByTestId('act-terms-proxy')).toBeNull();
  });

  it('renders nothing for a type without terms (a gift)', () => {
    mockApi({});
    const { container } = renderWithProviders(<ActTermsBlock act={draft(4)} editable />);
    expect(container.querySelector('[data-testid="act-terms"]')).toBeNull();
  });

  it('is read-only past Preparation, and for an invited party, whatever the caller asks', () => {
    mockApi({});
    const checked = generalAt(snapshotAt(2, { typeId: 11651 }), 'applicant', { typeId: 11651, validUntil: '2027-06-01', proxy: { rights: ['represent', 'manage'], delegationRight: true } });
    const { unmount } = renderWithProviders(<ActTermsBlock act={checked} editable />);
    expect(screen.queryByTestId('terms-proxy-form')).toBeNull();
    expect(screen.getByTestId('terms-view-rights').textContent).toBe('Davlat organlarida vakillik qilish, Mulkni boshqarish');
    expect(screen.getByTestId('terms-view-valid-until').textContent).toBe('01.06.2027');
    unmount();
    renderWithProviders(<ActTermsBlock act={draft(11651, { actor: 'party' })} editable />);
    expect(screen.queryByTestId('terms-proxy-form')).toBeNull();
  });
});

describe('the price block (pledge)', () => {
  it('asks for the sum and its words, writes the words from the sum, refuses words of another sum', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(9)} editable />);
    fireEvent.click(screen.getByTestId('terms-price-save'));
    const form = screen.getByTestId('terms-price-form');
    expect(await within(form).findAllByText('Summani kiriting')).toHaveLength(2);
    expect(within(form).getByText("Summani so'z bilan yozing")).toBeTruthy();

    await user.type(input('terms-price-sum'), '5000000');
    await user.type(input('terms-price-words'), "ikki ming so'm 00 tiyin");
    fireEvent.click(screen.getByTestId('terms-price-save'));
    expect(await within(form).findByText("Summa so'z bilan yozilgani raqamdagi summaga mos emas")).toBeTruthy();

    fireEvent.click(screen.getByTestId('terms-price-fill-words'));
    expect(input('terms-price-words').value).toBe(amountToWords(5_000_000_00, 'oz'));
  });

  it('saves the sum, words and the secured loan through PATCH and reports the saved act', async () => {
    const saved = draft(9, { sum: '5000000.00' });
    const patch = recording(saved);
    mockApi({ [PATCH]: patch.handler });
    const onSaved = vi.fn<(general: ActGeneral) => void>();
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(9)} editable onSaved={onSaved} />);
    await user.type(input('terms-price-sum'), '5000000');
    fireEvent.click(screen.getByTestId('terms-price-fill-words'));
    await user.type(input('terms-loan-sum'), '3000000');
    await user.type(input('terms-loan-term'), '24');
    await user.type(input('terms-credit-percent'), '22,5');
    await user.type(input('terms-credit-date'), '01112026');
    fireEvent.click(screen.getByTestId('terms-price-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(patch.bodies).toEqual([{
      sum: '5000000.00',
      sumWords: amountToWords(5_000_000_00, 'oz'),
      loanSum: '3000000.00',
      loanTerm: 24,
      credit: { contractNumber: null, date: '2026-11-01', sum: '3000000.00', percent: 22.5, term: 24, purpose: null },
    }]);
  });

  it("shows the server's refusal under the field it names", async () => {
    mockApi({ [PATCH]: () => jsonResponse(400, { code: 'validation_failed', message: 'x', details: { issues: [{ path: 'sumWords', message: 'error_wrong_price_words' }] } }) });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(15018)} editable />);
    await user.type(input('terms-price-sum'), '1000');
    fireEvent.click(screen.getByTestId('terms-price-fill-words'));
    fireEvent.click(screen.getByTestId('terms-price-save'));
    const words = screen.getByTestId('terms-price-words');
    await waitFor(() => expect(words.getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('terms-price-form')).getByText("Summa so'z bilan yozilgani raqamdagi summaga mos emas")).toBeTruthy();
  });

  it('a lease asks for its term, in order', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(15025)} editable />);
    await user.type(input('terms-term-from'), '01022027');
    await user.type(input('terms-term-to'), '01012027');
    fireEvent.click(screen.getByTestId('terms-price-save'));
    expect(await screen.findByText("Muddat boshlanishi tugashidan keyin bo'lishi mumkin emas")).toBeTruthy();
  });
});

const VEHICLE: ActSubject = {
  id: 's1',
  actId: ACT_ID,
  kind: 'vehicle',
  objectKey: null,
  ownerPartyId: null,
  stateNumber: '01A123BC',
  techPassportSeries: 'AAF',
  techPassportNumber: '1234567',
  bodyNumber: null,
  cadastreNumber: null,
  description: null,
  price: null,
  priceWords: null,
  inventoryPrice: null,
  sum: null,
  vehicle: { make: 'Chevrolet Cobalt' },
  realEstate: null,
  ownership: null,
  payment: null,
  credit: null,
  insurance: null,
  balancePrice: null,
  appraisalPrice: null,
  shares: [],
  disposalTypes: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('the price block (vehicle sale): price, payment and shares of each vehicle', () => {
  const saleApi = (extra: Record<string, unknown> = {}) =>
    mockApi({ [`GET /api/notarial_act/${ACT_ID}/subjects`]: [VEHICLE], [`GET /api/notarial_act/${ACT_ID}/parties`]: [], ...extra });

  it('on credit, asks for the credit sum and organisation; payments may not exceed the price', async () => {
    saleApi();
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(1)} editable />);
    await user.type(await screen.findByTestId('terms-sale-sum'), '100000000');
    fireEvent.click(screen.getByTestId('terms-sale-fill-words'));
    fireEvent.click(input('terms-payment-method'));
    fireEvent.click(await screen.findByRole('option', { name: 'Kredit', hidden: true }));
    fireEvent.click(screen.getByTestId('terms-sale-save'));
    expect(await screen.findByText('Kredit summasini kiriting')).toBeTruthy();
    expect(screen.getByText('Kredit tashkilotini kiriting')).toBeTruthy();
    await user.type(input('terms-credit-sum'), '90000000');
    await user.type(input('terms-prepayment'), '20000000');
    await user.type(input('terms-credit-organisation'), 'Ipoteka bank');
    fireEvent.click(screen.getByTestId('terms-sale-save'));
    expect(await screen.findByText("Oldindan to'lov, o'z mablag'i va kredit birgalikda narxdan oshmasligi kerak")).toBeTruthy();
  });

  it('saves the price, payment with its remainder and the shares on the subject', async () => {
    const patch = recording(VEHICLE);
    saleApi({ [`PATCH /api/notarial_act/${ACT_ID}/subjects/s1`]: patch.handler });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(1)} editable />);
    await user.type(await screen.findByTestId('terms-sale-sum'), '100000000');
    fireEvent.click(screen.getByTestId('terms-sale-fill-words'));
    fireEvent.click(input('terms-payment-method'));
    fireEvent.click(await screen.findByRole('option', { name: 'Naqd pul', hidden: true }));
    await user.type(input('terms-prepayment'), '10000000');
    fireEvent.click(screen.getByTestId('terms-share-add'));
    fireEvent.click(screen.getByTestId('terms-sale-save'));
    await waitFor(() => expect(patch.bodies).toHaveLength(1));
    expect(patch.bodies[0]).toMatchObject({
      price: '100000000.00',
      priceWords: amountToWords(100_000_000_00, 'oz'),
      payment: { method: 'cash', prepayment: '10000000.00', ownFunds: null, creditSum: null, remainder: '90000000.00' },
      credit: null,
      shares: [{ numerator: 1, denominator: 2, partyId: null }],
    });
  });

  it('says the price comes after the vehicle when there is none yet', async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}/subjects`]: [], [`GET /api/notarial_act/${ACT_ID}/parties`]: [] });
    renderWithProviders(<ActTermsBlock act={draft(1)} editable />);
    expect(await screen.findByTestId('terms-sale-no-vehicle')).toBeTruthy();
  });
});

const MAIN_POWER: ActListItem = listItem({ uuid: '11111111-2222-4333-8444-555555555555', typeId: 11651, name: 'Umumiy ishonchnoma', regnum: '2026/15', regdate: '2026-01-10' });

// Issue 15.2: each typed field takes no more than the domain's schema accepts, and the kiosk's numeric pad closes there.
describe('the bounds of the typed term fields', () => {
  const B = TERM_FIELD_BOUNDS;
  const attrs = (testId: string) => {
    const element = input(testId);
    return { maxLength: element.maxLength, keyboard: element.dataset.keyboard ?? null, max: element.dataset.keyboardMax ?? null, radix: element.dataset.keyboardRadix ?? null };
  };

  it("a pledge's sums, loan term, rate and texts", () => {
    mockApi({});
    renderWithProviders(<ActTermsBlock act={draft(9)} editable />);
    for (const sum of ['terms-price-sum', 'terms-loan-sum']) expect(attrs(sum)).toMatchObject({ keyboard: 'numeric', max: String(B.sumDigits), radix: ',' });
    expect(attrs('terms-loan-term')).toEqual({ maxLength: B.loanTermDigits, keyboard: 'numeric', max: null, radix: null });
    expect(attrs('terms-credit-percent')).toEqual({ maxLength: B.percentLength, keyboard: 'numeric', max: String(B.percentDigits), radix: ',' });
    expect(input('terms-credit-number').maxLength).toBe(B.text);
    expect(input('terms-credit-purpose').maxLength).toBe(B.longText);
    expect(input('terms-price-words').maxLength).toBe(B.longText);
  });

  it("a sale's price, payments, credit texts and shares", async () => {
    mockApi({ [`GET /api/notarial_act/${ACT_ID}/subjects`]: [VEHICLE], [`GET /api/notarial_act/${ACT_ID}/parties`]: [] });
    renderWithProviders(<ActTermsBlock act={draft(1)} editable />);
    await screen.findByTestId('terms-sale-sum');
    for (const sum of ['terms-sale-sum', 'terms-prepayment', 'terms-own-funds', 'terms-credit-sum']) expect(attrs(sum)).toMatchObject({ keyboard: 'numeric', max: String(B.sumDigits), radix: ',' });
    fireEvent.click(screen.getByTestId('terms-share-add'));
    for (const share of ['terms-share-numerator-0', 'terms-share-denominator-0']) expect(attrs(share)).toEqual({ maxLength: B.shareDigits, keyboard: 'numeric', max: null, radix: null });
  });

  it("at the kiosk the numeric pad closes at the loan term's 4 digits", () => {
    useSessionStore.setState({ mode: 'kiosk' });
    try {
      mockApi({});
      renderWithProviders(
        <>
          <ActTermsBlock act={draft(9)} editable />
          <OnScreenKeyboard />
        </>,
      );
      const term = input('terms-loan-term');
      act(() => term.focus());
      expect(screen.getByTestId('on-screen-keyboard').getAttribute('data-kind')).toBe('numeric');
      for (const key of '120') fireEvent.click(screen.getByTestId(`key-${key}`));
      expect(screen.queryByTestId('on-screen-keyboard')).toBeTruthy();
      fireEvent.click(screen.getByTestId('key-0'));
      expect(term.value).toBe('1200');
      expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
    } finally {
      useSessionStore.setState({ mode: 'browser' });
    }
  });
});

describe('the power-of-attorney block', () => {
  it('11651 and 105 offer no disposal right; 101 does', () => {
    mockApi({});
    for (const typeId of [11651, 105] as const) {
      const { unmount } = renderWithProviders(<ActTermsBlock act={draft(typeId)} editable />);
      expect(screen.getByTestId('terms-no-disposal')).toBeTruthy();
      for (const right of ['sell', 'gift', 'exchange', 'pledge']) expect(input(`terms-right-${right}`).disabled).toBe(true);
      expect(input('terms-right-represent').disabled).toBe(false);
      unmount();
    }
    renderWithProviders(<ActTermsBlock act={draft(101)} editable />);
    expect(screen.queryByTestId('terms-no-disposal')).toBeNull();
    expect(input('terms-right-sell').disabled).toBe(false);
  });

  it('a disposal right stored earlier on a 105 is refused by the schema (the domain rule) until unticked', async () => {
    mockApi({});
    renderWithProviders(<ActTermsBlock act={draft(105, { proxy: { rights: ['represent', 'sell'] }, validUntil: '2027-01-01' })} editable />);
    fireEvent.click(screen.getByTestId('terms-proxy-save'));
    expect((await screen.findByTestId('terms-rights-error')).textContent).toBe('Ushbu ishonchnoma tasarruf etish huquqini bera olmaydi');
    fireEvent.click(input('terms-right-sell'));
    await waitFor(() => expect(screen.queryByTestId('terms-rights-error')).toBeNull());
  });

  it('asks for a right and the end date, and saves the scope and term', async () => {
    const patch = recording(draft(11651));
    mockApi({ [PATCH]: patch.handler });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(11651)} editable />);
    fireEvent.click(screen.getByTestId('terms-proxy-save'));
    expect((await screen.findByTestId('terms-rights-error')).textContent).toBe('Kamida bitta vakolatni tanlang');
    expect(screen.getByText('Sanani kiriting')).toBeTruthy();
    fireEvent.click(input('terms-right-represent'));
    fireEvent.click(input('terms-delegation-right'));
    await user.type(input('terms-valid-until'), '01062027');
    fireEvent.click(screen.getByTestId('terms-proxy-save'));
    await waitFor(() => expect(patch.bodies).toHaveLength(1));
    expect(patch.bodies[0]).toEqual({
      proxy: { rights: ['represent'], delegationRight: true, hasDisposalRights: false },
      termFrom: null,
      validUntil: '2027-06-01',
      mainActId: null,
    });
  });

  it('a re-delegation may not outlast the main power: told at once from the main act, and from the server on save', async () => {
    const mainCard = generalAt(snapshotAt(9, { typeId: 11651 }), 'party', { ...MAIN_POWER, validUntil: '2027-01-01', proxy: { delegationRight: true } });
    mockApi({
      'GET /api/notarial_act': (request: Request) => jsonResponse(200, { items: new URL(request.url).searchParams.get('typeId') === '11651' ? [MAIN_POWER] : [], total: 1, page: 1, pageSize: 100 }),
      [`GET /api/notarial_act/${MAIN_POWER.uuid}`]: mainCard,
      [PATCH]: () => jsonResponse(422, { code: 'poa_outlasts_main', message: 'x', details: { field: 'validUntil' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ActTermsBlock act={draft(11651, { proxy: { rights: ['represent'] } })} editable />);
    await user.type(input('terms-valid-until'), '01062027');
    fireEvent.click(input('terms-redelegation'));
    fireEvent.click(input('terms-main-act'));
    fireEvent.click(await screen.findByRole('option', { name: /2026\/15/, hidden: true }));
    const expected = 'Qayta ishonchnoma asosiy ishonchnomadan uzoq muddatga berilishi mumkin emas';
    expect((await screen.findByTestId('terms-redelegation-error')).textContent).toBe(expected);
    fireEvent.click(screen.getByTestId('terms-proxy-save'));
    await waitFor(() => expect(input('terms-valid-until').getAttribute('aria-invalid')).toBe('true'));
    await user.clear(input('terms-valid-until'));
    await user.type(input('terms-valid-until'), '31122026');
    await waitFor(() => expect(screen.queryByTestId('terms-redelegation-error')).toBeNull());
  });
});
