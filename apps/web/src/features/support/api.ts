// Support tickets (DOMAIN "Support ticket"): a person's own tickets, the admin's queue, one
// ticket and its thread, and the changes (open, reply, assign, resolve). Every key starts with
// 'support'. Each reply and resolution notifies the other side, so a notification pushed to this
// browser means a ticket it shows may have moved: the queries change with 'notifications'.

import type { Paginated, SupportCategory, SupportMessage, SupportStatus, SupportTicket, SupportTicketDetail, SupportTicketInput } from '@naijacare/contracts';
import { SUPPORT_MESSAGES_PAGE_MAX } from '@naijacare/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export const SUPPORT_PAGE_SIZE = 20;

const meta = { changesWith: ['notifications'] } as const;

/** The admin's queue: who it is assigned to, as the API filters it. */
export type AssigneeFilter = 'all' | 'me' | 'none';

export interface QueueFilter {
  status: SupportStatus | null;
  category: SupportCategory | null;
  assignee: AssigneeFilter;
  search: string;
  page: number;
}

/** The queue's query string: empty filters are left out. */
export function queueParams(f: QueueFilter): URLSearchParams {
  const params = new URLSearchParams({ page: String(f.page), page_size: String(SUPPORT_PAGE_SIZE) });
  if (f.status) params.set('status', f.status);
  if (f.category) params.set('category', f.category);
  if (f.assignee !== 'all') params.set('assignee', f.assignee);
  const search = f.search.trim();
  if (search) params.set('search', search);
  return params;
}

export const supportQueries = {
  /** My tickets, newest activity first, pages joined for "Load more". */
  mine: () =>
    infiniteQueryOptions({
      queryKey: ['support', 'mine'] as const,
      queryFn: ({ pageParam }) => api.get<Paginated<SupportTicket>>(`/api/support-tickets/?page=${pageParam}&page_size=${SUPPORT_PAGE_SIZE}`),
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<SupportTicket>) => last.next ?? undefined,
      meta,
    }),
  /** The admin's queue, a page at a time; the page shown stays while the next loads. */
  queue: (f: QueueFilter) =>
    queryOptions({
      queryKey: ['support', 'queue', { ...f, search: f.search.trim() }] as const,
      queryFn: () => api.get<Paginated<SupportTicket>>(`/api/support-tickets/?${queueParams(f)}`),
      placeholderData: keepPreviousData,
      meta,
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: ['support', 'one', id] as const,
      queryFn: () => api.get<SupportTicketDetail>(`/api/support-tickets/${id}/`),
      meta,
    }),
  /** The thread, oldest first; later pages are joined after the first for "Load more". */
  messages: (id: number) =>
    infiniteQueryOptions({
      queryKey: ['support', 'messages', id] as const,
      queryFn: ({ pageParam }) =>
        api.get<Paginated<SupportMessage>>(`/api/support-tickets/${id}/messages/?page=${pageParam}&page_size=${SUPPORT_MESSAGES_PAGE_MAX}`),
      initialPageParam: 1,
      getNextPageParam: (last: Paginated<SupportMessage>) => last.next ?? undefined,
      meta,
    }),
};

export const useMyTickets = () => useInfiniteQuery(supportQueries.mine());
export const useSupportQueue = (f: QueueFilter) => useQuery(supportQueries.queue(f));
export const useTicket = (id: number, enabled = true) => useQuery({ ...supportQueries.one(id), enabled });
export const useTicketMessages = (id: number, enabled = true) => useInfiniteQuery({ ...supportQueries.messages(id), enabled });

function useSupportChange<V, R>(request: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidateFeature(queryClient, 'support') });
}

export const useOpenTicket = () => useSupportChange((input: SupportTicketInput) => api.post<SupportTicketDetail>('/api/support-tickets/', input));

export const useReply = (id: number) => useSupportChange((body: string) => api.post<SupportMessage>(`/api/support-tickets/${id}/messages/`, { body }));

export const useAssignToMe = (id: number) => useSupportChange(() => api.post<SupportTicketDetail>(`/api/support-tickets/${id}/assign/`));

export const useResolve = (id: number) =>
  useSupportChange((note: string) => api.post<SupportTicketDetail>(`/api/support-tickets/${id}/resolve/`, note.trim() ? { note } : {}));
