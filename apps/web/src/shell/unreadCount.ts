// The unread notification count behind the bell: polled while signed in (spec §4, §8 "Other errors").

import { NOTIFICATION_POLL_MS } from '@naijacare/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ApiClient, ApiError } from '../api/client';
import { api } from '../api/http';
import { useSession } from '../auth/useSession';
import { appointmentQueries } from '../features/appointments/api';
import { type Notification, notificationKeys, notificationQueries } from '../features/notifications/api';

/**
 * One poll. A 429 (the count is rate-limited per person) is only logged: the error
 * keeps the last known count on screen, and the next poll simply asks again.
 * A 401 has already been through the client's one refresh by the time it reaches here.
 */
export async function fetchUnreadCount(client: Pick<ApiClient, 'get'> = api): Promise<number> {
  try {
    const { unread_count } = await client.get<{ unread_count: number }>('/api/notifications/unread_count/');
    return unread_count;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      console.warn('Unread notification count: rate limited; trying again at the next poll.');
    }
    throw error;
  }
}

/** Query options, separate from the hook so the polling rules can be tested. */
export function unreadCountQuery(signedIn: boolean) {
  return {
    queryKey: notificationKeys.unread,
    queryFn: () => fetchUnreadCount(),
    // No session, no polling: sign-out also clears the cache, so nothing lingers for the next person.
    enabled: signedIn,
    refetchInterval: NOTIFICATION_POLL_MS,
    // Each retry would spend the per-minute allowance; the next poll is the retry.
    retry: false,
    meta: notificationQueries.meta,
  } as const;
}

/** Whether a poll brought news: the count went up since the last known value. The first value known is not news. */
export function unreadCountRose(previous: number | undefined, next: number | undefined): boolean {
  return previous !== undefined && next !== undefined && next > previous;
}

/**
 * New notifications are mostly about appointments (a request, an approval, a cancellation),
 * so a rising count refreshes the appointment lists at once instead of at their next poll.
 */
function useRefreshAppointmentsOnNews(count: number | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(count);
  useEffect(() => {
    if (unreadCountRose(previous.current, count)) void queryClient.invalidateQueries({ queryKey: appointmentQueries.all });
    previous.current = count;
  }, [count, queryClient]);
}

/** The signed-in person's unread count; 0 until known. Use once (the bell): it also drives the refresh above. */
export function useUnreadCount(): number {
  const session = useSession();
  const { data } = useQuery(unreadCountQuery(session !== null));
  useRefreshAppointmentsOnNews(data);
  return data ?? 0;
}

type Rollback = () => void;

/** Snapshots every cached list and the count, so a failed change can be undone. */
function snapshot(queryClient: QueryClient): Rollback {
  const lists = queryClient.getQueriesData<Notification[]>({ queryKey: [...notificationKeys.all, 'list'] });
  const unread = queryClient.getQueryData<number>(notificationKeys.unread);
  return () => {
    for (const [key, list] of lists) queryClient.setQueryData(key, list);
    queryClient.setQueryData(notificationKeys.unread, unread);
  };
}

/**
 * Shows the change at once (the badge drops before the server answers); the mutation
 * then invalidates the notification queries so the server has the last word.
 * `id` null marks every notification read.
 */
export function markReadOptimistically(queryClient: QueryClient, id: number | null): Rollback {
  const rollback = snapshot(queryClient);
  void queryClient.cancelQueries({ queryKey: notificationKeys.unread });
  const lists = queryClient.getQueriesData<Notification[]>({ queryKey: [...notificationKeys.all, 'list'] });
  const wasUnread = lists.some(([, list]) => Array.isArray(list) && list.some((n) => n.id === id && !n.is_read));
  for (const [key, list] of lists) {
    if (Array.isArray(list))
      queryClient.setQueryData(
        key,
        list.map((n) => (id === null || n.id === id ? { ...n, is_read: true } : n)),
      );
  }
  queryClient.setQueryData<number>(notificationKeys.unread, (count) => (id === null ? 0 : wasUnread ? Math.max(0, (count ?? 0) - 1) : count));
  return rollback;
}
