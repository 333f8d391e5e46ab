import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/index.ts';
import { formatSom, formatTiyin } from './money.ts';

afterEach(async () => {
  await activateLocale('oz');
});

describe('money (spec/shell.md 5: two decimals, space group separator)', () => {
  it('shows tiyin as so\'m with two decimals and grouped thousands', () => {
    expect(formatTiyin(123_456_789)).toBe("1 234 567.89 so'm");
    expect(formatTiyin(5)).toBe("0.05 so'm");
    expect(formatTiyin(-37_500)).toBe("−375.00 so'm");
    expect(formatSom(340_000)).toBe("340 000.00 so'm");
  });

  it.each([
    ['oz', "so'm"],
    ['uz', 'сўм'],
    ['ru', 'сум'],
  ] as const)('names the currency in %s as %s', async (locale, unit) => {
    await activateLocale(locale);
    expect(formatTiyin(100)).toBe(`1.00 ${unit}`);
    expect(formatSom(1_500)).toBe(`1 500.00 ${unit}`);
  });
});
