// Query hooks for the signed-in person's notifications (spec §7 Notifications).

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asList } from './client';
import { api } from './http';

export interface Notification {
  id: number;
  title: string;
  message: string;
  kind: string;
  link: string | null;
  is_read: boolean;
  created_at: string;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (pageSize: number) => ['notifications', 'list', pageSize] as const,
  unread: ['notifications', 'unread'] as const,
};

/** The newest notifications first. */
export function useNotifications(pageSize = 20, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(pageSize),
    queryFn: async () => asList<Notification>(await api.get(`/api/notifications/?page_size=${pageSize}`)),
    enabled,
  });
}

/** Every change refreshes both the lists and the unread count. */
function useNotificationChange<V>(request: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = () => useNotificationChange((id: number) => api.patch(`/api/notifications/${id}/mark_read/`));
export const useMarkAllRead = () => useNotificationChange(() => api.patch('/api/notifications/mark_all_read/'));
export const useDeleteNotification = () => useNotificationChange((id: number) => api.delete(`/api/notifications/${id}/`));
