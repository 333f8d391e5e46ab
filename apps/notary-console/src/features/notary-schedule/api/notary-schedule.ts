import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotaryProfile, NotaryScheduleBody, ReviewPage } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';
import { NOTARY_PROFILE_KEY } from '../../../lib/notary-profile.ts';

export type { NotaryScheduleBody, ReviewPage };

/** PUT /api/notary-profile/schedule: the whole schedule from today on (issue 14.8). */
export async function saveNotarySchedule(body: NotaryScheduleBody): Promise<NotaryProfile> {
  return api.put('notary-profile/schedule', { json: body }).json<NotaryProfile>();
}

export function useSaveNotarySchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotarySchedule,
    onSuccess: (profile) => {
      client.setQueryData(NOTARY_PROFILE_KEY, profile);
      // The office's e-queue (free slots, the day's notaries) reads the schedule.
      void client.invalidateQueries({ queryKey: ['office-equeue'] });
    },
  });
}

export const REVIEWS_PAGE_SIZE = 10;

/** GET /api/notaries/:id/reviews: the reviews the notary received, newest first (the public directory's list). */
export async function getReviews(notaryId: string, page: number): Promise<ReviewPage> {
  return api.get(`notaries/${encodeURIComponent(notaryId)}/reviews`, { searchParams: { page: String(page), size: String(REVIEWS_PAGE_SIZE) } }).json<ReviewPage>();
}

export const getReviewsQueryOptions = (notaryId: string, page: number) =>
  queryOptions({ queryKey: ['notary-reviews', notaryId, page], queryFn: () => getReviews(notaryId, page), placeholderData: keepPreviousData });

export function useReviews(notaryId: string, page: number) {
  return useQuery(getReviewsQueryOptions(notaryId, page));
}
