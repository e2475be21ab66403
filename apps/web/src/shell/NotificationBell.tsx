// The header's notification bell: unread badge, and a dropdown listing the newest
// notifications with Mark read, Mark all read and Close (spec §2 Notification dropdown).

import { ActionIcon, Box, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Notification, notificationKeys, useMarkAllRead, useMarkRead, useNotifications } from '../features/notifications/api';
import { i18n } from '../i18n/appCatalogue';
import { relativeTime } from '../lib/relativeTime';
import { badgeText, bellLabel } from './notificationBadge';
import { notificationText } from './notificationText';
import { toast } from './toasts';
import { markReadOptimistically, useUnreadCount } from './unreadCount';

const PAGE_SIZE = 20;

/** Only in-app paths are followed: a link is data from the server, and "javascript:" or another site is not a page of ours. */
const isInAppPath = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  const queryClient = useQueryClient();
  const headingId = useId();

  function open() {
    // The poll may have seen new notifications since the list was cached: ask again on each opening.
    void queryClient.invalidateQueries({ queryKey: [...notificationKeys.all, 'list'], refetchType: 'none' });
    setOpened(true);
  }

  const text = badgeText(unread);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width="min(360px, calc(100vw - 16px))" shadow="md" withArrow trapFocus>
      <Indicator label={text} size={18} offset={6} color="red" disabled={!text} data-testid="notification-badge" style={{ flexShrink: 0 }}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={bellLabel(unread)} onClick={() => (opened ? setOpened(false) : open())}>
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {/* The dropdown's content mounts only while it is open, so the list is fetched only when looked at. */}
      <Popover.Dropdown p={0} aria-labelledby={headingId}>
        <NotificationPanel headingId={headingId} unread={unread} onClose={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

interface PanelProps {
  headingId: string;
  unread: number;
  onClose: () => void;
}

function NotificationPanel({ headingId, unread, onClose }: PanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: notifications, isPending, isError } = useNotifications(PAGE_SIZE);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();

  function markOneRead(id: number) {
    const rollback = markReadOptimistically(queryClient, id);
    markRead.mutate(id, { onError: () => rollback() });
  }

  function markEveryRead() {
    const rollback = markReadOptimistically(queryClient, null);
    markAllRead.mutate(undefined, {
      onError: () => {
        rollback();
        toast.error(i18n.t('shell.bell.markAllFailed'));
      },
    });
  }

  function follow(notification: Notification) {
    if (!notification.is_read) markOneRead(notification.id);
    if (isInAppPath(notification.link)) {
      onClose();
      void navigate(notification.link);
    }
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" gap="xs">
        <Text id={headingId} fw={600}>
          {t('shell.bell.heading')}
        </Text>
        <Group gap={4}>
          <Button size="compact-sm" variant="subtle" onClick={markEveryRead} disabled={unread === 0 && !notifications?.some((n) => !n.is_read)}>
            {t('shell.bell.markAllRead')}
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClose}>
            {t('shell.bell.close')}
          </Button>
        </Group>
      </Group>
      <Divider />
      <ScrollArea.Autosize mah={400} type="auto">
        {isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label={t('shell.bell.loading')} />
          </Group>
        ) : isError ? (
          <Text c="red" size="sm" ta="center" py="lg" px="md">
            {t('shell.bell.failed')}
          </Text>
        ) : notifications.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t('shell.bell.empty')}
          </Text>
        ) : (
          <Box component="ul" m={0} p={0} aria-label={t('shell.bell.list')} style={{ listStyle: 'none' }}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onMarkRead={markOneRead} onFollow={follow} />
            ))}
          </Box>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface ItemProps {
  notification: Notification;
  onMarkRead: (id: number) => void;
  onFollow: (notification: Notification) => void;
}

function NotificationItem({ notification, onMarkRead, onFollow }: ItemProps) {
  const { t } = useTranslation();
  const { created_at, is_read, link } = notification;
  const { title, message } = notificationText(notification);
  const body = (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm" fw={is_read ? 500 : 700}>
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {message}
      </Text>
      <Text size="xs" c="dimmed">
        <time dateTime={created_at}>{relativeTime(created_at)}</time>
      </Text>
    </Stack>
  );

  return (
    <Box component="li" px="md" py="sm" bg={is_read ? undefined : 'brand.0'} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{ flexShrink: 0, borderRadius: '50%', background: is_read ? 'transparent' : 'var(--mantine-color-brand-6)' }}
          role={is_read ? undefined : 'img'}
          aria-label={is_read ? undefined : t('shell.bell.unread')}
          aria-hidden={is_read || undefined}
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          {isInAppPath(link) ? (
            <UnstyledButton onClick={() => onFollow(notification)} style={{ display: 'block', width: '100%' }}>
              {body}
            </UnstyledButton>
          ) : (
            body
          )}
        </Box>
        {!is_read && (
          <Button size="compact-xs" variant="light" onClick={() => onMarkRead(notification.id)} style={{ flexShrink: 0 }}>
            {t('shell.bell.markRead')}
          </Button>
        )}
      </Group>
    </Box>
  );
}
