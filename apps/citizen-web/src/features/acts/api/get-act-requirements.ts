import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { Catalogue, Localised, LocalisedList, ServiceDetails } from '@notary/domain/contracts';

/** What the catalogue says an act of one type needs (GET /api/catalogue, then GET /api/catalogue/:id). */
export type ActRequirements = {
  serviceId: number;
  name: Localised;
  documents: LocalisedList;
  participants: LocalisedList;
};

/**
 * The catalogue service of an act type, with its required documents and
 * participants; null when the catalogue has no service of that type.
 */
export async function getActRequirements(actTypeId: number): Promise<ActRequirements | null> {
  // Only the catalogue's own answers are read: a failure here must not toast over the page.
  const catalogue = await api.get('catalogue', { context: { silent: true } }).json<Catalogue>();
  const service = catalogue.groups.flatMap((group) => group.services).find((s) => s.actTypeId === actTypeId);
  if (!service) return null;
  const details = await api.get(`catalogue/${service.id}`, { context: { silent: true } }).json<ServiceDetails>();
  return { serviceId: details.id, name: details.name, documents: details.documents, participants: details.participants };
}

export const getActRequirementsQueryOptions = (actTypeId: number) =>
  queryOptions({ queryKey: ['acts', 'requirements', actTypeId], queryFn: () => getActRequirements(actTypeId), staleTime: 10 * 60_000 });

export function useActRequirements(actTypeId: number | null) {
  return useQuery({ ...getActRequirementsQueryOptions(actTypeId ?? 0), enabled: actTypeId !== null });
}
