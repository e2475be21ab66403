// Queries and changes of the admin's users pages: the filtered, sorted list and the search
// (both /api/admin/users/), one account, its summary (appointments, wallet, affiliations or
// accesses), and the four decisions, each with the reason the person is told. Every key starts
// with 'admin', so a decision refreshes the list, the account and the dashboard's queue alike.

import type { AdminUserOrdering, AdminUserSummary, Paginated, UserType } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import type { AdminUser } from '../admin/api';

export const USERS_PAGE_SIZE = 20;

export type AccountStatusFilter = 'active' | 'pending' | 'rejected' | 'inactive';

export interface UsersFilter {
  user_type: UserType | null;
  account_status: AccountStatusFilter | null;
  state: string | null;
  joined_from: string;
  joined_to: string;
  ordering: AdminUserOrdering;
  search: string;
  page: number;
}

export const firstUsersPage: UsersFilter = {
  user_type: null,
  account_status: null,
  state: null,
  joined_from: '',
  joined_to: '',
  ordering: '-date_joined',
  search: '',
  page: 1,
};

/** The list's query string: empty filters are left out. */
export function usersParams(f: UsersFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(f.page), page_size: String(USERS_PAGE_SIZE), ordering: f.ordering });
  for (const key of ['user_type', 'account_status', 'state', 'joined_from', 'joined_to'] as const) {
    const value = f[key];
    if (value) params.set(key, value);
  }
  const search = f.search.trim();
  if (search) params.set('search', search);
  return params;
}

export type Decision = 'approve' | 'reject' | 'deactivate' | 'reactivate';

/** Which decisions an account's status allows, as the server decides them (admin/service.ts). */
export function decisionsFor(user: Pick<AdminUser, 'user_type' | 'account_status'>): Decision[] {
  const applicant = user.user_type === 'doctor' || user.user_type === 'hospital';
  const out: Decision[] = [];
  if (applicant && (user.account_status === 'pending' || user.account_status === 'rejected')) out.push('approve');
  if (applicant && user.account_status === 'pending') out.push('reject');
  if (user.account_status === 'inactive') out.push('reactivate');
  else out.push('deactivate');
  return out;
}

export const adminUsersQueries = {
  list: (f: UsersFilter) =>
    queryOptions({
      queryKey: ['admin', 'users-page', { ...f, search: f.search.trim() }] as const,
      queryFn: () => api.get<Paginated<AdminUser>>(`/api/admin/users/?${usersParams(f)}`),
      placeholderData: keepPreviousData,
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'user', id] as const,
      queryFn: () => api.get<AdminUser & { status_reason?: string | null }>(`/api/admin/users/${id}/`),
    }),
  summary: (id: number) =>
    queryOptions({ queryKey: ['admin', 'user-summary', id] as const, queryFn: () => api.get<AdminUserSummary>(`/api/admin/users/${id}/summary/`) }),
};

export const useUsersPage = (f: UsersFilter, enabled = true) => useQuery({ ...adminUsersQueries.list(f), enabled });
export const useAdminAccount = (id: number) => useQuery(adminUsersQueries.one(id));
export const useAccountSummary = (id: number, enabled = true) => useQuery({ ...adminUsersQueries.summary(id), enabled });

export function useDecision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: Decision; reason: string }) =>
      api.post<AdminUser>(`/api/admin/users/${id}/${decision}/`, reason ? { reason } : {}),
    onSuccess: () => invalidateFeature(queryClient, 'admin'),
  });
}
