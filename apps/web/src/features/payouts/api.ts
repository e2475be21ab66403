// A doctor's or hospital's bank account and withdrawals (spec §7 Wallet, payouts). Every key
// starts with 'payouts'; a withdrawal asked for changes the wallet too.

import type { Bank, BankAccount, BankAccountBody, Paginated, Payout } from '@naijacare/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const PAYOUTS_PAGE_SIZE = 20;

/** Each step of a withdrawal notifies its owner: a notification pushed means one moved on. */
const meta = { changesWith: ['notifications'] } as const;

export const payoutQueries = {
  /** The provider's banks: the server keeps them ten minutes, so may the page. */
  banks: () =>
    queryOptions({
      queryKey: ['payouts', 'banks'] as const,
      queryFn: async () => (await api.get<{ results: Bank[] }>('/api/payouts/banks/')).results,
      staleTime: 10 * 60_000,
    }),
  /** The saved account, or null before one is saved (the server's 404 bank_account_not_set). */
  bankAccount: () =>
    queryOptions({
      queryKey: ['payouts', 'bank-account'] as const,
      queryFn: () =>
        api.get<BankAccount>('/api/payouts/bank_account/').catch((error) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
    }),
  /** Newest first, pages joined for "Load more". */
  mine: () =>
    infiniteQueryOptions({
      queryKey: ['payouts', 'mine'] as const,
      queryFn: ({ pageParam }) => api.get<Paginated<Payout>>(`/api/payouts/?page=${pageParam}&page_size=${PAYOUTS_PAGE_SIZE}`),
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<Payout>) => last.next ?? undefined,
      meta,
    }),
};

export const useBanks = () => useQuery(payoutQueries.banks());
export const useBankAccount = () => useQuery(payoutQueries.bankAccount());
export const useMyPayouts = () => useInfiniteQuery(payoutQueries.mine());

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) => api.put<BankAccount>('/api/payouts/bank_account/', body),
    onSuccess: (saved) => queryClient.setQueryData(payoutQueries.bankAccount().queryKey, saved),
  });
}

/** Asks for a withdrawal of `amount` kobo; `key` is its Idempotency-Key, the same for a retry of it. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) => api.post<Payout>('/api/payouts/', { amount }, { headers: { 'Idempotency-Key': key } }),
    onSuccess: () => Promise.all([invalidateFeature(queryClient, 'payouts'), invalidateFeature(queryClient, 'wallet')]),
  });
}
