import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmsOutboxMessage } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';

/** One message the shipped SMS gateway wrote to its outbox (GET /api/sms_outbox, issue 5.6). */
export type { SmsOutboxMessage };

/** The page sizes the API allows (1–200) that the screen offers. */
export const SMS_OUTBOX_LIMITS = [50, 100, 200] as const;
export type SmsOutboxLimit = (typeof SMS_OUTBOX_LIMITS)[number];

export type SmsOutboxFilters = {
  /** 9 digits, or absent for every phone. */
  phone?: string;
  /** The act's uuid, or absent for every act. */
  actId?: string;
  limit: SmsOutboxLimit;
};

/** Administrators only; the API answers newest first. */
export async function getSmsOutbox(filters: SmsOutboxFilters): Promise<SmsOutboxMessage[]> {
  const searchParams: Record<string, string> = { limit: String(filters.limit) };
  if (filters.phone) searchParams.phone = filters.phone;
  if (filters.actId) searchParams.actId = filters.actId;
  return api.get('sms_outbox', { searchParams }).json<SmsOutboxMessage[]>();
}

export const getSmsOutboxQueryOptions = (filters: SmsOutboxFilters) =>
  queryOptions({
    queryKey: ['sms-outbox', { phone: filters.phone ?? null, actId: filters.actId ?? null, limit: filters.limit }],
    queryFn: () => getSmsOutbox(filters),
    // An outbox is read to see what was just sent: never serve a 30-second-old copy on open.
    staleTime: 0,
  });

export function useSmsOutbox(filters: SmsOutboxFilters) {
  return useQuery(getSmsOutboxQueryOptions(filters));
}
