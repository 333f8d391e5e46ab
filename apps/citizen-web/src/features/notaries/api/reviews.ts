import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@notary/ui/http';

export type Review = { id: string; authorName: string; rating: number; text: string; createdAt: string; actTypeId: number | null };

/** GET /api/notaries/:id/reviews */
export async function getReviews(notaryId: string, page: number): Promise<{ items: Review[]; total: number }> {
  return api.get(`notaries/${notaryId}/reviews`, { searchParams: { page, size: 5 } }).json();
}

export function useReviews(notaryId: string, page: number) {
  return useQuery({ queryKey: ['notaries', 'reviews', notaryId, page], queryFn: () => getReviews(notaryId, page), placeholderData: keepPreviousData });
}

export type Visits = {
  acts: { id: string; typeId: number; name: string; regnum: string | null; regdate: string | null; visitAt: string | null; status: string; canReview: boolean; reviewed: boolean }[];
  bookings: { id: string; startsAt: string; state: string; actTypeId: number }[];
};

/** GET /api/notaries/:id/visits (signed in): the person's previous visits to this notary. */
export async function getVisits(notaryId: string): Promise<Visits> {
  return api.get(`notaries/${notaryId}/visits`).json();
}

export function useVisits(notaryId: string, enabled: boolean) {
  return useQuery({ queryKey: ['notaries', 'visits', notaryId], queryFn: () => getVisits(notaryId), enabled });
}

/** POST /api/notaries/:id/reviews */
export function useAddReview(notaryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { actId: string; rating: number | null; text: string }) =>
      api.post(`notaries/${notaryId}/reviews`, { json: body }).json<{ id: string; clientRating: number; reviewsCount: number }>(),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notaries'] }),
  });
}
