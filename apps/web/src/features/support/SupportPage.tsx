// /support: a patient's, doctor's or hospital's own tickets, newest activity first, each with its
// status, and the way to open a new one.

import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SupportTicket } from '@naijacare/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryBoundary } from '../../components/QueryBoundary';
import { relativeTime } from '../../lib/relativeTime';
import { useMyTickets } from './api';
import { categoryLabel } from './supportView';
import { TicketStatusBadge } from './TicketStatusBadge';

function TicketRow({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation();
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="support-ticket"
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={`/support/${ticket.id}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          {categoryLabel(ticket.category)} · {t('support.messages', { count: ticket.message_count })} ·{' '}
          {t('support.lastActivity', { when: relativeTime(ticket.last_activity_at) })}
        </Text>
      </Stack>
      <TicketStatusBadge status={ticket.status} reader="owner" />
    </Group>
  );
}

export function SupportPage() {
  const { t } = useTranslation();
  const tickets = useMyTickets();
  return (
    <Stack maw={960}>
      <PageHeader
        title={t('support.title')}
        description={t('support.description')}
        actions={
          <Button component={Link} to="/support/new" leftSection={<IconPlus size={16} />}>
            {t('support.newTicket')}
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <QueryBoundary query={tickets} failed={t('support.listFailed')} empty={t('support.none')} pick={(data) => data.pages.flatMap((p) => p.results)}>
          {(rows) => (
            <Stack gap="sm">
              <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('support.listLabel')}>
                {rows.map((ticket) => (
                  <TicketRow key={ticket.id} ticket={ticket} />
                ))}
              </Stack>
              {tickets.hasNextPage && (
                <Button variant="default" onClick={() => tickets.fetchNextPage()} loading={tickets.isFetchingNextPage} mx="auto">
                  {t('support.loadMore')}
                </Button>
              )}
            </Stack>
          )}
        </QueryBoundary>
      </Card>
    </Stack>
  );
}
