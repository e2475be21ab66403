// The admin's money pages (/admin/payments): ledger transactions, revenue, top-ups that did not
// end in money, and the payout requests (the payouts' own admin API). Every key starts with
// 'admin-payments'; each changes with the wallet and payouts, and with notifications (a payout
// settled by the provider's webhook, a top-up paid, notifies its owner, not the admin, so the
// tabs also refetch when shown again).

import type { AdminPayout, AdminRevenue, AdminTopUp, AdminTransaction, Paginated, PayoutStatus } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { ADMIN_PAYMENTS_PAGE_SIZE } from './filters';

const meta = { changesWith: ['wallet', 'payouts', 'notifications'] } as const;

export type TopUpStatusFilter = 'pending' | 'failed' | null;

export const adminPaymentQueries = {
  transactions: (params: URLSearchParams) =>
    queryOptions({
      queryKey: ['admin-payments', 'transactions', params.toString()] as const,
      queryFn: () => api.get<Paginated<AdminTransaction>>(`/api/admin/payments/transactions/?${params}`),
      placeholderData: keepPreviousData,
      meta,
    }),
  revenue: () => queryOptions({ queryKey: ['admin-payments', 'revenue'] as const, queryFn: () => api.get<AdminRevenue>('/api/admin/payments/revenue/'), meta }),
  payouts: (status: PayoutStatus | null, page: number) =>
    queryOptions({
      queryKey: ['admin-payments', 'payouts', status, page] as const,
      queryFn: () =>
        api.get<Paginated<AdminPayout>>(`/api/admin/payouts/?page=${page}&page_size=${ADMIN_PAYMENTS_PAGE_SIZE}${status ? `&status=${status}` : ''}`),
      placeholderData: keepPreviousData,
      meta,
    }),
  topUps: (status: TopUpStatusFilter, search: string, page: number) =>
    queryOptions({
      queryKey: ['admin-payments', 'top-ups', status, search.trim(), page] as const,
      queryFn: () => {
        const params = new URLSearchParams({ page: String(page), page_size: String(ADMIN_PAYMENTS_PAGE_SIZE) });
        if (status) params.set('status', status);
        if (search.trim()) params.set('search', search.trim().slice(0, 100));
        return api.get<Paginated<AdminTopUp>>(`/api/admin/payments/top-ups/?${params}`);
      },
      placeholderData: keepPreviousData,
      meta,
    }),
};

export const useAdminTransactions = (params: URLSearchParams) => useQuery(adminPaymentQueries.transactions(params));
export const useAdminRevenue = () => useQuery(adminPaymentQueries.revenue());
export const useAdminPayouts = (status: PayoutStatus | null, page: number) => useQuery(adminPaymentQueries.payouts(status, page));
export const useAdminTopUps = (status: TopUpStatusFilter, search: string, page: number) => useQuery(adminPaymentQueries.topUps(status, search, page));

function useMoneyChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await invalidateFeature(queryClient, 'payouts');
      await invalidateFeature(queryClient, 'wallet');
    },
  });
}

/** Approves a payout; one flagged with a name mismatch goes with the admin's override and its reason. */
export const useApprovePayout = () =>
  useMoneyChange(({ id, override }: { id: number; override?: { reason: string } }) =>
    api.post<AdminPayout>(`/api/admin/payouts/${id}/approve/`, override ? { override_name_mismatch: true, reason: override.reason } : undefined),
  );
export const useRejectPayout = () =>
  useMoneyChange(({ id, reason }: { id: number; reason: string }) => api.post<AdminPayout>(`/api/admin/payouts/${id}/reject/`, { reason }));
export const useReverifyTopUp = () =>
  useMoneyChange((reference: string) => api.post<AdminTopUp>(`/api/admin/payments/top-ups/${encodeURIComponent(reference)}/verify/`));
