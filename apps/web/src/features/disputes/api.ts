// Disputes (DOMAIN "Dispute"): a patient's or doctor's own, the admin's queue, one dispute and its
// thread, and the changes (open, write, review, resolve, dismiss). Every key starts with
// 'disputes'. Each change notifies the other sides, and a decision moves money, so the queries
// change with 'notifications' and a decision refreshes the wallet too.

import type { Dispute, DisputeCategory, DisputeInput, DisputeMessage, DisputeOutcome, DisputeStatus, Paginated } from '@naijacare/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const DISPUTES_PAGE_SIZE = 20;
const meta = { changesWith: ['notifications'] } as const;

export interface DisputeFilter {
  status: DisputeStatus | null;
  category: DisputeCategory | null;
  search: string;
  page: number;
}

export const firstDisputePage: DisputeFilter = { status: null, category: null, search: '', page: 1 };

/** The list's query string: empty filters are left out. */
export function disputeParams(f: DisputeFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(f.page), page_size: String(DISPUTES_PAGE_SIZE) });
  if (f.status) params.set('status', f.status);
  if (f.category) params.set('category', f.category);
  const search = f.search.trim();
  if (search) params.set('search', search);
  return params;
}

export const disputeQueries = {
  list: (f: DisputeFilter) =>
    queryOptions({
      queryKey: ['disputes', 'list', { ...f, search: f.search.trim() }] as const,
      queryFn: () => api.get<Paginated<Dispute>>(`/api/disputes/?${disputeParams(f)}`),
      placeholderData: keepPreviousData,
      meta,
    }),
  one: (id: number) => queryOptions({ queryKey: ['disputes', 'one', id] as const, queryFn: () => api.get<Dispute>(`/api/disputes/${id}/`), meta }),
  messages: (id: number) =>
    queryOptions({ queryKey: ['disputes', 'messages', id] as const, queryFn: () => api.get<DisputeMessage[]>(`/api/disputes/${id}/messages/`), meta }),
};

export const useDisputes = (f: DisputeFilter) => useQuery(disputeQueries.list(f));
export const useDispute = (id: number, enabled = true) => useQuery({ ...disputeQueries.one(id), enabled });
export const useDisputeMessages = (id: number) => useQuery(disputeQueries.messages(id));

function useDisputeChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await invalidateFeature(queryClient, 'disputes');
      await invalidateFeature(queryClient, 'wallet');
    },
  });
}

export const useOpenDispute = () => useDisputeChange((input: DisputeInput) => api.post<Dispute>('/api/disputes/', input));
export const useDisputeMessage = (id: number) => useDisputeChange((body: string) => api.post<DisputeMessage>(`/api/disputes/${id}/messages/`, { body }));
export const useReviewDispute = (id: number) => useDisputeChange(() => api.post<Dispute>(`/api/disputes/${id}/review/`));
export const useResolveDispute = (id: number) =>
  useDisputeChange((body: { outcome: DisputeOutcome; amount?: number; note: string }) => api.post<Dispute>(`/api/disputes/${id}/resolve/`, body));
export const useDismissDispute = (id: number) => useDisputeChange((note: string) => api.post<Dispute>(`/api/disputes/${id}/dismiss/`, { note }));
