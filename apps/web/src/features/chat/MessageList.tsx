import { Box, Button, Group, Text } from '@mantine/core';
import { type ChatStatus, lagosDate, lagosTime } from '@naijacare/contracts';
import { IconAlertTriangle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/appCatalogue';
import { dateText } from '../../lib/format';
import { ReportButton } from '../moderation';
import { type ChatEntry, type Conversation, deliveryOf, type SendFailure } from './conversation';

/** Within this distance of the bottom the list follows new messages; further up, the person is reading back. */
const FOLLOW_PX = 80;

interface MessageListProps {
  conversation: Conversation;
  me: number;
  other: string;
  /** Whether the chat is open, will open, or is over: what an empty chat says. */
  state: ChatStatus['state'];
  onRetry: (clientId: string) => void;
}

/** The conversation, oldest at the top, kept scrolled to the newest unless the person scrolled up. */
export function MessageList({ conversation, me, other, state, onRetry }: MessageListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const { entries } = conversation;
  const newest = entries[entries.length - 1];
  const mineNewest = newest?.sender === me;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message comes, which changes the count or the newest key.
  useLayoutEffect(() => {
    const el = box.current;
    // The person's own message is always brought into view.
    if (el && (following.current || mineNewest)) el.scrollTop = el.scrollHeight;
  }, [entries.length, newest?.key, mineNewest]);

  return (
    <Box
      ref={box}
      role="log"
      aria-label={t('chat.messages')}
      px="md"
      py="sm"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      onScroll={() => {
        const el = box.current;
        if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_PX;
      }}
    >
      {entries.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" size="sm">
          {state === 'open' ? t('chat.empty') : state === 'not_open_yet' || state === 'not_confirmed' ? t('chat.emptyNotOpen') : t('chat.emptyReadOnly')}
        </Text>
      ) : (
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 8 }}>
          {entries.map((entry, i) => (
            <Message
              key={entry.key}
              entry={entry}
              mine={entry.sender === me}
              other={other}
              newDay={i === 0 || dayOf(entries[i - 1]) !== dayOf(entry)}
              onRetry={onRetry}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

const dayOf = (e: ChatEntry) => lagosDate(new Date(e.created_at));

function Message({
  entry,
  mine,
  other,
  newDay,
  onRetry,
}: {
  entry: ChatEntry;
  mine: boolean;
  other: string;
  newDay: boolean;
  onRetry: (clientId: string) => void;
}) {
  const { t } = useTranslation();
  const time = lagosTime(new Date(entry.created_at));
  const who = mine ? t('chat.you') : (entry.sender_name ?? other);
  const delivery = mine ? deliveryOf(entry) : null;
  return (
    <>
      {newDay && (
        <Text component="li" size="xs" c="dimmed" ta="center" aria-hidden>
          {dateText(entry.created_at)}
        </Text>
      )}
      <Box
        component="li"
        data-testid="chat-message"
        data-delivery={delivery ?? undefined}
        aria-label={t('chat.messageFrom', { who, time })}
        maw="85%"
        px="sm"
        py={6}
        style={{
          alignSelf: mine ? 'flex-end' : 'flex-start',
          borderRadius: 12,
          background: mine ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-1)',
          border: entry.pending?.state === 'failed' ? '1px solid var(--mantine-color-red-5)' : undefined,
        }}
      >
        {!mine && (
          <Text size="xs" fw={600} c="brand.8">
            {who}
          </Text>
        )}
        {/* Plain text, always: whatever the sender typed is shown as typed, never read as markup. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-message-body">
          {entry.body}
        </Text>
        {entry.hidden && (
          <Text size="xs" c="red.8" data-testid="chat-message-hidden">
            {t('reviews.hidden')}
          </Text>
        )}
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {/* Only what the other party wrote, once stored, can be reported. */}
          {!mine && entry.id !== null && <ReportButton targetType="chat_message" targetId={entry.id} />}
          <Text size="xs" c="dimmed">
            {time}
          </Text>
          {delivery && <DeliveryMark delivery={delivery} />}
        </Group>
        {entry.pending?.state === 'failed' && (
          <Group gap="xs" mt={4} wrap="wrap" role="alert">
            <Text size="xs" c="red.8">
              {failureText(entry.pending.failure)}
            </Text>
            <Button size="compact-xs" variant="light" color="red" onClick={() => onRetry(entry.client_id)}>
              {t('chat.retry')}
            </Button>
          </Group>
        )}
      </Box>
    </>
  );
}

function DeliveryMark({ delivery }: { delivery: ReturnType<typeof deliveryOf> }) {
  const { t } = useTranslation();
  const Icon = { sending: IconClock, sent: IconCheck, read: IconChecks, failed: IconAlertTriangle }[delivery];
  return (
    <Group gap={2} wrap="nowrap" data-testid="chat-delivery">
      <Icon
        size={12}
        aria-hidden
        color={delivery === 'failed' ? 'var(--mantine-color-red-7)' : delivery === 'read' ? 'var(--mantine-color-brand-7)' : undefined}
      />
      <Text size="xs" c={delivery === 'failed' ? 'red.8' : 'dimmed'}>
        {t(`chat.delivery.${delivery}`)}
      </Text>
    </Group>
  );
}

function failureText(failure: SendFailure): string {
  switch (failure.kind) {
    case 'network':
      return i18n.t('chat.failure.network');
    case 'rate_limited':
      return failure.retryAfterSeconds ? i18n.t('chat.failure.rateLimited', { seconds: failure.retryAfterSeconds }) : i18n.t('chat.failure.rateLimitedSoon');
    case 'closed':
      return i18n.t('chat.failure.closed');
    case 'refused':
      return failure.message;
  }
}
