import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from '../i18n/locales.ts';
import { SESSION_STORAGE_KEY } from './storage-key.ts';
import type { User } from './user.ts';

/** spec/shell.md 4: the client mode, set on every navigation. */
export type ClientMode = 'browser' | 'kiosk';

export type SessionState = {
  /** A token present means authenticated (spec/shell.md 4). */
  token: string | null;
  user: User | null;
  /** The document path (with the app's base, e.g. `/kiosk/equeue`) to go to after sign-in. */
  redirectUrl: string | null;
  mode: ClientMode;
  locale: UiLocale;
};

export type SessionActions = {
  signIn: (token: string, user: User) => void;
  /** The `token` response header of a 200 replaces the stored token (spec/shell.md 4). */
  replaceToken: (token: string) => void;
  /** Session expiry, refusal and sign-out: token and user go, the rest stays. */
  clearSession: () => void;
  setUser: (user: User) => void;
  acceptTerms: () => void;
  setRedirectUrl: (url: string | null) => void;
  /** Returns the remembered redirect and forgets it ("then cleared", spec/shell.md 4). */
  takeRedirectUrl: () => string | null;
  setMode: (mode: ClientMode) => void;
  setLocale: (locale: UiLocale) => void;
};

export type SessionStore = SessionState & SessionActions;

export { SESSION_STORAGE_KEY };

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  redirectUrl: null,
  mode: 'browser',
  locale: DEFAULT_LOCALE,
};

/**
 * The five things spec/shell.md 3 persists locally: redirect url, mode,
 * locale, token and user. One store in localStorage, shared by the citizen
 * web and the kiosk (same origin), read synchronously by the HTTP client.
 */
export const useSessionStore = create<SessionStore>()(
  persist(
    (set, get) => ({
      ...initialSessionState,
      signIn: (token, user) => set({ token, user }),
      replaceToken: (token) => set({ token }),
      clearSession: () => set({ token: null, user: null }),
      setUser: (user) => set({ user }),
      acceptTerms: () => {
        const { user } = get();
        if (user) set({ user: { ...user, termsofuse: 1 } });
      },
      setRedirectUrl: (redirectUrl) => set({ redirectUrl }),
      takeRedirectUrl: () => {
        const { redirectUrl } = get();
        if (redirectUrl !== null) set({ redirectUrl: null });
        return redirectUrl;
      },
      setMode: (mode) => {
        if (get().mode !== mode) set({ mode });
      },
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, redirectUrl, mode, locale }) => ({ token, user, redirectUrl, mode, locale }),
      // A stored locale that is no longer offered falls back to the default instead of breaking the catalogs.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SessionState>;
        return {
          ...current,
          ...stored,
          locale: isUiLocale(stored.locale) ? stored.locale : current.locale,
        };
      },
    },
  ),
);

export const sessionStore = {
  get: () => useSessionStore.getState(),
  isAuthenticated: () => useSessionStore.getState().token !== null,
};

export function useIsAuthenticated(): boolean {
  return useSessionStore((s) => s.token !== null);
}

export function useCurrentUser(): User | null {
  return useSessionStore((s) => s.user);
}
