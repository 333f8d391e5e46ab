import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@notary/ui/http';

export type Dictionary = 'regions' | 'districts' | 'offices' | 'act_types' | 'catalogue';
export type DictionaryStatus = {
  dictionary: Dictionary;
  count: number;
  lastRefresh: { finishedAt: string; source: string; inserted: number; updated: number; unchanged: number } | null;
};
export type RefreshResult = { dictionary: Dictionary; ok: boolean; counts?: { inserted: number; updated: number; unchanged: number }; error?: string };

/** GET /api/dictionary (administrators). */
export async function getDictionaryStatus(): Promise<DictionaryStatus[]> {
  return api.get('dictionary').json();
}

export function useDictionaryStatus(enabled: boolean) {
  return useQuery({ queryKey: ['dictionary'], queryFn: getDictionaryStatus, enabled });
}

/** POST /api/dictionary/refresh */
export function useRefreshDictionaries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dictionaries: Dictionary[]) => api.post('dictionary/refresh', { json: { dictionaries } }).json<RefreshResult[]>(),
    // Reference data changed: every cached list built on it refetches.
    onSuccess: () => client.invalidateQueries(),
  });
}
