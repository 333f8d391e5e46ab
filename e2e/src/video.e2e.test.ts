import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// Development-only face video of services/face-check (docs/face-check.md), derived at test time, never shipped.
import { ensureHdCamera } from '../../services/face-check/scripts/fixtures.mjs';
// The act at step 8 with its parties and fee, set up in the database (shared with bench/video-rooms.mjs).
import { createVideoAct, deleteVideoAct } from '../../tools/video-act.mjs';
import { passCheckBeforeJoining } from './act-steps.ts';
import { launchChromium, screenshot } from './browser.ts';
import { acceptTerms, mintSession, signedInPage, withdrawTerms, type MintedSession } from './sessions.ts';
import { waitForFaceModels } from './sign-in.ts';

// Issue 16.1–16.4: the notary and two parties of a video-registered act meet in one
// conference through the product's Janus (started by `npm start`), each after the check
// before joining, and each sees the other two. The act at step 8 is set up in the
// database (no screen makes one directly; the console-acts e2e walks the steps), and the
// three people get minted sessions (sessions.ts, the API's token format): the face-check
// sign-in has its own e2e files, this one is about the conference.
// Issue 16.3 and 16.5: the parties' browser plays a recorded face (the face-check
// fixture at the conference's 1280×720; the product runs with
// FACE_CHECK_FIXED_CHALLENGE=eyes, which the recording performs), so both parties
// pass the face check inside the call; then the notary registers from the call.
// The notary's tab also closes while recording (the recording stops, is stored and plays), and a
// party's network drops and comes back ("lost", then "established").
// Demo people have no registry photo until a first live check enrols one
// (DEMO_ENROLMENT, on outside production): identity.e2e signs these two people
// in with the same recorded face, so whichever file runs first, the face matches.

const NOTARY_PIN = '31906756022342'; // Abdullayev Rustam, a demo notary
const PARTY_PINS = ['40808900011852', '42207886111086']; // Yusupova Dilnoza, Karimova Nilufar

type Person = { pin: string; session: MintedSession; acceptedHere: boolean; page: Page | null };

/** The remote tiles' videos: their frame width, how far each has played, and its live audio tracks. */
const remoteVideos = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="remote-tile"] video')].map((element) => {
      const v = element as HTMLVideoElement;
      const audio = v.srcObject instanceof MediaStream ? v.srcObject.getAudioTracks().filter((t) => t.readyState === 'live').length : 0;
      return { width: v.videoWidth, time: v.currentTime, audio };
    }),
  );

/**
 * A party takes the face check inside the call. The recorded face closes and opens its eyes
 * once in a few seconds; on a machine loaded by the rest of the run (two cores, three
 * conference pages, Janus and the face check), frames come too slowly to see it within
 * the step's 8 s, and the check ends "Koʻrsatmalar bajarilmadi." (liveness_failed) with
 * its button offered again: then the party takes it again, as a person would, three
 * times at most. Any other outcome fails the test.
 */
async function takeFaceCheckInCall(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByTestId('identity-start').click();
    await page.getByTestId('face-check-dialog').getByTestId('face-check-guidance').waitFor({ timeout: 20_000 });
    const own = page.getByTestId('identity-own');
    let outcome: 'confirmed' | 'error' | null = null;
    for (const until = Date.now() + 90_000; outcome === null && Date.now() < until; ) {
      if ((await own.getAttribute('data-status')) === 'confirmed') outcome = 'confirmed';
      else if ((await page.getByTestId('identity-error').count()) > 0) outcome = 'error';
      else await page.waitForTimeout(250);
    }
    if (outcome === 'confirmed') return;
    expect(outcome, 'the face check in the call ends within 90 s').toBe('error');
    expect(await page.getByTestId('identity-error').textContent()).toBe('Koʻrsatmalar bajarilmadi.');
    expect(attempt, 'a check the run\'s load failed is taken again twice at most').toBeLessThan(3);
  }
}

