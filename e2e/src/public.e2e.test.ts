import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// Renders a PDF page (Poppler's pdftoppm) and decodes the QR code from its pixels, as a phone scans paper.
import { decodePdfQr } from '../../services/api/src/testing/pdf-qr.ts';
import { launchChromium, newPage, screenshot } from './browser.ts';
import { daySlotsShown, laterDayTestId } from './equeue.ts';
import { acceptTerms, mintSession, signedInPage, withdrawTerms, type MintedSession } from './sessions.ts';

/**
 * The public services in the started product: find a notary, book a slot
 * and cancel it, check a power of attorney, open a registered act's QR link.
 * The signed-in steps are Gulnora Rashidova's, a demo person no other
 * browser test uses, with a minted session (sessions.ts: the sign-in has its
 * own files); the searches run signed out, as anybody may run them.
 */

/** RASHIDOVA GULNORA AKMAL QIZI of services/api/src/civil-registry/demo-persons.ts (an adult: her pin never changes). */
const PERSON = { pin: '41110828011500' };
/** The first demo notary account (README): an active notary of a Tashkent state office, never on leave in the seed. */
const NOTARY_NAME = 'Abdullayev Rustam Erkin';

describe('public services in the browser', () => {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  let browser: Browser;
  /** Signed out: the directory and the searches. */
  let page: Page;
  /** Gulnora's browser, signed in. */
  let signed: Page;
  /** Gulnora's own API calls (the browser rotates its token). */
  let api: MintedSession | undefined;
  let acceptedHere = false;
  let poa: { id: string; regnum: string; regdate: string };

  beforeAll(async () => {
    await db.connect();
    api = await mintSession(db, PERSON.pin);
    acceptedHere = await acceptTerms(api);
    browser = await launchChromium();
    ({ page } = await newPage(browser));
    ({ page: signed } = await signedInPage(browser, db, PERSON.pin));
  });

  afterAll(async () => {
    // Gulnora as a fresh sign-in finds her: terms not accepted.
    if (api && acceptedHere) await withdrawTerms(api);
    await browser?.close();
    await db.end();
  });

  it('finds a notary in the directory by name and opens the card with timetable and map', async () => {
    await page.goto('/notary');
    await page.getByTestId('office-map').waitFor();
    await expect.poll(async () => Number(await page.getByTestId('office-map').getAttribute('data-markers'))).toBeGreaterThan(50);
    await page.getByTestId('notary-filter-name').fill(NOTARY_NAME);
    const card = page.getByTestId('notary-card').filter({ hasText: NOTARY_NAME });
    await card.first().waitFor();
    await expect.poll(() => page.getByTestId('notary-card').count()).toBe(1);
    await expect.poll(async () => Number(await page.getByTestId('office-map').getAttribute('data-markers'))).toBe(1);
    await screenshot(page, 'public-notary-search');
    await card.getByTestId('notary-name').click();
    await page.getByRole('heading', { level: 1, name: new RegExp(NOTARY_NAME) }).waitFor();
    await page.getByTestId('timetable').getByText('Dushanba').waitFor();
    expect(await page.getByTestId('two-weeks').locator('.mantine-Badge-root').count()).toBe(14);
    await screenshot(page, 'public-notary-details');
  });

  it('signed in, books a slot with the notary and cancels it', async () => {
    const page = signed;
    await page.goto('/notary');
    await page.getByTestId('notary-filter-name').fill(NOTARY_NAME);
    await page.getByTestId('notary-card').filter({ hasText: NOTARY_NAME }).getByTestId('notary-book').click();
    await page.waitForURL(/\/equeue\?officeId=/);
    await page.getByTestId('equeue-act-type').click();
    await page.getByRole('option', { name: 'Umumiy ishonchnoma' }).click();
    // A later day's slot (equeue.ts: today's first one closes on the hour).
    const day = await laterDayTestId(page);
    await page.getByTestId(day).click();
    await daySlotsShown(page, day);
    const slot = page.getByTestId('equeue-slots').getByRole('button').first();
    const time = (await slot.textContent())!.trim();
    await slot.click();
    await screenshot(page, 'public-equeue-book');
    await page.getByTestId('equeue-book').click();
    await page.getByTestId('equeue-booked').waitFor();
    const booking = page.getByTestId('booking-card').first();
    await expect.poll(async () => booking.getByTestId('booking-when').textContent()).toContain(time);
    await expect.poll(async () => booking.getByTestId('booking-state').first().textContent()).toBe('Navbatda');
    await screenshot(page, 'public-equeue-booked');
    await booking.getByTestId('booking-cancel').click();
    await page.getByTestId('booking-cancel-confirm').click();
    await page.getByTestId('booking-cancel-confirm').waitFor({ state: 'hidden' });
    await expect.poll(async () => booking.getByTestId('booking-state').first().textContent()).toBe('Bekor qilingan');
    expect(await booking.getByTestId('booking-cancel').count()).toBe(0);
    await screenshot(page, 'public-equeue-cancelled');
  });

  it('checks a power of attorney by its registry number and date', async () => {
    // Gulnora's power of attorney of the demo registry, found through her previous visits (the API of the notary card).
    const notaries = (await (await page.request.get('/api/notaries?regionId=1718&size=100')).json()) as { items: { id: string }[] };
    for (const n of notaries.items) {
      const visits = (await (await api!.api(`notaries/${n.id}/visits`)).json()) as {
        acts: { id: string; typeId: number; regnum: string; regdate: string }[];
      };
      const found = visits.acts.find((a) => a.typeId === 101);
      if (found) {
        poa = { id: found.id, regnum: found.regnum, regdate: found.regdate };
        break;
      }
    }
    expect(poa).toBeDefined();
    await page.goto('/search_proxy');
    await page.getByTestId('regnum').fill(poa.regnum);
    await page.getByTestId('regdate').fill(`${poa.regdate.slice(8, 10)}.${poa.regdate.slice(5, 7)}.${poa.regdate.slice(0, 4)}`);
    await page.getByTestId('search-submit').click();
    const result = page.getByTestId('proxy-result');
    await result.waitFor();
    expect(await result.getByTestId('act-state').textContent()).toBe('Amalda');
    expect(await result.getByTestId('proxy-principal').textContent()).toBe('RASHIDOVA G. A.');
    await screenshot(page, 'public-proxy-check');
    // A wrong date finds nothing, and says so.
    await page.getByTestId('regdate').fill('01.01.2001');
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-not-found').waitFor();
  });

  it("scans the QR code of a registered act's print form and opens its state", async () => {
    // Gulnora, the principal of that power of attorney, downloads its print form (the card's print form tab)...
    const res = await api!.api(`notarial_act/${poa.id}/print-form.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // ...and the QR code is read from the rendered page, as a phone reads the paper.
    const scanned = new URL(decodePdfQr(Buffer.from(await res.arrayBuffer())));
    expect(scanned.origin).toBe(new URL(inject('baseURL')).origin);
    expect(scanned.pathname).toBe('/search_notarial_act');
    expect(scanned.searchParams.get('regnum')).toBe(poa.regnum);
    expect(scanned.searchParams.get('regdate')).toBe(poa.regdate);
    await page.goto(scanned.href);
    const result = page.getByTestId('act-check-result');
    await result.waitFor();
    // The link names the office, so it opens exactly this act.
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.getByTestId('act-state').first().textContent()).toBe('Amalda');
    expect(await result.getByTestId('act-check-number').textContent()).toContain(poa.regnum);
    expect(await result.getByTestId('act-check-office').textContent()).toContain('Samarqand');
    await screenshot(page, 'public-act-qr-check');
  });
});
