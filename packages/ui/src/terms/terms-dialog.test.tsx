import { createUser } from '../testing/factories.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignInStore } from '../auth/sign-in-store.ts';
import { setAppNavigator } from '../navigation/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { jsonResponse, mockApi } from '../testing/fetch-mock.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { OFFERS } from './offers.ts';
import { TermsDialog, TermsGate } from './terms-dialog.tsx';
import { useTermsStore } from './terms-store.ts';

const user = createUser({ fullname: 'Aliyev Vali', termsofuse: 0 });

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useTermsStore.setState({ isOpen: false, isPersistent: false });
  useSignInStore.setState({ isDialogOpen: false, prefill: {}, outcome: { kind: 'none' }, isInProgress: false });
});
afterEach(() => {
  vi.restoreAllMocks();
  setAppNavigator(null);
});

describe('the offer text (spec/shell.md 2.6)', () => {
  it('has two offers of 11 clauses each, in Uzbek Cyrillic', () => {
    expect(OFFERS.map((o) => o.id)).toEqual(['video', 'vehicle']);
    for (const offer of OFFERS) {
      expect(offer.clauses).toHaveLength(11);
      for (const clause of offer.clauses) expect(clause).toMatch(/[\u0400-\u04FF]/);
    }
    const all = OFFERS.flatMap((o) => o.clauses).join(' ');
    for (const needle of ['Фуқаролик кодекси', 'рози бўлмаган', 'шахсга доир маълумот', 'тўғрилиги', 'махфийлиги', 'видеоёзуви', 'нотариат ахборот тизимида', 'автоматик', 'қайтариб олиш', 'вафот этган', 'анъанавий']) {
      expect(all).toContain(needle);
    }
  });
});

describe('the terms dialog buttons (spec/shell.md 2.6, 6)', () => {
  it('shows no buttons when nobody is signed in', () => {
    useTermsStore.getState().open();
    renderWithProviders(<TermsDialog />);
    expect(screen.getByText(OFFERS[0]!.title)).toBeTruthy();
    expect(screen.queryByText('Roziman')).toBeNull();
    expect(screen.queryByText('Rozi emasman va chiqish')).toBeNull();
  });

  it('shows Agree and refuse to a signed-in user whose termsofuse is 0', () => {
    useSessionStore.setState({ token: 't', user });
    useTermsStore.getState().open();
    renderWithProviders(<TermsDialog />);
    expect(screen.getByText('Roziman')).toBeTruthy();
    expect(screen.getByText('Rozi emasman va chiqish')).toBeTruthy();
  });

  it('shows only refuse to a user who has accepted', () => {
    useSessionStore.setState({ token: 't', user: { ...user, termsofuse: 1 } });
    useTermsStore.getState().open();
    renderWithProviders(<TermsDialog />);
    expect(screen.queryByText('Roziman')).toBeNull();
    expect(screen.getByText('Rozi emasman va chiqish')).toBeTruthy();
  });

  it('persistent: no close button and Escape does not close it', () => {
    useSessionStore.setState({ token: 't', user });
    useTermsStore.getState().open({ persistent: true });
    renderWithProviders(<TermsDialog />);
    expect(document.querySelector('.mantine-Modal-close')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(useTermsStore.getState().isOpen).toBe(true);
  });

  it('not persistent: Escape and the close button close it', async () => {
    useTermsStore.getState().open();
    renderWithProviders(<TermsDialog />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(useTermsStore.getState().isOpen).toBe(false));
    act(() => useTermsStore.getState().open());
    fireEvent.click(document.querySelector('.mantine-Modal-close')!);
    await waitFor(() => expect(useTermsStore.getState().isOpen).toBe(false));
  });

  it('Agree calls /api/check_token then /api/offer_accept?action=1 and leaves for /my_notarial_act', async () => {
    const navigate = vi.fn<(path: string) => void>();
    setAppNavigator(navigate);
    const api = mockApi({ 'GET /api/check_token': { valid: true }, 'POST /api/offer_accept': () => jsonResponse(200, { termsofuse: 1 }, { token: 't2' }) });
    useSessionStore.setState({ token: 't', user });
    useTermsStore.getState().open({ persistent: true });
    renderWithProviders(<TermsDialog />);
    fireEvent.click(screen.getByText('Roziman'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my_notarial_act', undefined));
    expect(api.calls.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`)).toEqual(['GET /api/check_token', 'POST /api/offer_accept?action=1']);
    expect(useSessionStore.getState().user?.termsofuse).toBe(1);
    expect(useSessionStore.getState().token).toBe('t2');
    expect(useTermsStore.getState().isOpen).toBe(false);
  });

  it('refuse calls /api/offer_accept?action=0, clears the session and goes to /', async () => {
    const navigate = vi.fn<(path: string) => void>();
    setAppNavigator(navigate);
    const api = mockApi({ 'GET /api/check_token': { valid: true }, 'POST /api/offer_accept': { termsofuse: 0 } });
    useSessionStore.setState({ token: 't', user });
    useTermsStore.getState().open({ persistent: true });
    renderWithProviders(<TermsDialog />);
    fireEvent.click(screen.getByText('Rozi emasman va chiqish'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', undefined));
    expect(new URL(api.calls[1]!.url).search).toBe('?action=0');
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('the terms gate (spec/shell.md 4)', () => {
  it('opens the offer, persistent, for a signed-in user who has not accepted it', async () => {
    useSessionStore.setState({ token: 't', user });
    renderWithProviders(<TermsGate />);
    await waitFor(() => expect(useTermsStore.getState()).toMatchObject({ isOpen: true, isPersistent: true }));
  });

  it('waits while a sign-in dialog is showing', async () => {
    useSessionStore.setState({ token: 't', user });
    useSignInStore.setState({ outcome: { kind: 'success' } });
    renderWithProviders(<TermsGate />);
    expect(useTermsStore.getState().isOpen).toBe(false);
    act(() => useSignInStore.setState({ outcome: { kind: 'none' } }));
    await waitFor(() => expect(useTermsStore.getState().isOpen).toBe(true));
  });

  it('stays shut for a user who accepted', () => {
    useSessionStore.setState({ token: 't', user: { ...user, termsofuse: 1 } });
    renderWithProviders(<TermsGate />);
    expect(useTermsStore.getState().isOpen).toBe(false);
  });
});