describe('a video conference on the media server (issue 16)', () => {
  let browser: Browser;
  let faceBrowser: Browser;
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  let actId = '';
  let vehicleId = '';
  const people: Person[] = [];

  beforeAll(async () => {
    await db.connect();
    ({ actId, vehicleId } = await createVideoAct(db, { notaryPin: NOTARY_PIN, partyPins: [PARTY_PINS[0]!, PARTY_PINS[1]!] }));
    for (const pin of [NOTARY_PIN, ...PARTY_PINS]) {
      const session = await mintSession(db, pin);
      people.push({ pin, session, acceptedHere: await acceptTerms(session), page: null });
    }
    // Chromium's own fake camera (its test pattern) gives any resolution asked, so the 1280×720 check passes: the notary's.
    // The parties' camera plays the recorded face at 1280×720 (a file plays at its own size).
    browser = await launchChromium();
    faceBrowser = await launchChromium({ fakeVideo: ensureHdCamera() });
    await waitForFaceModels();
  }, 120_000);

  afterAll(async () => {
    // The demo people as the other files expect them: terms not accepted (this also ends the session).
    for (const person of people) if (person.acceptedHere) await withdrawTerms(person.session);
    await deleteVideoAct(db, { actId, vehicleId });
    await db.end();
    await browser?.close();
    await faceBrowser?.close();
  });

  /** Opens the conference route signed in as `person`, passes the check before joining and joins. */
  async function join(person: Person, path: string, shots: string, inBrowser = browser): Promise<Page> {
    const { page } = await signedInPage(inBrowser, db, person.pin);
    await page.goto(path);
    await page.getByTestId('video-prejoin').waitFor();
    await expect.poll(() => page.getByTestId('video-prejoin-join').isDisabled()).toBe(true);
    await passCheckBeforeJoining(page);
    await screenshot(page, `${shots}-prejoin`);
    await page.getByTestId('video-prejoin-join').click();
    await page.getByTestId('local-tile').waitFor({ timeout: 30_000 });
    person.page = page;
    return page;
  }

  it('the notary opens the room, two parties join, and each sees and hears the other two live', { timeout: 240_000 }, async () => {
    const [notary, first, second] = people as [Person, Person, Person];
    await join(notary, `/console/acts/${actId}/video`, 'video-notary');
    await join(first, `/enotarial_act/${actId}/video`, 'video-party-1', faceBrowser);
    await join(second, `/enotarial_act/${actId}/video`, 'video-party-2', faceBrowser);

    // Every page plays two remote streams that Janus forwards: frames arrive and time runs.
    for (const person of [notary, first, second]) {
      await expect
        .poll(async () => {
          const videos = await remoteVideos(person.page!);
          return videos.length === 2 && videos.every((v) => v.width > 0 && v.time > 0.5 && v.audio === 1);
        }, { timeout: 45_000 })
        .toBe(true);
    }
    const before = await remoteVideos(notary.page!);
    await notary.page!.waitForTimeout(1500);
    const after = await remoteVideos(notary.page!);
    expect(after.every((v, i) => v.time > before[i]!.time)).toBe(true);
    // Under load (two cores, load average 16 measured) a connection may still be restoring for a moment: each must settle established.
    await expect.poll(() => notary.page!.getByTestId('peer-state').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state'))), { timeout: 15_000 }).toEqual(['established', 'established', 'established']);
    // Issue 16.3: the notary sees each party's identity state beside the call (nobody has taken the face check
    // yet), and asking a party to take the check reaches that party live.
    const rows = notary.page!.getByTestId('identity-row');
    await expect.poll(() => rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-status'))), { timeout: 10_000 }).toEqual(['pending', 'pending']);
    await rows.first().getByTestId('identity-ask').click();
    await first.page!.getByTestId('identity-asked').waitFor({ timeout: 10_000 });
    await expect.poll(() => rows.first().getByTestId('identity-status').textContent(), { timeout: 10_000 }).toBe("Qayta tekshirish so'raldi");
    await screenshot(notary.page!, 'video-notary-conference');
    await screenshot(first.page!, 'video-party-conference');
    // The registration waits for every party's check.
    const register = () => notary.page!.getByTestId('register-in-call-button');
    expect(await register().isDisabled()).toBe(true);

    // Both parties take the face check inside the call (the recorded face, liveness and the registry photo), the
    // first as the notary asked; the notary sees each "identity confirmed by face check".
    await Promise.all([first, second].map((party) => takeFaceCheckInCall(party.page!)));
    await expect.poll(() => rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-status'))), { timeout: 10_000 }).toEqual(['confirmed', 'confirmed']);
    expect(await rows.getByTestId('identity-status').allTextContents()).toEqual(['Shaxs yuzni tekshirish orqali tasdiqlandi', 'Shaxs yuzni tekshirish orqali tasdiqlandi']);
    expect(await first.page!.getByTestId('identity-asked').count()).toBe(0);
    await screenshot(notary.page!, 'video-notary-identity-confirmed');

    // Issue 16.4: the notary records a few seconds; a party sees the mark come and go, the notary the video being saved; each person's video is stored.
    await notary.page!.getByTestId('recording-toggle').click();
    await first.page!.getByTestId('recording-indicator').waitFor({ timeout: 10_000 });
    await notary.page!.getByTestId('recording-indicator').waitFor({ timeout: 10_000 });
    await notary.page!.waitForTimeout(3000);
    // Watched on both pages at once from the stop: the notice shows for as long as the saving takes (a second or
    // two), and a party's page slow to drop its mark (three browsers on two cores) must not use that time up.
    const saving = notary.page!.getByTestId('recording-saving').waitFor({ timeout: 20_000 });
    await notary.page!.getByTestId('recording-toggle').click();
    await Promise.all([first.page!.getByTestId('recording-indicator').waitFor({ state: 'detached', timeout: 10_000 }), saving]);
    await notary.page!.getByTestId('recording-saving').waitFor({ state: 'detached', timeout: 30_000 });
    const recordings = (await db.query('SELECT user_id FROM video_recording WHERE act_id = $1', [actId])).rows as { user_id: string }[];
    const ids = (await db.query('SELECT id FROM users WHERE pin = ANY($1)', [[NOTARY_PIN, ...PARTY_PINS]])).rows.map((r: { id: string }) => r.id).sort();
    expect(recordings.map((r) => r.user_id).sort()).toEqual(ids);

    // The notary's tab closes abruptly while recording: the conference stops the recording (a party sees the mark go),
    // the notary who comes back finds it stopped, and each person's video up to then is stored.
    await notary.page!.getByTestId('recording-toggle').click();
    await first.page!.getByTestId('recording-indicator').waitFor({ timeout: 10_000 });
    const recordedFrom = Date.now();
    await notary.page!.waitForTimeout(2000);
    await notary.page!.context().close();
    const recordedMs = Date.now() - recordedFrom;
    await first.page!.getByTestId('recording-indicator').waitFor({ state: 'detached', timeout: 15_000 });
    await join(notary, `/console/acts/${actId}/video`, 'video-notary-again');
    // Back in the call, the notary receives both parties again (a subscription that stalls is made afresh).
    await expect
      .poll(() => notary.page!.getByTestId('peer-state').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state'))), { timeout: 30_000 })
      .toEqual(['established', 'established', 'established']);
    expect(await notary.page!.getByTestId('recording-toggle').textContent()).toBe('Yozishni boshlash');
    expect(await notary.page!.getByTestId('recording-indicator').count()).toBe(0);
    await expect.poll(async () => Number((await db.query('SELECT count(*) FROM video_recording WHERE act_id = $1', [actId])).rows[0].count), { timeout: 30_000 }).toBe(6);
    const interrupted = (
      await db.query(
        `SELECT r.sha256, r.duration_ms AS "durationMs" FROM video_recording r JOIN users u ON u.id = r.user_id WHERE r.act_id = $1 AND u.pin = $2 ORDER BY r.started_at DESC LIMIT 1`,
        [actId, NOTARY_PIN],
      )
    ).rows[0] as { sha256: string; durationMs: number };

    // Issue 16.5: every party confirmed, the notary registers from the call (blank series and number left empty);
    // the parties see "registered" live, with the register number.
    // (Not yet: the poll shows the card's reason.)
    await expect.poll(async () => ((await register().isEnabled()) ? 'enabled' : await notary.page!.getByTestId('register-in-call').textContent()), { timeout: 10_000 }).toBe('enabled');
    await register().click();
    const dialog = notary.page!.getByTestId('event-dialog');
    await dialog.getByTestId('blank-series').waitFor();
    await dialog.getByTestId('event-confirm').click();
    await dialog.getByTestId('blank-series').waitFor({ state: 'hidden', timeout: 20_000 });
    const registered = (await db.query('SELECT status, regnum FROM notarial_act WHERE id = $1', [actId])).rows[0] as { status: string; regnum: string };
    expect(registered.status).toBe('registered');
    for (const person of [notary, first, second]) {
      await expect.poll(() => person.page!.getByTestId('registered-in-call').textContent(), { timeout: 10_000 }).toContain(registered.regnum);
    }
    await screenshot(first.page!, 'video-party-registered');

    // A party's network drops: their connections show "lost" (then being restored); back on line, "established" again,
    // and the notary plays their video again.
    const statesOf = (page: Page) => page.getByTestId('peer-state').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-state')));
    await first.page!.context().setOffline(true);
    await expect.poll(async () => (await statesOf(first.page!)).includes('lost'), { timeout: 20_000 }).toBe(true);
    await first.page!.context().setOffline(false);
    await expect.poll(() => statesOf(first.page!), { timeout: 20_000 }).toEqual(['established', 'established', 'established']);
    await expect.poll(() => statesOf(notary.page!), { timeout: 20_000 }).toEqual(['established', 'established', 'established']);
    await expect.poll(async () => (await remoteVideos(notary.page!)).length, { timeout: 10_000 }).toBe(2);
    // A party whose tab closes leaves the others' conference; the rest goes on.
    await second.page!.close();
    await expect.poll(async () => (await remoteVideos(notary.page!)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await remoteVideos(first.page!)).length, { timeout: 20_000 }).toBe(1);

    // Someone who is not of the act gets no join token.
    const stranger = await mintSession(db, '30707926043603');
    expect((await stranger.api(`notarial_act/${actId}/video/token`, { method: 'POST' })).status).toBe(403);
    await db.query('DELETE FROM sessions WHERE id = $1', [stranger.sessionId]);

    // The act card's video tab lists the three people's recordings with players.
    await first.page!.goto(`/my_notarial_act/${actId}?tab=video`);
    await expect.poll(() => first.page!.getByTestId('video-recording-player').count(), { timeout: 20_000 }).toBe(6);
    // The notary's interrupted recording plays in Chromium for at least the seconds it recorded, and its bytes are
    // the ones whose SHA-256 the act keeps.
    const card = first.page!.getByTestId('video-recording').filter({ hasText: interrupted.sha256 });
    const played = await card.getByTestId('video-recording-player').evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      if (video.readyState < 1) await new Promise((resolve, reject) => ((video.onloadedmetadata = resolve), (video.onerror = reject)));
      const bytes = await (await fetch(video.currentSrc, { credentials: 'include' })).arrayBuffer();
      const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
      return { duration: video.duration, digest, width: video.videoWidth };
    });
    expect(played.digest).toBe(interrupted.sha256);
    expect(played.width).toBeGreaterThan(0);
    expect(Number.isFinite(played.duration)).toBe(true);
    expect(played.duration * 1000).toBeGreaterThanOrEqual(recordedMs - 1000);
    expect(interrupted.durationMs).toBeGreaterThanOrEqual(recordedMs - 1000);
  });
});
