import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@notary/ui/http';
import type { AdminNotaryPage, AdminUser, AdminUserPage, AdminUserPatch } from '@notary/domain/contracts';

export type { AdminNotaryPage, AdminUser, AdminUserPage, AdminUserPatch };

/** 1 active, 2 blocked (the API's USER_STATE). */
export const USER_STATE = { active: 1, blocked: 2 } as const;
export const ADMIN_ROLES = ['citizen', 'notary', 'admin'] as const;

export type AdminUsersParams = { page: number; size: number; search: string; role?: string; state?: string; deleted?: string };

/** GET /api/admin/users: newest first, searched and filtered (role, state, deletion). */
export async function getAdminUsers(params: AdminUsersParams): Promise<AdminUserPage> {
  const searchParams: Record<string, string> = { page: String(params.page), size: String(params.size) };
  if (params.search.trim()) searchParams.search = params.search.trim();
  if (params.role) searchParams.role = params.role;
  if (params.state) searchParams.state = params.state;
  if (params.deleted) searchParams.deleted = params.deleted;
  return api.get('admin/users', { searchParams }).json<AdminUserPage>();
}

export const getAdminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({ queryKey: ['admin', 'users', params], queryFn: () => getAdminUsers(params), placeholderData: keepPreviousData });

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(getAdminUsersQueryOptions(params));
}

export async function getAdminUser(id: string): Promise<AdminUser> {
  return api.get(`admin/users/${encodeURIComponent(id)}`).json<AdminUser>();
}

export const getAdminUserQueryOptions = (id: string) => queryOptions({ queryKey: ['admin', 'users', 'one', id], queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string) {
  return useQuery(getAdminUserQueryOptions(id));
}

/** PATCH /api/admin/users/:id: roles, state, deletion, comments, the notary link. */
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
      void client.invalidateQueries({ queryKey: ['admin', 'notaries'] });
    },
  });
}

/** GET /api/admin/notaries searched by name or licence number: the notary records a notary user can be linked to. */
export async function findNotaryRecords(search: string): Promise<AdminNotaryPage> {
  return api.get('admin/notaries', { searchParams: { search, size: '10' } }).json<AdminNotaryPage>();
}

export function useNotaryRecords(search: string) {
  return useQuery({
    queryKey: ['admin', 'notaries', 'pick', search],
    queryFn: () => findNotaryRecords(search),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
