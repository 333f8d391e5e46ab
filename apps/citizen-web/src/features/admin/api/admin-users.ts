import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { AdminUser, AdminUserPage, AdminUserPatch } from '@notary/domain/contracts';

export type { AdminUser, AdminUserPage, AdminUserPatch };

/** 1 active, 2 blocked (the API's USER_STATE). */
export const USER_STATE = { active: 1, blocked: 2 } as const;
export const ADMIN_ROLES = ['citizen', 'notary', 'admin'] as const;

export async function getAdminUsers(params: { page: number; size: number; search: string }): Promise<AdminUserPage> {
  const searchParams: Record<string, string> = { page: String(params.page), size: String(params.size) };
  if (params.search.trim()) searchParams.search = params.search.trim();
  const body = await api.get('admin/users', { searchParams }).json<AdminUserPage | AdminUser[]>();
  // A plain array is a single page of everything.
  return Array.isArray(body) ? { items: body, total: body.length, page: 1, size: body.length } : body;
}

export const getAdminUsersQueryOptions = (params: { page: number; size: number; search: string }) =>
  queryOptions({ queryKey: ['admin', 'users', params], queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData });

export function useAdminUsers(params: { page: number; size: number; search: string }) {
  return useQuery(getAdminUsersQueryOptions(params));
}

export async function getAdminUser(id: string): Promise<AdminUser> {
  return api.get(`admin/users/${encodeURIComponent(id)}`).json<AdminUser>();
}

export const getAdminUserQueryOptions = (id: string) => queryOptions({ queryKey: ['admin', 'users', 'one', id], queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string) {
  return useQuery(getAdminUserQueryOptions(id));
}

export async function patchAdminUser(id: string, patch: AdminUserPatch): Promise<AdminUser> {
  return api.patch(`admin/users/${encodeURIComponent(id)}`, { json: patch }).json<AdminUser>();
}

export function usePatchAdminUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminUserPatch) => patchAdminUser(id, patch),
    onSuccess: (user) => {
      client.setQueryData(getAdminUserQueryOptions(id).queryKey, user);
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
