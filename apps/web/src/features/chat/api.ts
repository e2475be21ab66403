// Calls of an appointment's chat (spec §7 Chat): whether it is open, its messages after the last one
// the page has, sending (named by a client_id, so sending again stores it once) and read receipts.

import { CHAT_PAGE_MAX, type ChatMessage, type ChatStatus } from '@naijacare/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/client';
import { api } from '../../api/http';
import { i18n } from '../../i18n/appCatalogue';
import { errorBodyOf, errorMessage, errorStatusOf } from '../../lib/errors';
import { appointmentQueries } from '../appointments/api';
import type { SendFailure } from './conversation';

/** The status is asked again this often, and at the moment the chat opens: the doctor may start
 * or end the session meanwhile. */
export const CHAT_STATUS_REFRESH_MS = 30_000;

export const chatQueries = {
  status: (appointmentId: number) =>
    queryOptions({
      queryKey: ['chat', 'status', appointmentId] as const,
      queryFn: () => api.get<ChatStatus>(`/api/appointments/${appointmentId}/chat_status/`),
      refetchInterval: CHAT_STATUS_REFRESH_MS,
      // Starting or ending the session opens or closes the chat; the other party hears of it by a
      // notification, pushed over the hub.
      meta: { changesWith: ['appointments', 'notifications'] },
    }),
};

/** The appointment's status changed (an `appointment` event on its topic: the session started or
 * ended elsewhere, a cancellation): the chat's state and the appointment's actions are asked
 * again, so the page never offers what the server would now refuse. */
export function appointmentChanged(queryClient: QueryClient, appointmentId: number) {
  void queryClient.invalidateQueries({ queryKey: chatQueries.status(appointmentId).queryKey });
  void queryClient.invalidateQueries({ queryKey: appointmentQueries.one(appointmentId).queryKey });
}

/** setTimeout's longest wait; a chat opening later than that is asked about by the regular refresh. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The chat's status (which also says when a call may be opened), asked again at the moment
 * sending opens rather than at the next refresh. */
export function useChatStatus(appointmentId: number, enabled = true) {
  const status = useQuery({ ...chatQueries.status(appointmentId), enabled });
  const opensAt = status.data?.state === 'not_open_yet' ? Date.parse(status.data.opens_at) : null;
  const refetch = status.refetch;
  useEffect(() => {
    if (opensAt === null) return;
    const timer = window.setTimeout(() => void refetch(), Math.min(LONGEST_TIMER_MS, Math.max(0, opensAt - Date.now()) + 1000));
    return () => window.clearTimeout(timer);
  }, [opensAt, refetch]);
  return status;
}

const base = (appointmentId: number) => `/api/appointments/${appointmentId}/messages/`;

/** Every message after `after`, page by page (the server answers at most CHAT_PAGE_MAX at a time). */
export async function messagesAfter(appointmentId: number, after: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let cursor = after;
  for (;;) {
    const page = await api.get<ChatMessage[]>(cursor > 0 ? `${base(appointmentId)}?after=${cursor}` : base(appointmentId), { signal });
    all.push(...page);
    if (page.length < CHAT_PAGE_MAX) return all;
    cursor = page[page.length - 1].id;
  }
}

/** Where a message stands among those this page sent: the server stores a page's messages in this order. */
export interface SendOrder {
  stream: string;
  seq: number;
}

export const sendMessage = (appointmentId: number, body: string, clientId: string, order: SendOrder, signal?: AbortSignal) =>
  api.post<ChatMessage>(base(appointmentId), { body, client_id: clientId, ...order }, { signal });

export const markMessagesRead = (appointmentId: number, upTo: number) => api.post<{ read: number }>(`${base(appointmentId)}read/`, { up_to: upTo });

/** Failures worth trying again by themselves: the network, or the server for a moment. */
export const isPassing = (failure: SendFailure): boolean => failure.kind === 'network';

/** What a failed send means for the page. */
export function sendFailureOf(error: unknown): SendFailure {
  const status = errorStatusOf(error);
  if (status === null || status >= 500) return { kind: 'network' };
  if (status === 429) {
    const seconds = (errorBodyOf(error)?.details as { retry_after?: unknown } | undefined)?.retry_after;
    return { kind: 'rate_limited', retryAfterSeconds: typeof seconds === 'number' ? seconds : null };
  }
  if (status === 409) return { kind: 'closed' };
  return { kind: 'refused', message: errorMessage(error, i18n.t('chat.notSent')) };
}

/** A 404: not the caller's appointment, or none at all. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
