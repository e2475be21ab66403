// Top-ups that did not end in money: pending (stale after TOP_UP_STALE_MINUTES) and failed, with
// their payer and age, searchable by payer or reference; a re-verify asks the provider again and,
// when it was paid after all, credits the wallet once.

import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminTopUp } from '@naijacare/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { errorMessage } from '../../lib/errors';
import { whenText } from '../../lib/format';
import { type TopUpStatusFilter, useAdminTopUps, useReverifyTopUp } from './api';
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

export function TopUpsPanel() {
  const { t } = useTranslation();
  const age = useAge();
  const [status, setStatus] = useState<TopUpStatusFilter>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const list = useAdminTopUps(status, debounced, page);
  const reverify = useReverifyTopUp();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / ADMIN_PAYMENTS_PAGE_SIZE)) : 1;
  const outcome = (p: AdminTopUp) =>
    p.status === 'succeeded'
      ? t('adminPayments.topUps.succeeded', { amount: p.amount_formatted, name: p.user.name })
      : p.status === 'pending'
        ? t('adminPayments.topUps.stillPending')
        : t('adminPayments.topUps.stillFailed');

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('adminPayments.topUps.label')}>
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('adminPayments.topUps.search')}
            description={t('adminPayments.topUps.searchHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={240}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="top-up-status-label">
              {t('adminPayments.topUps.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="top-up-status-label"
              value={status ?? 'all'}
              onChange={(v) => {
                setStatus(v === 'all' ? null : (v as TopUpStatusFilter));
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('adminPayments.topUps.all') },
                { value: 'pending', label: t('adminPayments.topUps.pending') },
                { value: 'failed', label: t('adminPayments.topUps.failedStatus') },
              ]}
            />
          </Stack>
        </Group>
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'} withCloseButton onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <QueryBoundary
          query={list}
          failed={t('adminPayments.topUps.failed')}
          empty={status || debounced.trim() ? t('adminPayments.topUps.empty') : t('adminPayments.topUps.none')}
          pick={(p) => p.results}
        >
          {(rows) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('adminPayments.count', { count: list.data?.count ?? rows.length })}
              </Text>
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing="sm" aria-label={t('adminPayments.topUps.label')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('adminPayments.topUps.payer')}</Table.Th>
                      <Table.Th>{t('adminPayments.topUps.amount')}</Table.Th>
                      <Table.Th>{t('adminPayments.topUps.state')}</Table.Th>
                      <Table.Th>{t('adminPayments.topUps.started')}</Table.Th>
                      <Table.Th>{t('adminPayments.topUps.reference')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((p) => (
                      <Table.Tr key={p.reference} data-testid="admin-top-up">
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {p.user.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {p.user.username}
                          </Text>
                        </Table.Td>
                        <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {p.amount_formatted}
                        </Table.Td>
                        <Table.Td>
                          <State p={p} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm">{age(p.age_minutes)}</Text>
                          <Text size="xs" c="dimmed">
                            {whenText(p.created_at)}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                            {p.reference}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('adminPayments.topUps.provider', { provider: p.provider })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
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
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {pages > 1 && <ListPagination total={pages} value={page} onChange={setPage} mx="auto" aria-label={t('adminPayments.pages')} />}
            </Stack>
          )}
        </QueryBoundary>
      </Stack>
    </Card>
  );
}
