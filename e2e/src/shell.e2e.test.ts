import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newPage, screenshot } from './browser.ts';

describe('the three apps on one origin', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves the citizen portal at / in Uzbek Latin', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('uz');
    await page.getByText('E-notarius portali').first().waitFor();
    expect(await page.getByText('1008').count()).toBeGreaterThan(0);
    await screenshot(page, 'shell-citizen');
    await context.close();
  });

  it('serves the kiosk at /kiosk', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/kiosk/');
    await page.getByText('E-notarius kioski').first().waitFor();
    expect(new URL(page.url()).pathname.startsWith('/kiosk')).toBe(true);
    await screenshot(page, 'shell-kiosk');
    await context.close();
  });

  it('serves the notary console at /console', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/console/');
    await page.getByText("Notarius ish o'rni").first().waitFor();
    expect(new URL(page.url()).pathname.startsWith('/console')).toBe(true);
    await screenshot(page, 'shell-console');
    await context.close();
  });

  it("starts loading the remembered language's messages with the first page, and no other language's", async () => {
    // tools/vite-app.ts preloadMessages: index.html's first script asks for the catalog while the app's
    // own script is still on its way. That script is held here until a catalog has been asked for (at
    // most 10 s): without the preload the app asks for it only after its script ran, and the hold runs out.
    for (const [stored, locale, title] of [
      [undefined, 'oz', 'E-notarius portali'],
      ['ru', 'ru', 'Портал E-notarius'],
    ] as const) {
      const { page, context } = await newPage(browser);
      if (stored) await context.addInitScript((l) => localStorage.setItem('e-notary-session', JSON.stringify({ state: { locale: l }, version: 1 })), stored);
      const catalogs: string[] = [];
      let catalogAsked!: () => void;
      const asked = new Promise<void>((resolve) => (catalogAsked = resolve));
      page.on('request', (request) => {
        const found = /\/assets\/(oz|uz|ru)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
        if (found) {
          catalogs.push(found);
          catalogAsked();
        }
      });
      let heldUntilCatalog = false;
      await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
        heldUntilCatalog = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        await route.continue();
      });
      await page.goto('/');
      await page.getByText(title).first().waitFor();
      expect({ stored, heldUntilCatalog, catalogs }).toEqual({ stored, heldUntilCatalog: true, catalogs: [locale] });
      await context.close();
    }
  });

  it('answers /api/health through the same origin with the database up', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.request.get('/api/health');
    expect(res.status()).toBe(200);
    expect((await res.json()).database.status).toBe('up');
    await context.close();
  });
});
