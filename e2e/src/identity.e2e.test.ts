import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// Development-only face videos of services/face-check (docs/face-check.md),
// derived from npm packages by its fixtures script, never shipped.
import { ensureFixtures } from '../../services/face-check/scripts/fixtures.mjs';
import { launchChromium, newPage, screenshot } from './browser.ts';
import { acceptTerms as acceptTermsOf, mintSession, signedInPage } from './sessions.ts';
import { acceptTerms, type Person, signInWithFace, storedSession, waitForFaceModels } from './sign-in.ts';

/**
 * The sign-in of spec/shell.md 4 in the started product, with Chromium's
 * fake camera playing a recorded face (the product runs with
 * FACE_CHECK_FIXED_CHALLENGE=eyes, a challenge the recording performs).
 * Each test signs in as its own demo person of the seeded registry (README,
 * "Demo accounts"): nobody there has a photo, so the first live check
 * enrols the recorded face for that person. The terms refusal and the
 * expired session start from a session already open (a minted one,
 * sessions.ts): what they test comes after the sign-in.
 */

const PEOPLE = {
  browser: { pin: '31403856111016', passserial: 'AB', passnum: '4127356', name: 'KARIMOV AZIZ' },
  redirect: { pin: '32501798011434', passserial: 'AC', passnum: '3390471', name: 'RASHIDOV JASUR' },
  refusal: { pin: '40808900011852', passserial: 'AD', passnum: '7730215', name: 'YUSUPOVA DILNOZA' },
  kiosk: { pin: '42207886111086', passserial: 'AD', passnum: '2231845', name: 'KARIMOVA NILUFAR' },
  expiry: { pin: '40701806042419', passserial: 'AD', passnum: '3349016', name: 'NAZAROVA FERUZA' },
} satisfies Record<string, Person>;

async function pathname(page: Page): Promise<string> {
  return new URL(page.url()).pathname;
}

