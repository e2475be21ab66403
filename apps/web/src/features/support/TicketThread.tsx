// A ticket's conversation, oldest first: the reader's own messages on the right, the other side's
// on the left, each with who wrote it and when. Plain text, as written (never HTML).

import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SupportMessage } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { whenText } from '../../lib/format';
import { useTicketMessages } from './api';

interface TicketThreadProps {
  ticketId: number;
  /** The owner reads their side as "You" and the admins' as NaijaCare Support; an admin reads names. */
  reader: 'owner' | 'admin';
  /** The signed-in admin's user id: their own messages are "You". */
  me: number;
}

function Message({ message, mine, reader }: { message: SupportMessage; mine: boolean; reader: 'owner' | 'admin' }) {
  const { t } = useTranslation();
  const who = mine ? t('support.ticket.you') : message.from_staff && reader === 'owner' ? t('support.ticket.staff') : message.author.name;
  return (
    <Box
      component="li"
      data-testid="support-message"
      p="sm"
      maw="85%"
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: 'var(--mantine-radius-md)',
        background: mine ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-1)',
      }}
    >
      <Group gap="xs" mb={4} wrap="wrap">
        <Text size="sm" fw={600}>
          {who}
        </Text>
        {message.from_staff && reader === 'admin' && (
          <Badge size="xs" variant="outline" color="gray">
            {t('support.ticket.staffBadge')}
          </Badge>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
          {whenText(message.created_at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Box>
  );
}

export function TicketThread({ ticketId, reader, me }: TicketThreadProps) {
  const { t } = useTranslation();
  const messages = useTicketMessages(ticketId);
  const mine = (m: SupportMessage) => (reader === 'owner' ? !m.from_staff : m.author.id === me);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="support-thread">
      <Title order={2} fz="lg" mb="md" id="support-thread">
        {t('support.ticket.thread')}
      </Title>
      <QueryBoundary query={messages} failed={t('support.ticket.threadFailed')} pick={(data) => data.pages.flatMap((p) => p.results)}>
        {(list) => (
          <Stack gap="sm">
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('support.ticket.thread')}>
              {list.map((m) => (
                <Message key={m.id} message={m} mine={mine(m)} reader={reader} />
              ))}
            </Stack>
            {messages.hasNextPage && (
              <Button variant="default" onClick={() => messages.fetchNextPage()} loading={messages.isFetchingNextPage} mx="auto">
                {t('support.ticket.earlier')}
              </Button>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}
