import { NOTIFICATION_POLL_MS } from '@naijacare/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { type Notification, notificationKeys } from '../features/notifications/api';
import { fetchUnreadCount, markReadOptimistically, unreadCountQuery, unreadCountRose } from './unreadCount';

afterEach(() => vi.restoreAllMocks());

describe('fetchUnreadCount', () => {
  it('reads unread_count', async () => {
    const get = vi.fn().mockResolvedValue({ unread_count: 4 });
    await expect(fetchUnreadCount({ get })).resolves.toBe(4);
    expect(get).toHaveBeenCalledWith('/api/notifications/unread_count/');
  });

  it('logs a 429 as rate limited and lets the poll fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new ApiError(429, { error: 'Too many requests' });
    await expect(fetchUnreadCount({ get: vi.fn().mockRejectedValue(error) })).rejects.toBe(error);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('rate limited'));
  });

  it('does not call other failures rate limiting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchUnreadCount({ get: vi.fn().mockRejectedValue(new ApiError(500, null)) })).rejects.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('unreadCountQuery', () => {
  it('polls every NOTIFICATION_POLL_MS without retries, only while signed in', () => {
    expect(unreadCountQuery(true)).toMatchObject({ enabled: true, refetchInterval: NOTIFICATION_POLL_MS, retry: false });
    expect(unreadCountQuery(false).enabled).toBe(false);
  });
});

describe('unreadCountRose', () => {
  it('is news only when a known count goes up', () => {
    expect(unreadCountRose(2, 3)).toBe(true);
    expect(unreadCountRose(0, 1)).toBe(true);
  });

  it('is not news on the first value, when the count stays or drops, or once it is unknown', () => {
    expect(unreadCountRose(undefined, 4)).toBe(false);
    expect(unreadCountRose(3, 3)).toBe(false);
    expect(unreadCountRose(3, 1)).toBe(false);
    expect(unreadCountRose(3, undefined)).toBe(false);
  });
});

describe('markReadOptimistically', () => {
  const note = (id: number, is_read: boolean): Notification => ({
    id,
    title: `t${id}`,
    message: 'm',
    code: 'general',
    params: {},
    kind: 'info',
    link: null,
    is_read,
    created_at: '2026-11-21T05:00:00Z',
  });

  function seeded() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(20), [note(1, false), note(2, false), note(3, true)]);
    queryClient.setQueryData(notificationKeys.unread, 2);
    return queryClient;
  }

  it('marks one read and lowers the count at once', () => {
    const queryClient = seeded();
    markReadOptimistically(queryClient, 1);
    expect(queryClient.getQueryData(notificationKeys.unread)).toBe(1);
    expect(queryClient.getQueryData<Notification[]>(notificationKeys.list(20))?.map((n) => n.is_read)).toEqual([true, false, true]);
  });

  it('leaves the count alone for one already read', () => {
    const queryClient = seeded();
    markReadOptimistically(queryClient, 3);
    expect(queryClient.getQueryData(notificationKeys.unread)).toBe(2);
  });

  it('marks all read', () => {
    const queryClient = seeded();
    markReadOptimistically(queryClient, null);
    expect(queryClient.getQueryData(notificationKeys.unread)).toBe(0);
    expect(queryClient.getQueryData<Notification[]>(notificationKeys.list(20))?.every((n) => n.is_read)).toBe(true);
  });

  it('can be undone', () => {
    const queryClient = seeded();
    markReadOptimistically(queryClient, null)();
    expect(queryClient.getQueryData(notificationKeys.unread)).toBe(2);
    expect(queryClient.getQueryData<Notification[]>(notificationKeys.list(20))?.map((n) => n.is_read)).toEqual([false, false, true]);
  });
});
