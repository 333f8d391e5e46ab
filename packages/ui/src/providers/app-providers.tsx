import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { lazyPart } from '../routing/lazy-screen.tsx';
import { i18n } from '../i18n/index.ts';
import { useSessionStore, type SessionState } from '../session/index.ts';
import { cssVariablesResolver, localisedTheme } from '../theme/index.ts';

export const queryClient = new QueryClient({
  // The HTTP client shows every failure once (spec/shell.md 8); a retry would show it twice.
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/**
 * True when the cached server state may belong to someone else now: the
 * session ended (sign-out, terms refusal, expiry) or another user signed in.
 * A token replacement (every 200) keeps the same person and the cache.
 */
export function isSessionOwnerChange(previous: Pick<SessionState, 'token' | 'user'>, next: Pick<SessionState, 'token' | 'user'>): boolean {
  if (previous.token !== null && next.token === null) return true;
  return (previous.user?.id ?? null) !== (next.user?.id ?? null);
}

/**
 * A kiosk serves one person after another: what the previous person's
 * session cached (bookings, notify items, profile) must not be shown to the
 * next one, so the whole cache goes whenever the session's owner changes.
 */
function useClearCacheOnSessionChange(client: QueryClient): void {
  useEffect(
    () =>
      useSessionStore.subscribe((next, previous) => {
        if (isSessionOwnerChange(previous, next)) client.clear();
      }),
    [client],
  );
}

/** Mantine under the current language: the theme carries translated labels (re-made when the language changes). */
function LocalisedMantineProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const close = i18n._(msg`Yopish`);
  const [next, previous, first, last] = [i18n._(msg`Keyingi sahifa`), i18n._(msg`Oldingi sahifa`), i18n._(msg`Birinchi sahifa`), i18n._(msg`Oxirgi sahifa`)];
  const theme = useMemo(() => localisedTheme({ close, controls: { next, previous, first, last } }), [close, next, previous, first, last]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

const LazyToastsContainer = lazyPart(() => import('./toasts-container.tsx').then((m) => m.ToastsContainer));

/** The toasts' container (and its transitions) loads with the first toast; the toast waits in Mantine's store meanwhile. */
function Toasts() {
  const hasToast = useSyncExternalStore(notificationsStore.subscribe, () => notificationsStore.getState().notifications.length > 0);
  const [isNeeded, setIsNeeded] = useState(hasToast);
  if (hasToast && !isNeeded) setIsNeeded(true);
  return isNeeded || hasToast ? <LazyToastsContainer /> : null;
}

/** Theme, language, server state and toasts: what every app wraps its router in. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  useClearCacheOnSessionChange(client);
  return (
    <I18nProvider i18n={i18n}>
      <LocalisedMantineProvider>
        <Toasts />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </LocalisedMantineProvider>
    </I18nProvider>
  );
}
