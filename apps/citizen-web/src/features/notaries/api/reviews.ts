import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@notary/ui/http';

import type { Review, ReviewAdded, ReviewBody, ReviewPage, Visits } from '@notary/domain/contracts';

export type { Review, Visits };

/** GET /api/notaries/:id/reviews */
export async function getReviews(notaryId: string, page: number): Promise<ReviewPage> {
  return api.get(`notaries/${notaryId}/reviews`, { searchParams: { page, size: 5 } }).json<ReviewPage>();
}

export function useReviews(notaryId: string, page: number) {
  return useQuery({ queryKey: ['notaries', 'reviews', notaryId, page], queryFn: () => getReviews(notaryId, page), placeholderData: keepPreviousData });
}

/** GET /api/notaries/:id/visits (signed in): the person's previous visits to this notary. */
export async function getVisits(notaryId: string): Promise<Visits> {
  return api.get(`notaries/${notaryId}/visits`).json<Visits>();
}

export function useVisits(notaryId: string, enabled: boolean) {
  return useQuery({ queryKey: ['notaries', 'visits', notaryId], queryFn: () => getVisits(notaryId), enabled });
}

/** POST /api/notaries/:id/reviews */
export async function addReview(notaryId: string, body: ReviewBody): Promise<ReviewAdded> {
  return api.post(`notaries/${notaryId}/reviews`, { json: body }).json<ReviewAdded>();
}

export function useAddReview(notaryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => addReview(notaryId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notaries'] }),
  });
}
