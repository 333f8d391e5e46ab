import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KinshipReload } from '@notary/domain/contracts';
import { api } from '../../http/index.ts';
import { ACTS_KEY } from '../api/acts-api.ts';

/**
 * POST /api/notarial_act/:uuid/kinship/reload (acts-domain 8 "No kinship
 * found between parties, with an option to reload kinship data"): the civil
 * registry is asked again; the act's views are refetched with its answer.
 */
export function useReloadKinship(actId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`notarial_act/${encodeURIComponent(actId)}/kinship/reload`).json<KinshipReload>(),
    onSuccess: () => void client.invalidateQueries({ queryKey: ACTS_KEY }),
  });
}
