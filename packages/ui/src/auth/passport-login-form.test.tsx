import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { PassportLoginForm, prefillFromQuery } from './passport-login-form.tsx';
import * as flow from './sign-in-flow.ts';
import { stopLoader } from './sign-in-store.ts';

beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('the passport login form (spec/shell.md 2.4, 5)', () => {
  it('shows the message keys of the domain schema as texts, and does not start', async () => {
    const start = vi.spyOn(flow, 'startSignIn').mockResolvedValue(true);
    renderWithProviders(<PassportLoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('JShShIR kiriting')).toBeTruthy();
    expect(screen.getByText('Hujjat seriyasini kiriting')).toBeTruthy();
    expect(screen.getByText('Hujjat raqamini kiriting')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it("ties each field's message to its input (aria-invalid, aria-describedby), clears only the field typed into, and follows the language", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PassportLoginForm />);
    fireEvent.click(screen.getByTestId('login-submit'));
    const pinError = await screen.findByText('JShShIR kiriting');
    expect(input('login-pin').getAttribute('aria-invalid')).toBe('true');
    expect(input('login-pin').getAttribute('aria-describedby')).toContain(pinError.id);
    await user.type(input('login-pin'), '3');
    expect(screen.queryByText('JShShIR kiriting')).toBeNull();
    expect(input('login-pin').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Hujjat seriyasini kiriting')).toBeTruthy();
    try {
      await act(() => activateLocale('ru'));
      expect(await screen.findByText('Введите серию документа')).toBeTruthy();
    } finally {
      await act(() => activateLocale('oz'));
    }
  });

  it('wrong lengths get their messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PassportLoginForm />);
    await user.type(input('login-pin'), '1234');
    await user.type(input('login-passserial'), 'a');
    await user.type(input('login-passnum'), '12');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText("JShShIR 14 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
    expect(screen.getByText("Hujjat seriyasi 2 ta lotin harfidan iborat bo'lishi kerak")).toBeTruthy();
    expect(screen.getByText("Hujjat raqami 7 ta raqamdan iborat bo'lishi kerak")).toBeTruthy();
  });

  it('upper-cases the series, keeps digits only in the number, and jumps to the number after 2 letters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PassportLoginForm />);
    await user.click(input('login-passserial'));
    await user.keyboard('a1b');
    expect(input('login-passserial').value).toBe('AB');
    await waitFor(() => expect(document.activeElement).toBe(input('login-passnum')));
    await user.keyboard('12x34567890');
    expect(input('login-passnum').value).toBe('1234567');
  });

  it('warns when Cyrillic letters are typed into the series', async () => {
    renderWithProviders(<PassportLoginForm />);
    const series = input('login-passserial');
    fireEvent.focus(series);
    const event = new InputEvent('beforeinput', { data: 'А', bubbles: true, cancelable: true });
    fireEvent(series, event);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Kirill harflari');
  });

  it('prefills series and number from passserial and passnum when both are in the query', () => {
    window.history.replaceState(null, '', '/?passserial=ab&passnum=7654321&pin=30101900000017');
    renderWithProviders(<PassportLoginForm />);
    expect(input('login-passserial').value).toBe('AB');
    expect(input('login-passnum').value).toBe('7654321');
    expect(input('login-pin').value).toBe('30101900000017');
  });

  it('does not prefill from one of the two', () => {
    expect(prefillFromQuery('?passserial=AB')).toEqual({});
    expect(prefillFromQuery('?passserial=AB&passnum=1234567')).toEqual({ passserial: 'AB', passnum: '1234567' });
  });

  it('starts sign-in with the valid data and loads until the stop-loader event', async () => {
    const start = vi.spyOn(flow, 'startSignIn').mockResolvedValue(true);
    const user = userEvent.setup();
    renderWithProviders(<PassportLoginForm />);
    await user.type(input('login-pin'), '30101900000017');
    await user.type(input('login-passserial'), 'aa');
    await user.type(input('login-passnum'), '1234567');
    const button = screen.getByTestId('login-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(start).toHaveBeenCalledWith({ pin: '30101900000017', passserial: 'AA', passnum: '1234567' });
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
    stopLoader();
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  });
});
