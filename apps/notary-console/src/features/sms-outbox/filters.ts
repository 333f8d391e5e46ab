import { FIELDS } from '@notary/domain/validation';
import { SmsOutboxQuery } from '@notary/domain/contracts';
import * as v from 'valibot';
import { SMS_OUTBOX_LIMITS, type SmsOutboxFilters, type SmsOutboxLimit } from './api/get-sms-outbox.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DEFAULT_LIMIT: SmsOutboxLimit = 50;

export function isLimit(value: number): value is SmsOutboxLimit {
  return (SMS_OUTBOX_LIMITS as readonly number[]).includes(value);
}

/** The API takes an act's whole uuid (it answers 400 to anything else). */
export function isActId(value: string): boolean {
  return UUID.test(value);
}

/** The form's message key for an act id that is not a whole uuid. */
export const WRONG_ACT_ID = 'error_wrong_act_id';

/**
 * The filter form: phone and act, each empty (every one) or what the API
 * takes; the phone by the domain's phone rule (spec/shell.md 5, the row
 * PhoneSchema is built from), the act id trimmed and lower-cased.
 */
export const SmsOutboxFilterFormSchema = v.object({
  phone: v.pipe(v.string(), v.check((phone) => phone === '' || FIELDS.phone.pattern.test(phone), FIELDS.phone.invalidMessage)),
  actId: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.check((actId) => actId === '' || isActId(actId), WRONG_ACT_ID)),
});

/**
 * The filters kept in the page's query string (a reload or a shared link
 * shows the same list). A value the API would refuse is dropped rather than
 * sent, so a hand-edited link lists everything instead of failing.
 */
export const SMS_OUTBOX_PARAMS = {
  // Phone and act with the API's own query schema (GET /api/sms_outbox).
  phone: SmsOutboxQuery.entries.phone,
  actId: SmsOutboxQuery.entries.actId,
  // The page sizes the screen offers, of the 1–200 the API takes.
  limit: v.pipe(
    v.string(),
    v.transform(Number),
    v.check((limit) => isLimit(limit)),
    v.transform((limit) => limit as SmsOutboxLimit),
  ),
};

export type SmsOutboxParams = { phone?: string; actId?: string; limit?: SmsOutboxLimit };

export function filtersOfParams(params: SmsOutboxParams): SmsOutboxFilters {
  return { ...(params.phone ? { phone: params.phone } : {}), ...(params.actId ? { actId: params.actId } : {}), limit: params.limit ?? DEFAULT_LIMIT };
}

/** The default page size stays out of the address. */
export function paramsOfFilters(filters: SmsOutboxFilters): SmsOutboxParams {
  return { phone: filters.phone, actId: filters.actId, limit: filters.limit === DEFAULT_LIMIT ? undefined : filters.limit };
}
