import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';
import { theme } from '../theme/index.ts';

export const queryClient = new QueryClient({
  // The HTTP client shows every failure once (spec/shell.md 8); a retry would show it twice.
  defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/** Theme, language, server state and toasts: what every app wraps its router in. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Notifications position="top-right" zIndex={1100} limit={4} />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
