import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Steps of an act's life that several browser tests and the acts tour take
 * alike: reading the card's step, the visit time as the console's calendar
 * takes it, and the check before joining a video conference.
 */

/** The act card shows this step (its number in the "general" tab), live: polled, never reloaded. */
export async function seesStep(page: Page, step: number, timeout = 20_000): Promise<void> {
  await expect.poll(async () => (await page.getByTestId('general-step').textContent())?.trim().split('.')[0], { timeout }).toBe(String(step));
}

/** A moment as the console's calendar takes it, in Tashkent time: the day (dd.mm.yyyy) and the time (HH:MM). */
export function visitFields(moment: Date): { day: string; hhmm: string } {
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moment);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric' }).format(moment).replaceAll('/', '.');
  return { day, hhmm };
}

/** The conference's check before joining: devices, connection speed, the "nobody else" acknowledgement. */
export async function passCheckBeforeJoining(page: Page): Promise<void> {
  await page.getByTestId('video-check-devices').click();
  await page.getByTestId('video-check-devices-ok').waitFor({ timeout: 30_000 });
  await page.getByTestId('video-check-speed').click();
  await page.getByTestId('video-check-speed-result').waitFor({ timeout: 30_000 });
  await page.getByTestId('video-check-alone').check();
}
