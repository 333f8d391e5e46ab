import { formatDate as formatTashkentDate, formatDateTime as formatTashkentDateTime, parseIsoDate } from '@notary/domain/time';

// The domain's Tashkent time does the arithmetic (one source for the API and
// the apps); these wrappers take what the API sends: ISO instants,
// yyyy-mm-dd calendar days, or dates the registry already wrote dd.mm.yyyy.

const DOTTED_DATE = /^\d{2}\.\d{2}\.\d{4}/;

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd.mm.yyyy in Tashkent time (spec/shell.md 1). A value that already reads
 * dd.mm.yyyy is shown as it is; a bare yyyy-mm-dd is a calendar date, not an
 * instant, and is not shifted.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    if (DOTTED_DATE.test(value)) return value.slice(0, 10);
    const calendar = parseIsoDate(value);
    if (calendar) return formatTashkentDate(calendar);
  }
  const date = toDate(value);
  return date ? formatTashkentDate(date) : String(value);
}

/** dd.mm.yyyy HH:mm:ss in Tashkent time. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DOTTED_DATE.test(value)) return value;
  const date = toDate(value);
  return date ? formatTashkentDateTime(date) : String(value);
}

/** HH:mm of a visit time as the API gives it (`14:30` or `14:30:00`). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : value;
}

/** A national phone number (9 digits, spec/shell.md 5) shown as +998 (90) 123-45-67. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('998') ? digits.slice(3) : digits;
  if (national.length !== 9) return value;
  return `+998 (${national.slice(0, 2)}) ${national.slice(2, 5)}-${national.slice(5, 7)}-${national.slice(7)}`;
}
