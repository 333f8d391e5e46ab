import { describe, expect, it } from 'vitest';
import {
  destinationAfterRefusal,
  destinationAfterSignIn,
  destinationAfterTermsAccepted,
  isRedirectForMode,
  isRememberablePath,
} from './destinations.ts';

describe('after the success dialog (spec/shell.md 4, termsofuse 1)', () => {
  it('browser: pin, passserial and passnum in the query → /enotarial_act/-1, even with a remembered redirect', () => {
    expect(
      destinationAfterSignIn({ mode: 'browser', search: '?pin=30101900000017&passserial=AA&passnum=1234567', redirectUrl: '/equeue' }),
    ).toEqual({ path: '/enotarial_act/-1', consumesRedirect: false, showsNotifyWarning: false });
  });
  it('browser: an incomplete query does not count', () => {
    expect(destinationAfterSignIn({ mode: 'browser', search: '?passserial=AA&passnum=1234567', redirectUrl: null }).path).toBe('/my_notarial_act');
  });
  it('browser: the remembered redirect, then cleared', () => {
    expect(destinationAfterSignIn({ mode: 'browser', search: '', redirectUrl: '/search_ban?x=1' })).toEqual({
      path: '/search_ban?x=1',
      consumesRedirect: true,
      showsNotifyWarning: false,
    });
  });
  it('browser: otherwise /my_notarial_act', () => {
    expect(destinationAfterSignIn({ mode: 'browser', search: '', redirectUrl: null }).path).toBe('/my_notarial_act');
  });
  it("browser: a kiosk path remembered on the same machine is not the browser's", () => {
    expect(destinationAfterSignIn({ mode: 'browser', search: '', redirectUrl: '/kiosk/equeue' }).path).toBe('/my_notarial_act');
  });
  it('kiosk: the remembered redirect and the notify-warning dialog', () => {
    expect(destinationAfterSignIn({ mode: 'kiosk', search: '', redirectUrl: '/kiosk/equeue' })).toEqual({
      path: '/kiosk/equeue',
      consumesRedirect: true,
      showsNotifyWarning: true,
    });
  });
  it('kiosk: entering the kiosk (nothing remembered) goes to kiosk main', () => {
    expect(destinationAfterSignIn({ mode: 'kiosk', search: '', redirectUrl: null })).toEqual({
      path: '/kiosk/',
      consumesRedirect: false,
      showsNotifyWarning: true,
    });
    expect(destinationAfterSignIn({ mode: 'kiosk', search: '', redirectUrl: '/na_details' }).path).toBe('/kiosk/');
  });
});

describe('after the offer (spec/shell.md 4)', () => {
  it('accept in a browser: the stored redirect, else /my_notarial_act', () => {
    expect(destinationAfterTermsAccepted({ mode: 'browser', redirectUrl: '/equeue' })).toEqual({
      path: '/equeue',
      consumesRedirect: true,
      showsNotifyWarning: false,
    });
    expect(destinationAfterTermsAccepted({ mode: 'browser', redirectUrl: null }).path).toBe('/my_notarial_act');
  });
  it('accept in the kiosk: its redirect or main, with the notify-warning', () => {
    expect(destinationAfterTermsAccepted({ mode: 'kiosk', redirectUrl: null })).toEqual({
      path: '/kiosk/',
      consumesRedirect: false,
      showsNotifyWarning: true,
    });
  });
  it("refusal: browser → '/', kiosk → kiosk.auth", () => {
    expect(destinationAfterRefusal('browser')).toBe('/');
    expect(destinationAfterRefusal('kiosk')).toBe('/kiosk/auth');
  });
});

describe('which remembered paths count', () => {
  it('never the kiosk auth page, never another origin', () => {
    expect(isRedirectForMode('kiosk', '/kiosk/auth')).toBe(false);
    expect(isRedirectForMode('browser', '//evil.example/x')).toBe(false);
    expect(isRedirectForMode('browser', 'https://evil.example/x')).toBe(false);
  });
});

describe('pages never remembered (spec/shell.md 2.3: the main page and the error pages)', () => {
  it.each(['/', '/index', '/403', '/404', '/404?x=1', '/403#top', '/index/', '/kiosk', '/kiosk/', '/kiosk/403', '/kiosk/404', '/kiosk/auth', '/kiosk/auth?pin=1'])(
    '%s is not rememberable',
    (path) => {
      expect(isRememberablePath(path)).toBe(false);
    },
  );
  it.each(['/equeue', '/search_ban?x=1', '/my_notarial_act/5', '/kiosk/equeue', '/404x', '/indexes'])('%s is rememberable', (path) => {
    expect(isRememberablePath(path)).toBe(true);
  });
  it.each([
    ['browser', '/'],
    ['browser', '/index'],
    ['browser', '/403'],
    ['browser', '/404?from=/equeue'],
    ['kiosk', '/kiosk/404'],
  ] as const)('a stale %s redirect to %s is not used after sign-in', (mode, redirectUrl) => {
    expect(isRedirectForMode(mode, redirectUrl)).toBe(false);
    const destination = destinationAfterSignIn({ mode, search: '', redirectUrl });
    expect(destination.path).toBe(mode === 'kiosk' ? '/kiosk/' : '/my_notarial_act');
    expect(destination.consumesRedirect).toBe(false);
    expect(destinationAfterTermsAccepted({ mode, redirectUrl }).path).toBe(mode === 'kiosk' ? '/kiosk/' : '/my_notarial_act');
  });
});
