import { createUser } from '../testing/factories.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppNavigator } from '../navigation/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import * as flow from './sign-in-flow.ts';
import { SignInOutcomeDialogs } from './sign-in-outcome-dialogs.tsx';
import { useSignInStore } from './sign-in-store.ts';

const data = { pin: '30101900000017', passserial: 'AA', passnum: '1234567' };
const user = createUser();

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
});
afterEach(() => {
  vi.restoreAllMocks();
  setAppNavigator(null);
});

describe("the 'Portalga kirish' dialog (spec/shell.md 2.5)", () => {
  it('has the title, the personal number, document series and number, and closes', async () => {
    useSignInStore.getState().openDialog({ pin: '30101900000017' });
    renderWithProviders(<SignInDialog />);
    expect(screen.getByText('Portalga kirish')).toBeTruthy();
    expect((screen.getByTestId('login-pin') as HTMLInputElement).value).toBe('30101900000017');
    expect(screen.getByTestId('login-passserial')).toBeTruthy();
    expect(screen.getByTestId('login-passnum')).toBeTruthy();
    fireEvent.click(document.querySelector('.mantine-Modal-close')!);
    await waitFor(() => expect(useSignInStore.getState().isDialogOpen).toBe(false));
  });
});

describe('the result dialogs (spec/shell.md 2.5, 4)', () => {
  it('success: greets the user and, on close, goes on (browser → /my_notarial_act)', async () => {
    const navigate = vi.fn<(path: string) => void>();
    setAppNavigator(navigate);
    useSessionStore.setState({ token: 't', user });
    useSignInStore.setState({ outcome: { kind: 'success' } });
    renderWithProviders(<SignInOutcomeDialogs />);
    expect(screen.getByText('Shaxsingiz muvaffaqiyatli tasdiqlandi')).toBeTruthy();
    expect(screen.getByText('Xush kelibsiz, Aliyev Vali Karimovich!')).toBeTruthy();
    fireEvent.click(screen.getByText('Davom etish'));
    expect(navigate).toHaveBeenCalledWith('/my_notarial_act', undefined);
  });

  it('error: shows the message and its retry re-triggers sign-in with the same data', () => {
    const start = vi.spyOn(flow, 'startSignIn').mockResolvedValue(true);
    useSignInStore.setState({ outcome: { kind: 'error', message: 'Yuz mos kelmadi', detail: 'Yuzni tekshirish vaqti tugadi.', retry: data } });
    renderWithProviders(<SignInOutcomeDialogs />);
    expect(screen.getByText('Yuz mos kelmadi')).toBeTruthy();
    expect(screen.getByText('Yuzni tekshirish vaqti tugadi.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sign-in-retry'));
    expect(start).toHaveBeenCalledWith(data);
  });

  it('technical work: the notice with the server text or the default', () => {
    useSignInStore.setState({ outcome: { kind: 'technical', message: null } });
    renderWithProviders(<SignInOutcomeDialogs />);
    expect(screen.getByText('Texnik ishlar')).toBeTruthy();
    expect(screen.getByText("Tizimda texnik ishlar olib borilmoqda. Birozdan so'ng qayta urinib ko'ring")).toBeTruthy();
    act(() => useSignInStore.setState({ outcome: { kind: 'technical', message: 'Reyestr vaqtincha ishlamayapti' } }));
    expect(screen.getByText('Reyestr vaqtincha ishlamayapti')).toBeTruthy();
  });
});
