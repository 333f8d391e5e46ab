import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminNotary, AdminNotaryPage, AdminNotaryPatch, AdminOffice } from '@notary/domain/contracts';
import { api } from '@notary/ui/http';

export type { AdminNotary, AdminNotaryPage, AdminNotaryPatch, AdminOffice };

export type AdminNotariesParams = { page: number; size: number; search?: string; licenseStatus?: string; officeId?: string };

/** GET /api/admin/notaries (administrators). */
export async function getAdminNotaries(params: AdminNotariesParams): Promise<AdminNotaryPage> {
  const searchParams: Record<string, string> = { page: String(params.page), size: String(params.size) };
  if (params.search) searchParams.search = params.search;
  if (params.licenseStatus) searchParams.licenseStatus = params.licenseStatus;
  if (params.officeId) searchParams.officeId = params.officeId;
  return api.get('admin/notaries', { searchParams }).json<AdminNotaryPage>();
}

export const getAdminNotariesQueryOptions = (params: AdminNotariesParams) =>
  queryOptions({ queryKey: ['admin', 'notaries', params], queryFn: () => getAdminNotaries(params), placeholderData: keepPreviousData });

export function useAdminNotaries(params: AdminNotariesParams) {
  return useQuery(getAdminNotariesQueryOptions(params));
}

/** GET /api/admin/offices: every office, for the filter and the office assignment. */
export async function getAdminOffices(): Promise<AdminOffice[]> {
  return api.get('admin/offices').json<AdminOffice[]>();
}

export function useAdminOffices() {
  return useQuery({ queryKey: ['admin', 'offices'], queryFn: getAdminOffices, staleTime: 60_000 });
}

/** PATCH /api/admin/notaries/:id: licence status, office, the ministry's rating. */
export async function patchAdminNotary(id: string, patch: AdminNotaryPatch): Promise<AdminNotary> {
  return api.patch(`admin/notaries/${encodeURIComponent(id)}`, { json: patch }).json<AdminNotary>();
}

export function usePatchAdminNotary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminNotaryPatch }) => patchAdminNotary(id, patch),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'notaries'] });
      void client.invalidateQueries({ queryKey: ['admin', 'offices'] });
    },
  });
}
