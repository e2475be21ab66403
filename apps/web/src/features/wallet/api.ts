// The signed-in person's wallet (spec §7 Wallet): the balance, the history, top-ups and their
// verification. Every key starts with 'wallet'; a settled top-up refreshes them all.

import type { Paginated, Payment, SandboxAnswer, SandboxCharge, TopUpLimits, Wallet, WalletTransaction, WalletTransactionType } from '@naijacare/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';
import { ownPath } from '../../lib/ownPath';

export interface TransactionFilter {
  type: WalletTransactionType | null;
  /** Lagos calendar days (YYYY-MM-DD), both included; empty means open-ended. */
  dateFrom: string;
  dateTo: string;
}

export const noFilter = (): TransactionFilter => ({ type: null, dateFrom: '', dateTo: '' });

export const HISTORY_PAGE_SIZE = 20;

/** The history's query string for one page. */
export function transactionParams(f: TransactionFilter, page: number): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), page_size: String(HISTORY_PAGE_SIZE) });
  if (f.type) params.set('type', f.type);
  if (f.dateFrom) params.set('date_from', f.dateFrom);
  if (f.dateTo) params.set('date_to', f.dateTo);
  return params;
}

/** Every credit, debit and refund notifies its person: a notification pushed means the money may
 * have moved (a webhook that came after the browser returned, a payment in another tab). A booking,
 * a cancellation or a refused booking moves (or shows the state of) the fee held at once. */
const meta = { changesWith: ['notifications', 'appointments'] } as const;

export const walletQueries = {
  mine: () => queryOptions({ queryKey: ['wallet', 'mine'] as const, queryFn: () => api.get<Wallet>('/api/wallets/my_wallet/'), meta }),
  /** Newest first, pages joined for "Load more". */
  history: (f: TransactionFilter) =>
    infiniteQueryOptions({
      queryKey: ['wallet', 'history', f] as const,
      queryFn: ({ pageParam }) => api.get<Paginated<WalletTransaction>>(`/api/wallet-transactions/my_transactions/?${transactionParams(f, pageParam)}`),
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<WalletTransaction>) => last.next ?? undefined,
      meta,
    }),
  /** The sandbox provider's charge, for its checkout page: only its payer, signed in, may read it. */
  sandboxCharge: (reference: string) =>
    queryOptions({
      queryKey: ['wallet', 'sandbox-charge', reference] as const,
      queryFn: () => api.get<SandboxCharge>(`/api/payments/sandbox/${encodeURIComponent(reference)}/`),
    }),
  /** The server's configuration: it does not change while the app is open. */
  limits: () =>
    queryOptions({ queryKey: ['wallet', 'limits'] as const, queryFn: () => api.get<TopUpLimits>('/api/wallets/top_up_limits/'), staleTime: Infinity }),
};

export const useWallet = () => useQuery(walletQueries.mine());
export const useWalletHistory = (f: TransactionFilter) => useInfiniteQuery(walletQueries.history(f));
export const useTopUpLimits = () => useQuery(walletQueries.limits());

/** Starts a top-up of `amount` kobo: answers the provider's checkout to send the person to, which
 * sends them back to `returnTo` (a path of this app; the wallet page when absent). */
export const useStartTopUp = () =>
  useMutation({
    mutationFn: ({ amount, returnTo }: { amount: number; returnTo?: string }) =>
      api.post<{ reference: string; authorization_url: string }>('/api/wallets/top_up/', { amount, return_to: returnTo }),
  });

/** Settles and reports one of my top-ups; the balance and history are read again after. */
export function useVerifyTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => api.get<Payment>(`/api/wallets/verify/?reference=${encodeURIComponent(reference)}`),
    onSuccess: () => invalidateFeature(queryClient, 'wallet'),
  });
}

/**
 * The payer's Pay or Decline at the sandbox checkout, sent with their session; the browser then
 * goes back where the top-up asked, as a provider's checkout sends it (`return_url`, with the
 * reference), and that page verifies it. Only the path is followed: the page is one of this app's.
 */
export const useSandboxAnswer = (reference: string) =>
  useMutation({
    mutationFn: (answer: 'pay' | 'decline') => api.post<SandboxAnswer>(`/api/payments/sandbox/${encodeURIComponent(reference)}/${answer}/`),
    onSuccess: ({ return_url }) => window.location.assign(ownPath(return_url)),
  });
