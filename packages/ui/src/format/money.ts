import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/index.ts';

/** The currency's name in the UI language: so'm (oz), сўм (uz), сум (ru). */
const SOM = msg`so'm`;

/**
 * Tiyin → "1 234 567.89 so'm" in the UI language (spec/shell.md 5: two
 * decimals, a space between groups). Integer arithmetic, so a sum in tiyin
 * is never rounded through a float.
 */
export function formatTiyin(tiyin: number): string {
  const rounded = Math.round(tiyin);
  const sign = rounded < 0 ? '−' : '';
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} ${i18n._(SOM)}`;
}

/** An amount in so'm (a fine) shown the same way. */
export function formatSom(som: number): string {
  return formatTiyin(Math.round(som * 100));
}
