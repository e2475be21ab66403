// The platform's revenue: for today, the last 7 and 30 days and all time, the commission it earned
// and the fees, refunds, top-ups and payouts beside it; and what its revenue account and all the
// wallets hold now.

import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminRevenue, RevenuePeriodTotals } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { QueryBoundary } from '../../components/QueryBoundary';
import { useAdminRevenue } from './api';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

function PeriodCard({ p }: { p: RevenuePeriodTotals }) {
  const { t } = useTranslation();
  const headingId = `revenue-${p.period}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} data-testid={`revenue-${p.period}`}>
      <Stack gap={6}>
        <Title order={3} size="h5" id={headingId}>
          {t(`adminPayments.revenue.periods.${p.period}`)}
        </Title>
        <div>
          <Text size="xs" c="dimmed">
            {t('adminPayments.revenue.commission')}
          </Text>
          <Text size="xl" fw={700} data-testid="revenue-commission">
            {p.commission.formatted}
          </Text>
        </div>
        <Line label={t('adminPayments.revenue.fees')} value={p.fees.formatted} testId="revenue-fees" />
        <Line label={t('adminPayments.revenue.refunds')} value={p.refunds.formatted} testId="revenue-refunds" />
        <Line label={t('adminPayments.revenue.topUps')} value={p.top_ups.formatted} testId="revenue-top-ups" />
        <Line label={t('adminPayments.revenue.payouts')} value={p.payouts.formatted} testId="revenue-payouts" />
        <Text size="xs" c="dimmed">
          {t('adminPayments.revenue.transactions', { count: p.transactions })}
        </Text>
      </Stack>
    </Card>
  );
}

function Balances({ revenue }: { revenue: AdminRevenue }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder padding="md">
        <Text size="xs" c="dimmed">
          {t('adminPayments.revenue.platformBalance')}
        </Text>
        <Text size="lg" fw={700} data-testid="platform-balance">
          {revenue.platform_balance.formatted}
        </Text>
      </Card>
      <Card withBorder padding="md">
        <Text size="xs" c="dimmed">
          {t('adminPayments.revenue.walletsTotal')}
        </Text>
        <Text size="lg" fw={700} data-testid="wallets-total">
          {revenue.wallets_total.formatted}
        </Text>
      </Card>
    </SimpleGrid>
  );
}

export function RevenuePanel() {
  const { t } = useTranslation();
  const revenue = useAdminRevenue();
  return (
    <QueryBoundary query={revenue} failed={t('adminPayments.revenue.failed')}>
      {(r) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
            {r.periods.map((p) => (
              <PeriodCard key={p.period} p={p} />
            ))}
          </SimpleGrid>
          <Balances revenue={r} />
        </Stack>
      )}
    </QueryBoundary>
  );
}
