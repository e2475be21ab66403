// /admin/disputes: the dispute queue — every dispute, newest first, filtered by status and
// category, searched by the parties' names, the complaint's words or its number, a page at a time.

import { Anchor, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DISPUTE_CATEGORIES, DISPUTE_STATUSES, type Dispute, type DisputeCategory, type DisputeStatus, formatNaira } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { relativeTime } from '../../lib/relativeTime';
import { AdminPage } from '../admin/AdminPage';
import { DISPUTES_PAGE_SIZE, type DisputeFilter, firstDisputePage, useDisputes } from './api';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { disputeCategoryLabel, disputeStatusLabel } from './disputeView';

function Row({ d }: { d: Dispute }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="queue-dispute">
      <Table.Td>
        <Anchor component={Link} to={`/admin/disputes/${d.id}`} fw={600} size="sm">
          {t('disputes.number', { id: d.id })}
        </Anchor>
        <Text size="xs" c="dimmed">
          {disputeCategoryLabel(d.category)} · {t('disputes.messages', { count: d.message_count })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{d.patient.name}</Text>
        <Text size="xs" c="dimmed">
          {d.doctor.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <DisputeStatusBadge status={d.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatNaira(d.appointment.fee)}
        {d.refund_amount > 0 && (
          <Text size="xs" c="green.8">
            −{formatNaira(d.refund_amount)}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{relativeTime(d.created_at)}</Table.Td>
    </Table.Tr>
  );
}

export function AdminDisputesPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DisputeFilter>(firstDisputePage);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const queue = useDisputes(filter);
  const set = (changes: Partial<DisputeFilter>) => setFilter((f) => ({ ...f, ...changes, page: changes.page ?? 1 }));
  useEffect(() => setFilter((f) => (f.search === debounced ? f : { ...f, search: debounced, page: 1 })), [debounced]);
  const filtered = filter.status !== null || filter.category !== null || search.trim() !== '';
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.count / DISPUTES_PAGE_SIZE)) : 1;

  return (
    <AdminPage title={t('disputes.admin.title')} description={t('disputes.admin.description')}>
      <Card withBorder padding="lg" component="section" aria-label={t('disputes.admin.queue')}>
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('disputes.admin.search')}
              description={t('disputes.admin.searchHint')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              type="search"
              w={240}
            />
            <Select
              label={t('disputes.admin.status')}
              placeholder={t('disputes.admin.anyStatus')}
              data={DISPUTE_STATUSES.map((s) => ({ value: s, label: disputeStatusLabel(s) }))}
              value={filter.status}
              onChange={(status) => set({ status: status as DisputeStatus | null })}
              clearable
              w={180}
            />
            <Select
              label={t('disputes.admin.category')}
              placeholder={t('disputes.admin.anyCategory')}
              data={DISPUTE_CATEGORIES.map((c) => ({ value: c, label: disputeCategoryLabel(c) }))}
              value={filter.category}
              onChange={(category) => set({ category: category as DisputeCategory | null })}
              clearable
              w={220}
            />
            {filtered && (
              <Button
                variant="subtle"
                onClick={() => {
                  setSearch('');
                  setFilter(firstDisputePage);
                }}
              >
                {t('disputes.admin.clear')}
              </Button>
            )}
          </Group>
          <QueryBoundary
            query={queue}
            failed={t('disputes.failed')}
            empty={filtered ? t('disputes.admin.empty') : t('disputes.admin.emptyQueue')}
            pick={(page) => page.results}
          >
            {(rows) => (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('disputes.admin.count', { count: queue.data?.count ?? rows.length })}
                </Text>
                <Table.ScrollContainer minWidth={720}>
                  <Table verticalSpacing="sm" highlightOnHover aria-label={t('disputes.admin.queue')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('disputes.admin.dispute')}</Table.Th>
                        <Table.Th>{t('disputes.admin.parties')}</Table.Th>
                        <Table.Th>{t('disputes.admin.status')}</Table.Th>
                        <Table.Th>{t('disputes.admin.money')}</Table.Th>
                        <Table.Th>{t('disputes.admin.opened')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((d) => (
                        <Row key={d.id} d={d} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {pages > 1 && (
                  <ListPagination total={pages} value={filter.page} onChange={(page) => set({ page })} mx="auto" aria-label={t('disputes.admin.pages')} />
                )}
              </Stack>
            )}
          </QueryBoundary>
        </Stack>
      </Card>
    </AdminPage>
  );
}
