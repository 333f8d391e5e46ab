import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format.ts';

describe('dates in Tashkent time (spec/shell.md 1)', () => {
  it('shows an instant as dd.mm.yyyy in Tashkent, whatever the machine zone', () => {
    // 20:30 UTC is already the next day in Tashkent (UTC+5).
    expect(formatDate('2025-03-09T20:30:00Z')).toBe('10.03.2025');
    expect(formatDateTime('2025-03-09T20:30:05Z')).toBe('10.03.2025 01:30:05');
  });
  it('keeps calendar dates and registry dates as they are', () => {
    expect(formatDate('1990-07-01')).toBe('01.07.1990');
    expect(formatDate('01.07.1990')).toBe('01.07.1990');
    expect(formatDate(null)).toBe('');
  });
  it('shows visit times as HH:mm', () => {
    expect(formatTime('9:05:00')).toBe('09:05');
    expect(formatTime(null)).toBe('');
  });
});

describe('phones', () => {
  it('shows national numbers with the country code', async () => {
    const { formatPhone } = await import('./format.ts');
    expect(formatPhone('901234567')).toBe('+998 (90) 123-45-67');
    expect(formatPhone('+998901234567')).toBe('+998 (90) 123-45-67');
    expect(formatPhone('12')).toBe('12');
  });
});
