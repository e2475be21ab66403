import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { koboToNaira, type Payout, type PayoutStatus } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyRow } from '../../components/MoneyRow';
import { QueryBoundary } from '../../components/QueryBoundary';
import { nairaText, whenText } from '../../lib/format';
import { useMyPayouts } from './api';

const STATUS_COLOR: Record<PayoutStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  paid: 'teal',
  failed: 'red',
  rejected: 'red',
};

function Row({ payout }: { payout: Payout }) {
  const { t } = useTranslation();
  return (
    <MoneyRow
      testId="payout"
      title={t('payouts.to', { bank: payout.bank.bank_name, account: payout.bank.account_number })}
      details={
        <>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={STATUS_COLOR[payout.status]} size="sm" data-testid="payout-status">
              {t(`payouts.statuses.${payout.status}`)}
            </Badge>
            <Text size="xs" c="dimmed" component="time" dateTime={payout.created_at}>
              {whenText(payout.created_at)}
            </Text>
          </Group>
          {payout.reason && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('payouts.reason', { reason: payout.reason })}
            </Text>
          )}
        </>
      }
      amount={
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {nairaText(koboToNaira(payout.amount))}
        </Text>
      }
    />
  );
}

/** My withdrawals, newest first, with where each stands. */
export function PayoutList() {
  const { t } = useTranslation();
  const payouts = useMyPayouts();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payouts-list">
      <Title order={2} fz="lg" mb="md" id="payouts-list">
        {t('payouts.list')}
      </Title>
      <QueryBoundary query={payouts} failed={t('payouts.listFailed')} empty={t('payouts.none')} pick={(data) => data.pages.flatMap((p) => p.results)}>
        {(rows) => (
          <Stack gap="sm">
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('payouts.listLabel')}>
              {rows.map((p) => (
                <Row key={p.id} payout={p} />
              ))}
            </Stack>
            {payouts.hasNextPage && (
              <Button variant="default" onClick={() => payouts.fetchNextPage()} loading={payouts.isFetchingNextPage} mx="auto">
                {t('payouts.loadMore')}
              </Button>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Card>
  );
}
