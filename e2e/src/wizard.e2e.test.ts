import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from './browser.ts';
import { acceptTerms, mintSession, signedInPage, withdrawTerms, type MintedSession } from './sessions.ts';

/**
 * The act wizard (issue 13) in the started product: Qodirova Sevara (README
 * "Demo accounts", used by no other browser test) creates an inheritance
 * refusal (12047) from the act types, fills its steps (the heir is she
 * herself; the subject described; the notary chosen automatically), sees
 * what is missing on the way, and sends it for check; then the card shows
 * step 2 (the act is deleted afterwards). Screens in the three languages.
 * She opens the portal signed in (a minted session, sessions.ts): the sign-in
 * has its own files.
 */
const SEVARA = { pin: '41511956113670' };

let acceptedHere = false;

async function language(page: Page, label: 'Рус' | 'Ўзб' | "O'zb"): Promise<void> {
  await page.getByTestId('language-switcher').getByText(label).click();
  await page.waitForTimeout(300);
}

describe('the act wizard in the browser', () => {
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  let browser: Browser;
  let page: Page;
  let api: MintedSession | undefined;
  let uuid: string | null = null;

  beforeAll(async () => {
    await db.connect();
    api = await mintSession(db, SEVARA.pin);
    acceptedHere = await acceptTerms(api);
    browser = await launchChromium();
    ({ page } = await signedInPage(browser, db, SEVARA.pin));
  });

  afterAll(async () => {
    // Sevara is left as found: her act deleted (the applicant's until payment), her terms withdrawn.
    if (api && uuid) {
      const deleted = await api.api(`notarial_act/${uuid}/events/delete`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ confirmed: true }) });
      if (deleted.status !== 201) throw new Error(`the wizard's act was not deleted: ${deleted.status} ${await deleted.text()}`);
    }
    if (api && acceptedHere) await withdrawTerms(api);
    await browser?.close();
    await db.end();
  });

  it('creates an inheritance refusal step by step up to "sent for check"', async () => {
    await page.goto('/my_notarial_act');

    // My acts → create a new act → the act types → the inheritance refusal.
    await page.getByTestId('create-act').click();
    await page.getByTestId('new-act-type-12047').click();
    await page.getByTestId('act-wizard').waitFor();
    await screenshot(page, 'wizard-0-start-oz');
    await language(page, 'Рус');
    await screenshot(page, 'wizard-0-start-ru');
    await language(page, 'Ўзб');
    await screenshot(page, 'wizard-0-start-uz');
    await language(page, "O'zb");

    // Step 0 creates the draft; the wizard goes on at step 1 (the heir is the author).
    await page.getByTestId('wizard-next').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('1');
    uuid = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByTestId('wizard-parties').waitFor();
    expect(await page.getByTestId('wizard-party-row').count()).toBe(1);
    await screenshot(page, 'wizard-1-parties-oz');

    // A person looked up by personal number in the civil registry: the name is filled in.
    await page.getByTestId('party-pin').fill('32501798011434');
    await page.getByTestId('party-find').click();
    await page.getByTestId('party-lookup-name').waitFor();
    expect(await page.getByTestId('party-lookup-name').textContent()).toBe("RASHIDOV JASUR OLIM O'G'LI");
    await screenshot(page, 'wizard-1-lookup-oz');
    await page.getByTestId('wizard-next').click();

    // Step 2: "next" without a subject names what is missing; a description fills it.
    await page.getByTestId('wizard-subjects').waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('step-missing-subject').waitFor();
    await screenshot(page, 'wizard-2-subjects-missing-oz');
    await page.getByTestId('subject-description').fill("Otam Rashidov Olimning Toshkent shahridagi uyidagi meros ulushi");
    await page.getByTestId('subject-add').click();
    await page.getByTestId('wizard-subject-row').waitFor();
    await language(page, 'Рус');
    await screenshot(page, 'wizard-2-subjects-ru');
    await language(page, "O'zb");
    await page.getByTestId('wizard-next').click();

    // Step 3: the notary, chosen automatically.
    await page.getByTestId('wizard-notary').waitFor();
    await page.getByTestId('notary-apply').click();
    await page.getByTestId('wizard-notary-chosen').waitFor();
    await language(page, 'Ўзб');
    await screenshot(page, 'wizard-3-notary-uz');
    await language(page, "O'zb");
    await page.getByTestId('wizard-next').click();

    // Step 4: nothing missing; sending asks first (acts-domain 4), then the card shows the check step.
    await page.getByTestId('wizard-review').waitFor();
    await page.getByTestId('wizard-complete').waitFor();
    await screenshot(page, 'wizard-4-review-oz');
    await language(page, 'Рус');
    await screenshot(page, 'wizard-4-review-ru');
    await language(page, "O'zb");
    await page.getByTestId('wizard-send').click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'wizard-4-confirm-oz');
    await page.getByTestId('wizard-confirm-ok').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/my_notarial_act/${uuid}`);
    await page.getByTestId('act-card').waitFor();
    const card = await (await api!.api(`notarial_act/${uuid}`)).json();
    expect(card).toMatchObject({ step: 2, status: 'active', typeId: 12047 });
    await screenshot(page, 'wizard-5-sent-oz');
  });
});
