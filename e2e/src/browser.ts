import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, chromiumArgs } from '../../tools/chromium.mjs';

export { CHROMIUM };
const artifacts = join(import.meta.dirname, '../artifacts');

/**
 * Debian's Chromium driven by playwright-core (tools/chromium.mjs: its path and flags, shared with
 * the benchmarks). `fakeVideo` makes the camera play a recorded face (MJPEG or Y4M); without it
 * Chromium's fake camera shows its test pattern.
 */
export async function launchChromium(options: { fakeVideo?: string } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs(options) });
}

/** A fresh context on the product's origin, camera allowed, in the default language; `options` add to or change that. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = inject('baseURL');
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 860 },
    permissions: ['camera', 'microphone', 'geolocation'],
    timezoneId: 'Asia/Tashkent',
    ...options,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts (git-ignored) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(artifacts, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
  return path;
}
