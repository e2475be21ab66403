// Top-ups that did not end in money: pending (stale after TOP_UP_STALE_MINUTES) and failed, with
// their payer and age, searchable by payer or reference; a re-verify asks the provider again and,
// when it was paid after all, credits the wallet once.

import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import type { AdminTopUp } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminQueue, type QueueNotice } from '../../components/queue/AdminQueue';
import { option, text } from '../../components/queue/queueFilters';
import { SegmentedFilter } from '../../components/queue/SegmentedFilter';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import type { StackedColumn } from '../../components/StackedTable';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { useAdminTopUps, useReverifyTopUp } from './api';
import { ADMIN_PAYMENTS_PAGE_SIZE } from './filters';

function useAge() {
  const { t } = useTranslation();
  return (minutes: number) => {
    if (minutes < 120) return t('adminPayments.topUps.age', { minutes });
    if (minutes < 48 * 60) return t('adminPayments.topUps.ageHours', { hours: Math.floor(minutes / 60) });
    return t('adminPayments.topUps.ageDays', { days: Math.floor(minutes / 1440) });
  };
}

function State({ p }: { p: AdminTopUp }) {
  const { t } = useTranslation();
  if (p.status === 'failed')
    return (
      <>
        <Badge color="red" variant="light" data-testid="top-up-status">
          {t('adminPayments.topUps.failedStatus')}
        </Badge>
        {p.failure_reason && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.failure_reason}
          </Text>
        )}
      </>
    );
  return (
    <Group gap={4}>
      <Badge color="yellow" variant="light" data-testid="top-up-status">
        {t('adminPayments.topUps.pending')}
      </Badge>
      {p.stale && (
        <Badge color="orange" variant="outline">
          {t('adminPayments.topUps.stale')}
        </Badge>
      )}
    </Group>
  );
}

const FILTERS = { status: option('status', ['pending', 'failed'] as const), search: text('search') };

export function TopUpsPanel() {
  const { t } = useTranslation();
  const age = useAge();
  const q = useQueueFilters(FILTERS);
  const list = useAdminTopUps(q.filter.status, q.filter.search, q.filter.page);
  const reverify = useReverifyTopUp();
  const [notice, setNotice] = useState<QueueNotice | null>(null);
  const outcome = (p: AdminTopUp) =>
    p.status === 'succeeded'
      ? t('adminPayments.topUps.succeeded', { amount: p.amount_formatted, name: p.user.name })
      : p.status === 'pending'
        ? t('adminPayments.topUps.stillPending')
        : t('adminPayments.topUps.stillFailed');
  const columns: StackedColumn<AdminTopUp>[] = [
    {
      label: t('adminPayments.topUps.payer'),
      value: (p) => (
        <>
          <Text size="sm" fw={600}>
            {p.user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {p.user.username}
          </Text>
        </>
      ),
    },
    { label: t('adminPayments.topUps.amount'), td: { fw: 600, style: { whiteSpace: 'nowrap' } }, value: (p) => p.amount_formatted },
    { label: t('adminPayments.topUps.state'), value: (p) => <State p={p} /> },
    {
      label: t('adminPayments.topUps.started'),
      td: { style: { whiteSpace: 'nowrap' } },
      value: (p) => (
        <>
          <Text size="sm">{age(p.age_minutes)}</Text>
          <Text size="xs" c="dimmed">
            {whenText(p.created_at)}
          </Text>
        </>
      ),
    },
    {
      label: t('adminPayments.topUps.reference'),
      value: (p) => (
        <>
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {p.reference}
          </Text>
          <Text size="xs" c="dimmed">
            {t('adminPayments.topUps.provider', { provider: p.provider })}
          </Text>
        </>
      ),
    },
    {
      // A column of buttons, each named by its top-up: its header says nothing.
      label: t('adminPayments.topUps.reverify'),
      header: '',
      value: (p) => (
        <Button
          size="xs"
          variant="light"
          aria-label={t('adminPayments.topUps.reverifyLabel', { reference: p.reference })}
          loading={reverify.isPending && reverify.variables === p.reference}
          onClick={() =>
            reverify.mutate(p.reference, {
              onSuccess: (now) => setNotice({ ok: now.status === 'succeeded', text: outcome(now) }),
              onError: (error) => setNotice({ ok: false, text: errorMessage(error, t('adminPayments.topUps.failed')) }),
            })
          }
        >
          {t('adminPayments.topUps.reverify')}
        </Button>
      ),
    },
  ];

  return (
    <AdminQueue
      label={t('adminPayments.topUps.label')}
      controls={q.controls}
      filters={
        <>
          <TextInput
            label={t('adminPayments.topUps.search')}
            description={t('adminPayments.topUps.searchHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            {...q.typing('search')}
            w={240}
          />
          <SegmentedFilter
            id="top-up-status-label"
            label={t('adminPayments.topUps.status')}
            {...q.segmented('status')}
            data={[
              { value: 'all', label: t('adminPayments.topUps.all') },
              { value: 'pending', label: t('adminPayments.topUps.pending') },
              { value: 'failed', label: t('adminPayments.topUps.failedStatus') },
            ]}
          />
        </>
      }
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      query={list}
      pageSize={ADMIN_PAYMENTS_PAGE_SIZE}
      failed={t('adminPayments.topUps.failed')}
      empty={t('adminPayments.topUps.none')}
      emptyFiltered={t('adminPayments.topUps.empty')}
      count={(count) => t('adminPayments.count', { count })}
      pagesLabel={t('adminPayments.pages')}
      columns={columns}
      rowKey={(p) => p.reference}
      rowTestId="admin-top-up"
      minWidth={820}
    />
  );
}
