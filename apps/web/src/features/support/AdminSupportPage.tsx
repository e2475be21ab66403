// /admin/support: the support queue — every ticket, newest activity first, filtered by status,
// category and who has it (me, nobody, everyone), searched by subject, a page at a time.

import { Anchor, Button, Card, Group, SegmentedControl, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, type SupportCategory, type SupportStatus, type SupportTicket } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { relativeTime } from '../../lib/relativeTime';
import { AdminPage } from '../admin/AdminPage';
import { type AssigneeFilter, firstQueuePage, type QueueFilter, SUPPORT_PAGE_SIZE, useSupportQueue } from './api';
import { categoryLabel, ticketStatusLabel } from './supportView';
import { TicketStatusBadge } from './TicketStatusBadge';

function Row({ ticket }: { ticket: SupportTicket }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="queue-ticket">
      <Table.Td>
        <Anchor component={Link} to={`/admin/support/${ticket.id}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          #{ticket.id} · {t('support.messages', { count: ticket.message_count })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{ticket.requester.name}</Text>
        <Text size="xs" c="dimmed">
          {t(`roles.${ticket.requester.user_type}`)}
        </Text>
      </Table.Td>
      <Table.Td>{categoryLabel(ticket.category)}</Table.Td>
      <Table.Td>
        <TicketStatusBadge status={ticket.status} reader="admin" />
      </Table.Td>
      <Table.Td>
        {ticket.assignee?.name ?? (
          <Text span size="sm" c="dimmed">
            {t('support.admin.assigneeNone')}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{relativeTime(ticket.last_activity_at)}</Table.Td>
    </Table.Tr>
  );
}

export function AdminSupportPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<QueueFilter>(firstQueuePage);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const queue = useSupportQueue(filter);
  // A new filter starts again at the first page.
  const set = (changes: Partial<QueueFilter>) => setFilter((f) => ({ ...f, ...changes, page: changes.page ?? 1 }));
  useEffect(() => setFilter((f) => (f.search === debounced ? f : { ...f, search: debounced, page: 1 })), [debounced]);
  const filtered = filter.status !== null || filter.category !== null || filter.assignee !== 'all' || search.trim() !== '';
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.count / SUPPORT_PAGE_SIZE)) : 1;

  return (
    <AdminPage title={t('support.admin.title')} description={t('support.admin.description')}>
      <Card withBorder padding="lg" component="section" aria-label={t('support.admin.queue')}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('support.admin.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
              w={240}
            />
            <Select
              label={t('support.admin.status')}
              placeholder={t('support.admin.anyStatus')}
              data={SUPPORT_STATUSES.map((s) => ({ value: s, label: ticketStatusLabel(s, 'admin') }))}
              value={filter.status}
              onChange={(status) => set({ status: status as SupportStatus | null })}
              clearable
              w={180}
            />
            <Select
              label={t('support.admin.category')}
              placeholder={t('support.admin.anyCategory')}
              data={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
              value={filter.category}
              onChange={(category) => set({ category: category as SupportCategory | null })}
              clearable
              w={200}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="support-assignee-label">
                {t('support.admin.assignee')}
              </Text>
              <SegmentedControl
                aria-labelledby="support-assignee-label"
                value={filter.assignee}
                onChange={(assignee) => set({ assignee: assignee as AssigneeFilter })}
                data={[
                  { value: 'all', label: t('support.admin.assigneeAll') },
                  { value: 'me', label: t('support.admin.assigneeMe') },
                  { value: 'none', label: t('support.admin.assigneeNone') },
                ]}
              />
            </Stack>
            {filtered && (
              <Button
                variant="subtle"
                onClick={() => {
                  setSearch('');
                  setFilter(firstQueuePage);
                }}
              >
                {t('support.admin.clear')}
              </Button>
            )}
          </Group>
          <QueryBoundary
            query={queue}
            failed={t('support.admin.failed')}
            empty={filtered ? t('support.admin.empty') : t('support.admin.emptyQueue')}
            pick={(page) => page.results}
          >
            {(rows) => (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('support.admin.count', { count: queue.data?.count ?? rows.length })}
                </Text>
                <Table.ScrollContainer minWidth={860}>
                  <Table verticalSpacing="sm" highlightOnHover aria-label={t('support.admin.queue')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('support.admin.subject')}</Table.Th>
                        <Table.Th>{t('support.admin.requester')}</Table.Th>
                        <Table.Th>{t('support.admin.category')}</Table.Th>
                        <Table.Th>{t('support.admin.status')}</Table.Th>
                        <Table.Th>{t('support.admin.assignee')}</Table.Th>
                        <Table.Th>{t('support.admin.activity')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((ticket) => (
                        <Row key={ticket.id} ticket={ticket} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {pages > 1 && (
                  <ListPagination total={pages} value={filter.page} onChange={(page) => set({ page })} mx="auto" aria-label={t('support.admin.pages')} />
                )}
              </Stack>
            )}
          </QueryBoundary>
        </Stack>
      </Card>
    </AdminPage>
  );
}
