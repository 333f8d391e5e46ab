import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@notary/ui/http';

import type { Dictionary, DictionaryRefresh, DictionaryStatus } from '@notary/domain/contracts';

export type { Dictionary, DictionaryRefresh, DictionaryStatus };

/** GET /api/dictionary (administrators). */
export async function getDictionaryStatus(): Promise<DictionaryStatus[]> {
  return api.get('dictionary').json<DictionaryStatus[]>();
}

export function useDictionaryStatus(enabled: boolean) {
  return useQuery({ queryKey: ['dictionary'], queryFn: getDictionaryStatus, enabled });
}

/** POST /api/dictionary/refresh */
export async function refreshDictionaries(dictionaries: Dictionary[]): Promise<DictionaryRefresh[]> {
  return api.post('dictionary/refresh', { json: { dictionaries } }).json<DictionaryRefresh[]>();
}

export function useRefreshDictionaries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshDictionaries,
    // Reference data changed: every cached list built on it refetches.
    onSuccess: () => client.invalidateQueries(),
  });
}
