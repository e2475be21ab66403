// Query hooks for the admin's decisions on accounts.

import type { Profile, User, UserType } from '@naijacare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asList } from './client';
import { api } from './http';
import { queryKeys } from './queryKeys';

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

export function useAdminUsers(filter: AdminUserFilter) {
  return useQuery({
    queryKey: queryKeys.adminUsers({ ...filter }),
    queryFn: async () => {
      const params = new URLSearchParams({ page_size: String(PAGE_SIZE) });
      for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
      return asList<AdminUser>(await api.get(`/api/admin/users/?${params}`));
    },
  });
}

function useAdminAction<V>(request: (vars: V) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminUsersAll }),
  });
}

export const useApproveUser = () => useAdminAction((id: number) => api.post<AdminUser>(`/api/admin/users/${id}/approve/`));

export const useRejectUser = () =>
  useAdminAction(({ id, reason }: { id: number; reason?: string }) => api.post<AdminUser>(`/api/admin/users/${id}/reject/`, reason ? { reason } : {}));

export const useDeactivateUser = () =>
  useAdminAction(({ id, reason }: { id: number; reason?: string }) => api.post<AdminUser>(`/api/admin/users/${id}/deactivate/`, reason ? { reason } : {}));

export const useReactivateUser = () => useAdminAction((id: number) => api.post<AdminUser>(`/api/admin/users/${id}/reactivate/`));
