import { QueryClient, useQuery } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { initialSessionState, useSessionStore } from '../session/index.ts';
import { createUser } from '../testing/factories.ts';
import { AppProviders } from './app-providers.tsx';

const BOOKINGS = ['equeue', 'bookings'];

function Bookings() {
  const query = useQuery({ queryKey: BOOKINGS, queryFn: () => Promise.resolve(['booking of the signed-in person']), staleTime: Infinity });
  return <p>{query.data?.join(', ') ?? 'loading'}</p>;
}

function renderSignedIn(userId = 'user-a') {
  useSessionStore.getState().signIn('token-a', createUser({ id: userId }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <Bookings />
    </AppProviders>,
  );
  return client;
}

afterEach(async () => {
  useSessionStore.setState(initialSessionState);
  await activateLocale('oz');
});

describe('AppProviders: the query cache follows the session', () => {
  it.each([
    ['sign-out or session expiry', () => useSessionStore.getState().clearSession()],
    ['another user signing in', () => useSessionStore.getState().signIn('token-b', createUser({ id: 'user-b' }))],
    ['the user being replaced by another', () => useSessionStore.getState().setUser(createUser({ id: 'user-b' }))],
  ])('clears every cached answer on %s', async (_, change) => {
    const client = renderSignedIn();
    await screen.findByText('booking of the signed-in person');
    client.setQueryData(['notarial_act', 'get_notify'], [{ uuid: 'x' }]);

    act(() => change());

    expect(client.getQueryData(BOOKINGS)).toBeUndefined();
    expect(client.getQueryData(['notarial_act', 'get_notify'])).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('keeps the cache when only the token is replaced or the terms are accepted', async () => {
    const client = renderSignedIn();
    await screen.findByText('booking of the signed-in person');

    act(() => {
      useSessionStore.getState().replaceToken('token-a2');
      useSessionStore.getState().acceptTerms();
      useSessionStore.getState().setLocale('ru');
    });

    expect(client.getQueryData(BOOKINGS)).toEqual(['booking of the signed-in person']);
  });
});

describe('AppProviders: Mantine in the UI language', () => {
  it('names the close buttons Mantine leaves unnamed, and renames them when the language changes', async () => {
    render(
      <AppProviders client={new QueryClient()}>
        <Alert withCloseButton onClose={() => {}}>
          x
        </Alert>
      </AppProviders>,
    );
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Yopish');
    await act(() => activateLocale('ru'));
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Закрыть');
  });
});
