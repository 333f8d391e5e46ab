/** Tiyin → "1 234 567.89 so'm" (spec/shell.md 5: two decimals, space group separator). */
export function formatSom(tiyin: number): string {
  const sign = tiyin < 0 ? '−' : '';
  const abs = Math.abs(tiyin);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')} so'm`;
}
