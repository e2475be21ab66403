// /admin/disputes: the dispute queue — every dispute, newest first, filtered by status and
// category, searched by the parties' names, the complaint's words or its number, a page at a time.

import { Anchor, Select, Text, TextInput } from '@mantine/core';
import { DISPUTE_CATEGORIES, DISPUTE_STATUSES, type Dispute, formatNaira } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { AdminQueue } from '../../components/queue/AdminQueue';
import { option, text } from '../../components/queue/queueFilters';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import type { StackedColumn } from '../../components/StackedTable';
import { relativeTime } from '../../lib/relativeTime';
import { DISPUTES_PAGE_SIZE, useDisputes } from './api';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { disputeCategoryLabel, disputeStatusLabel } from './disputeView';

const FILTERS = { status: option('status', DISPUTE_STATUSES), category: option('category', DISPUTE_CATEGORIES), search: text('search') };
const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;

export function AdminDisputesPage() {
  const { t } = useTranslation();
  const q = useQueueFilters(FILTERS);
  const queue = useDisputes(q.filter);
  const columns: StackedColumn<Dispute>[] = [
    {
      label: t('disputes.admin.dispute'),
      value: (d) => (
        <>
          <Anchor component={Link} to={`/admin/disputes/${d.id}`} fw={600} size="sm">
            {t('disputes.number', { id: d.id })}
          </Anchor>
          <Text size="xs" c="dimmed">
            {disputeCategoryLabel(d.category)} · {t('disputes.messages', { count: d.message_count })}
          </Text>
        </>
      ),
    },
    {
      label: t('disputes.admin.parties'),
      value: (d) => (
        <>
          <Text size="sm">{d.patient.name}</Text>
          <Text size="xs" c="dimmed">
            {d.doctor.name}
          </Text>
        </>
      ),
    },
    { label: t('disputes.admin.status'), value: (d) => <DisputeStatusBadge status={d.status} /> },
    {
      label: t('disputes.admin.money'),
      td: NOWRAP,
      value: (d) => (
        <>
          {formatNaira(d.appointment.fee)}
          {d.refund_amount > 0 && (
            <Text size="xs" c="green.8">
              −{formatNaira(d.refund_amount)}
            </Text>
          )}
        </>
      ),
    },
    { label: t('disputes.admin.opened'), td: NOWRAP, value: (d) => relativeTime(d.created_at) },
  ];

  return (
    <AdminPage title={t('disputes.admin.title')} description={t('disputes.admin.description')}>
      <AdminQueue
        label={t('disputes.admin.queue')}
        controls={q.controls}
        filters={
          <>
            <TextInput
              label={t('disputes.admin.search')}
              description={t('disputes.admin.searchHint')}
              leftSection={<IconSearch size={16} aria-hidden />}
              {...q.typing('search')}
              type="search"
              w={240}
            />
            <Select
              label={t('disputes.admin.status')}
              placeholder={t('disputes.admin.anyStatus')}
              data={DISPUTE_STATUSES.map((s) => ({ value: s, label: disputeStatusLabel(s) }))}
              {...q.select('status')}
              clearable
              w={180}
            />
            <Select
              label={t('disputes.admin.category')}
              placeholder={t('disputes.admin.anyCategory')}
              data={DISPUTE_CATEGORIES.map((c) => ({ value: c, label: disputeCategoryLabel(c) }))}
              {...q.select('category')}
              clearable
              w={220}
            />
          </>
        }
        clearLabel={t('disputes.admin.clear')}
        query={queue}
        pageSize={DISPUTES_PAGE_SIZE}
        failed={t('disputes.failed')}
        empty={t('disputes.admin.emptyQueue')}
        emptyFiltered={t('disputes.admin.empty')}
        count={(count) => t('disputes.admin.count', { count })}
        pagesLabel={t('disputes.admin.pages')}
        columns={columns}
        rowKey={(d) => d.id}
        rowTestId="queue-dispute"
        minWidth={720}
        table={{ highlightOnHover: true }}
      />
    </AdminPage>
  );
}
