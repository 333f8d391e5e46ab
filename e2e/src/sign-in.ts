import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { screenshot } from './browser.ts';

/**
 * The sign-in of spec/shell.md 4 for the browser tests: the passport form,
 * the live face check with Chromium's fake camera (the product runs with
 * FACE_CHECK_FIXED_CHALLENGE=eyes, which the recording performs), the success
 * dialog and the terms. One implementation for every e2e file.
 *
 * Demo people are shared by the files of one run (vitest orders the files by
 * their past duration), so a file signs in as people no other file changes, or
 * leaves them as it found them (`withdrawTerms`). Nobody in the demo registry
 * has a photo: the first live check enrols the recorded face for that person.
 */

export type Person = { pin: string; passserial: string; passnum: string; name?: string };

export const SESSION_KEY = 'e-notary-session';

type StoredSession = { token: string | null; user: { termsofuse?: number } | null; redirectUrl: string | null; locale: string };

export async function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{}}').state, SESSION_KEY);
}

/** The signed-in session's bearer token ('' when signed out). */
export async function sessionToken(page: Page): Promise<string> {
  return (await storedSession(page)).token ?? '';
}

/** The product answers health before the face analysis workers have loaded their models: wait for them. */
export async function waitForFaceModels(timeoutMs = 90_000): Promise<void> {
  const health = `${inject('baseURL')}/face-check/health`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const body = (await (await fetch(health)).json()) as { models?: string };
    if (body.models === 'loaded') return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the face check's models did not load within ${timeoutMs} ms`);
}

/**
 * Types the passport data into the sign-in form and runs the live face check
 * up to the success dialog, then continues. `open` clicks the header's
 * sign-in button first (the form is not open yet); `shots` names screenshots.
 */
export async function signInWithFace(page: Page, person: Person, options: { open?: boolean; shots?: string } = {}): Promise<void> {
  if (options.open) await page.getByTestId('sign-in-button').click();
  await page.getByTestId('login-pin').fill(person.pin);
  await page.getByTestId('login-passserial').fill(person.passserial);
  await page.getByTestId('login-passnum').fill(person.passnum);
  await page.getByTestId('login-submit').click();
  try {
    await page.getByTestId('face-capture-overlay').waitFor({ timeout: 30_000 });
  } catch (error) {
    await screenshot(page, `failed-face-check-start-${person.pin}`);
    throw error;
  }
  if (options.shots) {
    // A few seconds in, the overlay draws the face frame and the hint.
    await page.waitForTimeout(5000);
    await screenshot(page, `${options.shots}-face-check`);
  }
  await page.getByTestId('sign-in-success').getByText('Shaxsingiz muvaffaqiyatli tasdiqlandi').waitFor({ timeout: 140_000 });
  if (options.shots) await screenshot(page, `${options.shots}-success`);
  await page.getByRole('button', { name: 'Davom etish' }).click();
}

/** Accepts the terms dialog, which must be open or opening. */
export async function acceptTerms(page: Page, options: { shots?: string } = {}): Promise<void> {
  const terms = page.getByTestId('terms-dialog');
  await terms.getByText('Foydalanish shartlari (ommaviy oferta)').waitFor();
  if (options.shots) await screenshot(page, `${options.shots}-terms`);
  await terms.getByRole('button', { name: 'Roziman' }).click();
  // Mantine keeps the closed modal's root in the DOM: its content going away is the close.
  await terms.getByText('Foydalanish shartlari (ommaviy oferta)').waitFor({ state: 'hidden' });
}

/**
 * After the sign-in: accepts the terms when the stored session has not
 * accepted them (another file may have had this person accept them already).
 * Answers whether it accepted them here, so the caller can `withdrawTerms`.
 */
export async function acceptTermsIfAsked(page: Page, options: { shots?: string } = {}): Promise<boolean> {
  await page.waitForFunction((key) => Boolean((JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { token?: string } }).state?.token), SESSION_KEY);
  if ((await storedSession(page)).user?.termsofuse === 1) return false;
  await acceptTerms(page, options);
  return true;
}

/** The sign-in and the terms in one: answers whether the terms were accepted here. */
export async function signIn(page: Page, person: Person, options: { open?: boolean; shots?: string } = {}): Promise<boolean> {
  await signInWithFace(page, person, options);
  return acceptTermsIfAsked(page, { shots: options.shots });
}

/**
 * Leaves the demo person as the other files expect to find them: the terms
 * not accepted (`offer_accept?action=0` withdraws the acceptance and ends the
 * session), so their own sign-in still sees the terms dialog.
 */
export async function withdrawTerms(page: Page): Promise<void> {
  const token = await sessionToken(page);
  if (!token) return;
  const res = await fetch(`${inject('baseURL')}/api/offer_accept?action=0`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
}
