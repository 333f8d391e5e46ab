import { FIELDS } from '@notary/domain/validation';
import { SMS_OUTBOX_LIMITS, type SmsOutboxFilters, type SmsOutboxLimit } from './api/get-sms-outbox.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEFAULT_LIMIT: SmsOutboxLimit = 50;

export function isLimit(value: number): value is SmsOutboxLimit {
  return (SMS_OUTBOX_LIMITS as readonly number[]).includes(value);
}

/** The domain's phone rule (spec/shell.md 5, the row PhoneSchema is built from): its message key, or null when valid. */
export function phoneError(phone: string): string | null {
  if (phone === '') return null;
  return FIELDS.phone.pattern.test(phone) ? null : FIELDS.phone.invalidMessage;
}

/** The API takes an act's whole uuid (it answers 400 to anything else). */
export function isActId(value: string): boolean {
  return UUID.test(value);
}

/**
 * The filters kept in the page's query string (a reload or a shared link
 * shows the same list). A value the API would refuse is dropped rather than
 * sent, so a hand-edited link lists everything instead of failing.
 */
export function filtersFromSearch(params: URLSearchParams): SmsOutboxFilters {
  const phone = (params.get('phone') ?? '').replace(/\D/g, '');
  const actId = (params.get('actId') ?? '').trim().toLowerCase();
  const limit = Number(params.get('limit'));
  return {
    ...(phone && phoneError(phone) === null ? { phone } : {}),
    ...(isActId(actId) ? { actId } : {}),
    limit: isLimit(limit) ? limit : DEFAULT_LIMIT,
  };
}

export function searchOfFilters(filters: SmsOutboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.phone) params.set('phone', filters.phone);
  if (filters.actId) params.set('actId', filters.actId);
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}
