import { screen } from '@testing-library/react';
import { configureDestinations, shellDestinations } from '@notary/ui/auth';
import { initialSessionState, useSessionStore } from '@notary/ui/session';
import { createUser, renderRoutes } from '@notary/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleDestination } from './console-destinations.ts';
import { CONSOLE_BASENAME } from './paths.ts';
import { createConsoleRoutes } from './routes.tsx';

beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
afterEach(() => configureDestinations(null));

describe('the notary console shell', () => {
  it('asks a visitor to sign in with the same passport form', async () => {
    renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    await screen.findByTestId('passport-login-form');
    expect(screen.getAllByText("Notarius ish o'rni").length).toBeGreaterThan(0);
    // The console does not collect redirects for the portal.
    expect(useSessionStore.getState().redirectUrl).toBeNull();
  });

  it('shows the signed-in notary', async () => {
    useSessionStore.setState({ token: 't', user: createUser({ fullname: 'Rahimov Botir', roles: ['notary'] }) });
    renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    expect((await screen.findByTestId('console-user')).textContent).toBe('Rahimov Botir');
  });

  it('tells a citizen that the console is for notaries', async () => {
    useSessionStore.setState({ token: 't', user: createUser({ fullname: 'Aliyev Vali' }) });
    renderRoutes(createConsoleRoutes(), '/console/', CONSOLE_BASENAME);
    expect(await screen.findByText(/Bu ish o'rni notariuslar va administratorlar uchun/)).toBeTruthy();
  });

  it('sends unknown console paths to /console/404', async () => {
    const { documentPath } = renderRoutes(createConsoleRoutes(), '/console/nima', CONSOLE_BASENAME);
    await screen.findByRole('heading', { level: 1, name: 'Sahifa topilmadi' });
    expect(documentPath()).toBe('/console/404');
  });

  it('keeps sign-in, the offer and refusal inside the console', async () => {
    await import('./app.tsx');
    const d = shellDestinations();
    expect(d.afterSignIn({ mode: 'browser', search: '', redirectUrl: '/equeue' }).path).toBe('/console/');
    expect(d.afterTermsAccepted({ mode: 'browser', redirectUrl: null }).path).toBe('/console/');
    expect(d.afterRefusal('browser')).toBe('/console/');
  });

  it('keeps a console page that asked for sign-in in place (the SMS outbox) open after sign-in', async () => {
    try {
      window.history.replaceState(null, '', '/console/sms_outbox?phone=901234567');
      expect(consoleDestination().path).toBe('/console/sms_outbox?phone=901234567');
      // The console's error pages are never a destination.
      window.history.replaceState(null, '', '/console/403');
      expect(consoleDestination().path).toBe('/console/');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
