import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const artifacts = join(import.meta.dirname, '../artifacts');

/**
 * Debian's Chromium driven by playwright-core (test tools cannot download a
 * browser here). `fakeVideo` makes the camera play a recorded face (MJPEG or
 * Y4M); without it Chromium's fake camera shows its test pattern.
 */
export async function launchChromium(options: { fakeVideo?: string } = {}): Promise<Browser> {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ];
  if (options.fakeVideo) args.push(`--use-file-for-fake-video-capture=${options.fakeVideo}`);
  return chromium.launch({ executablePath: CHROMIUM, args });
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
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