describe('identity and the shell in the browser and the kiosk', () => {
  let video: string;
  const browsers: Browser[] = [];
  const db = new pg.Client({ connectionString: inject('databaseUrl') });

  beforeAll(async () => {
    video = ensureFixtures().camera.franckEyes;
    await db.connect();
    await waitForFaceModels();
  });

  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await db.end();
  });

  /** A browser open at `path`, signed in as `person` (the terms as the person has them). */
  async function openSignedIn(person: Person, path: string): Promise<Page> {
    const browser = await launchChromium();
    browsers.push(browser);
    const { page } = await signedInPage(browser, db, person.pin);
    await page.goto(path);
    return page;
  }

  async function open(path: string): Promise<Page> {
    const browser = await launchChromium({ fakeVideo: video });
    browsers.push(browser);
    const { page } = await newPage(browser);
    await page.goto(path);
    return page;
  }

  it('browser: sign-in → terms → /my_notarial_act', async () => {
    const page = await open('/');
    await page.getByTestId('app-title').getByText('E-notarius portali').waitFor();
    await screenshot(page, 'identity-home');
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('sign-in-dialog').getByText('Portalga kirish').waitFor();
    await screenshot(page, 'identity-sign-in-dialog');
    await signInWithFace(page, PEOPLE.browser, { shots: 'identity-browser' });
    await acceptTerms(page, { shots: 'identity-browser' });
    await expect.poll(() => pathname(page)).toBe('/my_notarial_act');
    await page.getByTestId('my-acts-page').waitFor();
    expect(await page.getByTestId('user-name').textContent()).toContain(PEOPLE.browser.name);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.user?.termsofuse).toBe(1);
    await screenshot(page, 'identity-browser-my-acts');
  });

  it('browser: a page that needs sign-in is remembered and reached after sign-in, also with terms accepted earlier', async () => {
    const page = await open('/search_ban');
    // Not signed in: the main page with the sign-in dialog, the page remembered.
    await page.getByTestId('sign-in-dialog').getByText('Portalga kirish').waitFor();
    expect(await pathname(page)).toBe('/');
    expect((await storedSession(page)).redirectUrl).toBe('/search_ban');
    await signInWithFace(page, PEOPLE.redirect);
    await acceptTerms(page);
    await expect.poll(() => pathname(page)).toBe('/search_ban');
    expect((await storedSession(page)).redirectUrl).toBeNull();

    // Signed out, the person asks for another page; terms are accepted now, so success leads straight there.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await expect.poll(async () => (await storedSession(page)).token).toBeNull();
    await page.goto('/equeue');
    await page.getByTestId('sign-in-dialog').getByText('Portalga kirish').waitFor();
    await signInWithFace(page, PEOPLE.redirect);
    await expect.poll(() => pathname(page)).toBe('/equeue');
    expect(await page.getByTestId('terms-dialog').getByText('Foydalanish shartlari (ommaviy oferta)').isVisible()).toBe(false);
    await screenshot(page, 'identity-redirect-equeue');
  });

  it("browser: refusing the terms signs out and goes to '/'", async () => {
    // Signed in, the terms not accepted yet: the terms dialog comes first.
    const page = await openSignedIn(PEOPLE.refusal, '/na_details');
    const terms = page.getByTestId('terms-dialog');
    await terms.getByText('Foydalanish shartlari (ommaviy oferta)').waitFor();
    const { token } = await storedSession(page);
    await terms.getByRole('button', { name: 'Rozi emasman va chiqish' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await page.getByTestId('sign-in-button').waitFor();
    const session = await storedSession(page);
    expect(session.token).toBeNull();
    expect(session.user).toBeNull();
    // The session is gone on the server too.
    expect((await page.request.get('/api/check_token', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);
    await screenshot(page, 'identity-refused');
  });

  it('kiosk: sign-in with the on-screen keyboard → the remembered page and the notify-warning dialog', async () => {
    const page = await open('/kiosk/equeue');
    await page.getByTestId('passport-login-form').waitFor();
    expect(await pathname(page)).toBe('/kiosk/auth');
    expect((await storedSession(page)).redirectUrl).toBe('/kiosk/equeue');
    // The passport number gets the numeric pad, typed key by key; it closes at 7 digits.
    await page.getByTestId('login-passnum').click();
    const keyboard = page.getByTestId('on-screen-keyboard');
    await keyboard.waitFor();
    expect(await keyboard.getAttribute('data-kind')).toBe('numeric');
    await screenshot(page, 'identity-kiosk-keyboard');
    for (const digit of PEOPLE.kiosk.passnum) await keyboard.getByTestId(`key-${digit}`).click();
    await keyboard.waitFor({ state: 'detached' });
    expect(await page.getByTestId('login-passnum').inputValue()).toBe(PEOPLE.kiosk.passnum);
    await signInWithFace(page, PEOPLE.kiosk, { shots: 'identity-kiosk' });
    await acceptTerms(page, { shots: 'identity-kiosk' });
    await expect.poll(() => pathname(page)).toBe('/kiosk/equeue');
    await page.getByTestId('notify-warning-dialog').getByText('Rejalashtirilgan notarial harakatlaringiz', { exact: true }).waitFor();
    await screenshot(page, 'identity-kiosk-notify');
    await page.getByRole('button', { name: 'Tushunarli' }).click();
    await page.goto('/kiosk/');
    await page.getByTestId('kiosk-tile-equeue').waitFor();
    await screenshot(page, 'identity-kiosk-main');
  });

  it('browser: an expired session shows the toast, signs out and remembers the page', async () => {
    await acceptTermsOf(await mintSession(db, PEOPLE.expiry.pin));
    const page = await openSignedIn(PEOPLE.expiry, '/my_notarial_act');
    await page.getByTestId('my-acts-page').waitFor();
    // The server ends the session (as its expiry does); the page still holds the token.
    const { token } = await storedSession(page);
    expect((await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
    // The person moves on inside the app (a client-side navigation, as a link
    // does; the header's user menu is loaded on first use and is tested in
    // packages/ui): the profile's first request meets the ended session.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText("Avtorizatsiya muddati tugadi. Avtorizatsiyadan qayta o'ting").waitFor();
    await screenshot(page, 'identity-session-expired');
    await expect.poll(() => pathname(page)).toBe('/');
    await page.getByTestId('sign-in-dialog').getByText('Portalga kirish').waitFor();
    const session = await storedSession(page);
    expect(session.token).toBeNull();
    expect(session.redirectUrl).toBe('/profile');
  });

  it('the language switch persists across a reload', async () => {
    const browser = await launchChromium();
    browsers.push(browser);
    const { page } = await newPage(browser);
    await page.goto('/na_details');
    await page.getByTestId('language-switcher').getByText('Рус').click();
    await page.getByTestId('app-title').getByText('Портал E-notarius').waitFor();
    await page.reload();
    await page.getByTestId('app-title').getByText('Портал E-notarius').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.getByTestId('breadcrumbs').textContent()).toBe('Главная›Нотариальные услуги');
    await screenshot(page, 'identity-russian');
    await page.getByTestId('language-switcher').getByText('Ўзб').click();
    await page.getByTestId('app-title').getByText('E-notarius портали').waitFor();
    await page.reload();
    await page.getByTestId('app-title').getByText('E-notarius портали').waitFor();
    expect((await storedSession(page)).locale).toBe('uz');
    await screenshot(page, 'identity-cyrillic');
  });
});
