import { Select, TextInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PassportLoginForm } from '../auth/passport-login-form.tsx';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { OnScreenKeyboard } from './on-screen-keyboard.tsx';
import { maxLengthOf, typeInto } from './keyboard-input.ts';
import { FIELDS, TERM_FIELD_BOUNDS, type MaskOptions } from '@notary/domain/validation';
import { maskDigits, MaskedInput } from '../forms/masked-input.tsx';

function press(label: string) {
  fireEvent.click(screen.getByTestId(`key-${label}`));
}

function Controlled() {
  const [value, setValue] = useState('');
  return <TextInput label="Izoh" value={value} onChange={(e) => setValue(e.currentTarget.value)} data-testid="free-text" />;
}

beforeEach(() => useSessionStore.setState({ ...initialSessionState, mode: 'kiosk' }));

describe('the kiosk on-screen keyboard (spec/shell.md 2.4)', () => {
  it('opens a text keyboard on focus and types into a React-controlled input', () => {
    renderWithProviders(
      <>
        <Controlled />
        <OnScreenKeyboard />
      </>,
    );
    const field = screen.getByTestId('free-text') as HTMLInputElement;
    act(() => field.focus());
    expect(screen.getByTestId('on-screen-keyboard').getAttribute('data-kind')).toBe('text');
    press('Q');
    press('W');
    expect(field.value).toBe('QW');
  });

  it('switches between the English and Russian layouts', () => {
    renderWithProviders(
      <>
        <Controlled />
        <OnScreenKeyboard />
      </>,
    );
    act(() => (screen.getByTestId('free-text') as HTMLInputElement).focus());
    expect(screen.queryByTestId('key-Й')).toBeNull();
    fireEvent.click(screen.getByTestId('key-layout'));
    press('Й');
    expect((screen.getByTestId('free-text') as HTMLInputElement).value).toBe('Й');
    expect(screen.queryByTestId('key-Q')).toBeNull();
  });

  it("types the Uzbek o', g', sh, ch as single keys, with the product's apostrophe", () => {
    renderWithProviders(
      <>
        <Controlled />
        <OnScreenKeyboard />
      </>,
    );
    const field = screen.getByTestId('free-text') as HTMLInputElement;
    act(() => field.focus());
    press("G'");
    press('A');
    press("O'");
    press('SH');
    press('CH');
    expect(field.value).toBe("G'AO'SHCH");
    fireEvent.click(screen.getByRole('button', { name: 'Katta harflar' }));
    press("o'");
    press("g'");
    press('sh');
    press('ch');
    expect(field.value).toBe("G'AO'SHCHo'g'shch");
    // U+0027, as in the catalogs and the registry (not ʻ or ‘).
    expect(field.value.includes('\u02bb') || field.value.includes('\u2018')).toBe(false);
  });

  it('offers ў, қ, ғ, ҳ in the Cyrillic layout', () => {
    renderWithProviders(
      <>
        <Controlled />
        <OnScreenKeyboard />
      </>,
    );
    const field = screen.getByTestId('free-text') as HTMLInputElement;
    act(() => field.focus());
    expect(screen.queryByTestId('key-Ў')).toBeNull();
    fireEvent.click(screen.getByTestId('key-layout'));
    for (const letter of ['Ў', 'Қ', 'Ғ', 'Ҳ']) press(letter);
    expect(field.value).toBe('ЎҚҒҲ');
    expect(screen.queryByTestId("key-O'")).toBeNull();
  });

  it('gives the passport number a numeric pad that closes at 7 digits, through the mask', () => {
    renderWithProviders(
      <>
        <PassportLoginForm />
        <OnScreenKeyboard />
      </>,
    );
    const number = screen.getByTestId('login-passnum') as HTMLInputElement;
    act(() => number.focus());
    expect(screen.getByTestId('on-screen-keyboard').getAttribute('data-kind')).toBe('numeric');
    for (const digit of '123456') press(digit);
    expect(number.value).toBe('123456');
    expect(screen.getByTestId('on-screen-keyboard')).toBeTruthy();
    press('7');
    expect(number.value).toBe('1234567');
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it('types the series through its mask (upper case, letters only) and warns on Russian letters', async () => {
    renderWithProviders(
      <>
        <PassportLoginForm />
        <OnScreenKeyboard />
      </>,
    );
    const series = screen.getByTestId('login-passserial') as HTMLInputElement;
    act(() => series.focus());
    fireEvent.click(screen.getByTestId('key-layout'));
    press('А');
    expect(series.value).toBe('');
    expect((await screen.findByRole('alert')).textContent).toContain('Kirill harflari');
  });

  it('stops at 250 characters unless the field says otherwise', () => {
    const input = document.createElement('input');
    document.body.append(input);
    expect(maxLengthOf(input)).toBe(250);
    input.value = 'x'.repeat(249);
    // A two-letter key does not type half of itself at the limit.
    expect(typeInto(input, 'sh', 'text')).toBe(false);
    expect(typeInto(input, 'y', 'text')).toBe(true);
    expect(input.value.length).toBe(250);
    expect(typeInto(input, 'y', 'text')).toBe(false);
    input.maxLength = 10;
    expect(maxLengthOf(input)).toBe(10);
    input.dataset.keyboardMax = '7';
    expect(maxLengthOf(input)).toBe(7);
    input.remove();
  });

  it('closes with the done key', () => {
    renderWithProviders(
      <>
        <Controlled />
        <OnScreenKeyboard />
      </>,
    );
    act(() => (screen.getByTestId('free-text') as HTMLInputElement).focus());
    fireEvent.click(screen.getByTestId('key-done'));
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });
});

// Issue 15.2: a numeric field with a fixed mask closes the pad at its length without saying it
// (the act screens' personal numbers, dates and times at the kiosk).
describe("the numeric pad closes at a masked field's length", () => {
  function Masked({ mask, testId }: { mask: MaskOptions; testId: string }) {
    const [value, setValue] = useState('');
    return <MaskedInput label="Maydon" mask={mask} unmask={false} value={value} onValueChange={setValue} keyboard="numeric" inputMode="numeric" data-testid={testId} />;
  }

  it.each([
    ['a personal number', FIELDS.pin.mask, '12345678901234', '12345678901234'],
    ['a date', FIELDS.date.mask, '01022025', '01.02.2025'],
    ['a time', { mask: '00:00' }, '0930', '09:30'],
  ])('%s', (_name, mask, keys, shown) => {
    renderWithProviders(
      <>
        <Masked mask={mask} testId="masked" />
        <OnScreenKeyboard />
      </>,
    );
    const field = screen.getByTestId('masked') as HTMLInputElement;
    act(() => field.focus());
    expect(screen.getByTestId('on-screen-keyboard').getAttribute('data-kind')).toBe('numeric');
    for (const key of keys.slice(0, -1)) press(key);
    expect(screen.queryByTestId('on-screen-keyboard')).toBeTruthy();
    press(keys.at(-1)!);
    expect(field.value).toBe(shown);
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it("counts a number mask's maximum and decimals (a sum: 12 + 2), and none for an open mask", () => {
    expect(maskDigits(FIELDS.currency.mask)).toBe(TERM_FIELD_BOUNDS.sumDigits);
    expect(maskDigits({ mask: Number, scale: 0 })).toBeUndefined();
    expect(maskDigits({ mask: '00.00.0000' })).toBe(8);
    expect(maskDigits({ mask: /^\d*$/ })).toBeUndefined();
  });

  // Issue 15.2: a sum at the kiosk: the pad has the mask's ',' and closes at the contract's 14 digits.
  it("types a sum with its decimals and closes at the maximum's digits", () => {
    renderWithProviders(
      <>
        <Masked mask={FIELDS.currency.mask} testId="sum" />
        <OnScreenKeyboard />
      </>,
    );
    const field = screen.getByTestId('sum') as HTMLInputElement;
    act(() => field.focus());
    expect(screen.getByTestId('key-radix').textContent).toBe(',');
    for (const key of '1250000') press(key);
    fireEvent.click(screen.getByTestId('key-radix'));
    press('5');
    expect(field.value).toBe('1 250 000,5');
    fireEvent.click(screen.getByText('C'));
    // The largest sum is 999 999 999 999 so'm: 12 whole digits and 2 of tiyin below it.
    for (const key of '999999999998') press(key);
    fireEvent.click(screen.getByTestId('key-radix'));
    press('9');
    expect(screen.queryByTestId('on-screen-keyboard')).toBeTruthy();
    // The last tiyin digit fills the field's 12 + 2: the pad closes.
    press('9');
    expect(field.value).toBe('999 999 999 998,99');
    expect(screen.queryByTestId('on-screen-keyboard')).toBeNull();
  });

  it('has no decimal key for a field of whole digits', () => {
    renderWithProviders(
      <>
        <Masked mask={FIELDS.date.mask} testId="date" />
        <OnScreenKeyboard />
      </>,
    );
    act(() => (screen.getByTestId('date') as HTMLInputElement).focus());
    expect(screen.queryByTestId('key-radix')).toBeNull();
  });
});

// A register number (2025/1234) is typed on the text keyboard alone.
it('types a register number with its slash', () => {
  renderWithProviders(
    <>
      <Controlled />
      <OnScreenKeyboard />
    </>,
  );
  const field = screen.getByTestId('free-text') as HTMLInputElement;
  act(() => field.focus());
  for (const key of '2025/700101') press(key);
  expect(field.value).toBe('2025/700101');
});

describe('where the keyboard puts the field', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a text field to the middle, and a searchable select to the top so its list stays clear of the keyboard', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const scrolled: { id: string | null; block: ScrollLogicalPosition | undefined }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ id: this.getAttribute('data-testid'), block: typeof options === 'object' ? options.block : undefined });
    });
    renderWithProviders(
      <>
        <Controlled />
        <Select label="Xizmat turi" searchable data={['Umumiy ishonchnoma', 'Vasiyatnoma']} data-testid="act-type" />
        <OnScreenKeyboard />
      </>,
    );
    act(() => (screen.getByTestId('free-text') as HTMLInputElement).focus());
    act(() => (screen.getByTestId('act-type') as HTMLInputElement).focus());
    expect(scrolled).toEqual([
      { id: 'free-text', block: 'center' },
      { id: 'act-type', block: 'start' },
    ]);
  });
});
