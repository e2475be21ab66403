// /admin/support: the support queue — every ticket, newest activity first, filtered by status,
// category and who has it (me, nobody, everyone), searched by subject, a page at a time.

import { Anchor, Select, Text, TextInput } from '@mantine/core';
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, type SupportTicket } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { AdminQueue } from '../../components/queue/AdminQueue';
import { oneOf, option, text } from '../../components/queue/queueFilters';
import { SegmentedFilter } from '../../components/queue/SegmentedFilter';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import type { StackedColumn } from '../../components/StackedTable';
import { relativeTime } from '../../lib/relativeTime';
import { SUPPORT_PAGE_SIZE, useSupportQueue } from './api';
import { categoryLabel, ticketStatusLabel } from './supportView';
import { TicketStatusBadge } from './TicketStatusBadge';

const FILTERS = {
  status: option('status', SUPPORT_STATUSES),
  category: option('category', SUPPORT_CATEGORIES),
  assignee: oneOf('assignee', ['all', 'me', 'none'] as const, 'all'),
  search: text('search'),
};

export function AdminSupportPage() {
  const { t } = useTranslation();
  const q = useQueueFilters(FILTERS);
  const queue = useSupportQueue(q.filter);
  const columns: StackedColumn<SupportTicket>[] = [
    {
      label: t('support.admin.subject'),
      value: (ticket) => (
        <>
          <Anchor component={Link} to={`/admin/support/${ticket.id}`} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Anchor>
          <Text size="xs" c="dimmed">
            #{ticket.id} · {t('support.messages', { count: ticket.message_count })}
          </Text>
        </>
      ),
    },
    {
      label: t('support.admin.requester'),
      value: (ticket) => (
        <>
          <Text size="sm">{ticket.requester.name}</Text>
          <Text size="xs" c="dimmed">
            {t(`roles.${ticket.requester.user_type}`)}
          </Text>
        </>
      ),
    },
    { label: t('support.admin.category'), value: (ticket) => categoryLabel(ticket.category) },
    { label: t('support.admin.status'), value: (ticket) => <TicketStatusBadge status={ticket.status} reader="admin" /> },
    {
      label: t('support.admin.assignee'),
      value: (ticket) =>
        ticket.assignee?.name ?? (
          <Text span size="sm" c="dimmed">
            {t('support.admin.assigneeNone')}
          </Text>
        ),
    },
    { label: t('support.admin.activity'), td: { style: { whiteSpace: 'nowrap' } }, value: (ticket) => relativeTime(ticket.last_activity_at) },
  ];

  return (
    <AdminPage title={t('support.admin.title')} description={t('support.admin.description')}>
      <AdminQueue
        label={t('support.admin.queue')}
        controls={q.controls}
        filters={
          <>
            <TextInput label={t('support.admin.search')} leftSection={<IconSearch size={16} aria-hidden />} {...q.typing('search')} type="search" w={240} />
            <Select
              label={t('support.admin.status')}
              placeholder={t('support.admin.anyStatus')}
              data={SUPPORT_STATUSES.map((s) => ({ value: s, label: ticketStatusLabel(s, 'admin') }))}
              {...q.select('status')}
              clearable
              w={180}
            />
            <Select
              label={t('support.admin.category')}
              placeholder={t('support.admin.anyCategory')}
              data={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
              {...q.select('category')}
              clearable
              w={200}
            />
            <SegmentedFilter
              id="support-assignee-label"
              label={t('support.admin.assignee')}
              {...q.segmented('assignee')}
              data={[
                { value: 'all', label: t('support.admin.assigneeAll') },
                { value: 'me', label: t('support.admin.assigneeMe') },
                { value: 'none', label: t('support.admin.assigneeNone') },
              ]}
            />
          </>
        }
        clearLabel={t('support.admin.clear')}
        query={queue}
        pageSize={SUPPORT_PAGE_SIZE}
        failed={t('support.admin.failed')}
        empty={t('support.admin.emptyQueue')}
        emptyFiltered={t('support.admin.empty')}
        count={(count) => t('support.admin.count', { count })}
        pagesLabel={t('support.admin.pages')}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        rowTestId="queue-ticket"
        minWidth={860}
        table={{ highlightOnHover: true }}
      />
    </AdminPage>
  );
}
