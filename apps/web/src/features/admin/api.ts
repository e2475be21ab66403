// Queries and changes for the admin's decisions on accounts.

import type { Paginated, Profile, User, UserType } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

/** A user as the admin API lists them: the account with its profile. */
export interface AdminUser extends User {
  profile: Profile;
}

export interface AdminUserFilter {
  account_status?: 'active' | 'pending' | 'rejected' | 'inactive';
  user_type?: UserType;
  search?: string;
}

/** The largest page the API serves; pending queues are short. */
const PAGE_SIZE = 100;

export const adminQueries = {
  all: ['admin'] as const,
  users: (filter: AdminUserFilter) =>
    queryOptions({
      queryKey: ['admin', 'users', { ...filter }] as const,
      queryFn: async () => {
        const params = new URLSearchParams({ page_size: String(PAGE_SIZE) });
        for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
        return (await api.get<Paginated<AdminUser>>(`/api/admin/users/?${params}`)).results;
      },
    }),
};

export const useAdminUsers = (filter: AdminUserFilter) => useQuery(adminQueries.users(filter));

function useAdminAction<V>(request: (vars: V) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => invalidateFeature(queryClient, 'admin'),
  });
}

export const useApproveUser = () => useAdminAction((id: number) => api.post<AdminUser>(`/api/admin/users/${id}/approve/`));

export const useRejectUser = () =>
  useAdminAction(({ id, reason }: { id: number; reason?: string }) => api.post<AdminUser>(`/api/admin/users/${id}/reject/`, reason ? { reason } : {}));

/** A deactivation takes the reason the person is told (the server refuses one without it). */
export const useDeactivateUser = () =>
  useAdminAction(({ id, reason }: { id: number; reason: string }) => api.post<AdminUser>(`/api/admin/users/${id}/deactivate/`, { reason }));

export const useReactivateUser = () => useAdminAction((id: number) => api.post<AdminUser>(`/api/admin/users/${id}/reactivate/`));
