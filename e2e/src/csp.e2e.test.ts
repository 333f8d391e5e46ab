import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newPage } from './browser.ts';

/**
 * Issue 12.7: the three apps run with the gateway's Content-Security-Policy in
 * force and Chromium reports no violation: `securitypolicyviolation` events
 * of the page and "Refused to …" console errors, on pages that load the map,
 * the forms, the kiosk keyboard and the console's sign-in, and a socket.
 */
const baseURL = inject('baseURL');

async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __violations?: string[] }).__violations ??= []);
      list.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    violations.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).map((v) => `${path}: ${v}`));
  }
  return violations;
}

describe('the apps under the Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the policy is in force on the pages', async () => {
    const res = await fetch(`${baseURL}/`);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
  });

  it('citizen portal: home, notaries map, searches, sign-in dialog, and a same-origin socket, without a violation', async () => {
    const { context, page } = await newPage(browser);
    try {
      const violations = await violationsOn(page, ['/', '/notary', '/search_proxy', '/search_inheritcase', '/statistics', '/na_details']);
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.getByTestId('sign-in-button').click();
      await page.getByTestId('login-pin').waitFor();
      // socket.io's websocket: connect-src 'self' must cover ws: of the origin.
      const opened = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
            ws.onopen = () => {
              ws.close();
              resolve('open');
            };
            ws.onerror = () => resolve('error');
          }),
      );
      expect(opened).toBe('open');
      violations.push(...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])));
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('kiosk and notary console load without a violation', async () => {
    const { context, page } = await newPage(browser);
    try {
      expect(await violationsOn(page, ['/kiosk/', '/kiosk/search_proxy', '/console/'])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a page of another site cannot frame the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    try {
      // A data: page is another origin; frame-ancestors 'none' leaves the frame empty.
      await page.goto(`data:text/html,<iframe id="f" src="${baseURL}/"></iframe>`);
      await page.waitForTimeout(1500);
      const frame = page.frames().find((f) => f.url().startsWith(baseURL));
      const hasApp = frame ? await frame.evaluate(() => !!document.getElementById('root')).catch(() => false) : false;
      expect(hasApp).toBe(false);
    } finally {
      await context.close();
    }
  });
});
