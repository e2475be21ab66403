// Queries and changes for the signed-in person's notifications (spec §7 Notifications).

import type { Notification, Paginated } from '@naijacare/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { invalidateFeature } from '../../api/invalidation';

export type { Notification };

/** The keys alone, for the optimistic changes that write the cache directly (shell/unreadCount.ts). */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (pageSize: number) => ['notifications', 'list', pageSize] as const,
  unread: ['notifications', 'unread'] as const,
};

/** Most notifications are about appointments: a change to one writes one. */
const meta = { changesWith: ['appointments'] } as const;

export const notificationQueries = {
  /** The newest notifications first. */
  list: (pageSize = 20, enabled = true) =>
    queryOptions({
      queryKey: notificationKeys.list(pageSize),
      queryFn: async () => (await api.get<Paginated<Notification>>(`/api/notifications/?page_size=${pageSize}`)).results,
      enabled,
      meta,
    }),
  meta,
};

export const useNotifications = (pageSize = 20, enabled = true) => useQuery(notificationQueries.list(pageSize, enabled));

/** Every change refreshes both the lists and the unread count. */
function useNotificationChange<V>(request: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => invalidateFeature(queryClient, 'notifications'),
  });
}

export const useMarkRead = () => useNotificationChange((id: number) => api.patch(`/api/notifications/${id}/mark_read/`));
export const useMarkAllRead = () => useNotificationChange(() => api.patch('/api/notifications/mark_all_read/'));
export const useDeleteNotification = () => useNotificationChange((id: number) => api.delete(`/api/notifications/${id}/`));
