import type { Page } from 'playwright-core';

/** YYYY-MM-DD in Asia/Tashkent, by the time zone database (the en-CA form is ISO's). */
const TASHKENT_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Tashkent, as the e-queue's day buttons name it (`equeue-day-YYYY-MM-DD`). */
export function tashkentToday(now = Date.now()): string {
  return TASHKENT_DATE.format(now);
}

/**
 * The test id of the first bookable day after today. Tests book a slot of a
 * later day: today's first slot closes on the hour (a slot is booked at least
 * BOOKING_LEAD_MINUTES ahead), and a run crossing the hour between the list
 * and the booking would be refused it (`slot_too_soon`), as a citizen would.
 */
export async function laterDayTestId(page: Page): Promise<string> {
  const days = page.getByTestId('equeue-days');
  await days.waitFor();
  const today = tashkentToday();
  const ids = await days.locator('[data-testid^="equeue-day-"]:not([disabled])').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  const later = ids.find((id) => id.slice('equeue-day-'.length) > today);
  if (!later) throw new Error(`no bookable day after ${today} among ${ids.join(', ')}`);
  return later;
}

/** Waits until the chosen day is the active one and its slots are listed. */
export async function daySlotsShown(page: Page, dayTestId: string): Promise<void> {
  await page.locator(`[data-testid="${dayTestId}"][data-active]`).waitFor();
  await page.getByTestId('equeue-slots').getByRole('button').first().waitFor({ timeout: 30_000 });
}
