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

  it('answers /api/health through the same origin with the database up', async () => {
    const { page, context } = await newPage(browser);
    const res = await page.request.get('/api/health');
    expect(res.status()).toBe(200);
    expect((await res.json()).database.status).toBe('up');
    await context.close();
  });
});
