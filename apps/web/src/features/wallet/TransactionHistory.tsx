import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { koboToNaira, WALLET_TRANSACTION_TYPES, type WalletTransaction, type WalletTransactionType } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyRow } from '../../components/MoneyRow';
import { QueryBoundary } from '../../components/QueryBoundary';
import { WRAPPING_BADGE } from '../../components/wrappingBadge';
import { isReversedRange } from '../../lib/dateRange';
import { nairaText, whenText } from '../../lib/format';
import { signedNaira } from './amounts';
import { noFilter, type TransactionFilter, useWalletHistory } from './api';

const amountColor = (kobo: number) => (kobo > 0 ? 'teal.9' : kobo < 0 ? 'red.9' : undefined);

function Row({ tx }: { tx: WalletTransaction }) {
  const { t } = useTranslation();
  const moved = tx.amount !== 0 ? tx.amount : tx.pending_amount;
  // What the person owes the platform: more (a refund beyond what they held) or less (paid back).
  const debt = tx.debt_amount;
  return (
    <MoneyRow
      testId="wallet-transaction"
      title={tx.reason}
      details={
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray" size="sm" styles={WRAPPING_BADGE} data-testid="wallet-transaction-type">
            {t(`wallet.types.${tx.type}`)}
          </Badge>
          <Text size="xs" c="dimmed" component="time" dateTime={tx.created_at}>
            {whenText(tx.created_at)}
          </Text>
          {tx.appointment_id !== null && (
            <Text size="xs" c="dimmed">
              {t('wallet.appointment', { id: tx.appointment_id })}
            </Text>
          )}
        </Group>
      }
      amount={
        <>
          {/* What moved: the available change, or — for a fee held, an earning, a payout paid — the pending one. */}
          <Text size="sm" fw={700} c={amountColor(moved)} style={{ whiteSpace: 'nowrap' }}>
            {signedNaira(moved)}
          </Text>
          {tx.pending_amount !== 0 && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {tx.amount === 0 ? t('wallet.pendingOnly') : t('wallet.pendingChange', { amount: signedNaira(tx.pending_amount) })}
            </Text>
          )}
          {debt !== 0 && (
            <Text size="xs" c="red.9" style={{ whiteSpace: 'nowrap' }} data-testid="wallet-transaction-debt">
              {t(debt > 0 ? 'wallet.debtAdded' : 'wallet.debtPaid', { amount: nairaText(koboToNaira(Math.abs(debt))) ?? '' })}
            </Text>
          )}
        </>
      }
    />
  );
}

/** My transactions, newest first, filtered by type and Lagos dates, twenty at a time. */
export function TransactionHistory() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TransactionFilter>(noFilter);
  const reversed = isReversedRange(filter.dateFrom, filter.dateTo);
  // A reversed range is said under the field, not asked of the server (which would refuse it).
  const history = useWalletHistory(reversed ? noFilter() : filter);
  const set = (changes: Partial<TransactionFilter>) => setFilter((f) => ({ ...f, ...changes }));
  const filtered = filter.type !== null || filter.dateFrom !== '' || filter.dateTo !== '';

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="wallet-history">
      <Title order={2} fz="lg" mb="md" id="wallet-history">
        {t('wallet.history')}
      </Title>
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <Select
          label={t('wallet.type')}
          placeholder={t('wallet.anyType')}
          data={WALLET_TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`wallet.types.${type}`) }))}
          value={filter.type}
          onChange={(type) => set({ type: type as WalletTransactionType | null })}
          clearable
          w={200}
        />
        <TextInput type="date" label={t('wallet.from')} value={filter.dateFrom} onChange={(e) => set({ dateFrom: e.currentTarget.value })} />
        <TextInput
          type="date"
          label={t('wallet.to')}
          value={filter.dateTo}
          onChange={(e) => set({ dateTo: e.currentTarget.value })}
          error={reversed ? t('wallet.toBeforeFrom') : undefined}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => setFilter(noFilter())}>
            {t('wallet.clear')}
          </Button>
        )}
      </Group>
      {reversed ? null : (
        <QueryBoundary
          query={history}
          failed={t('wallet.historyFailed')}
          empty={filtered ? t('wallet.noneMatch') : t('wallet.none')}
          pick={(data) => data.pages.flatMap((p) => p.results)}
        >
          {(rows) => (
            <Stack gap="sm">
              <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('wallet.historyLabel')}>
                {rows.map((tx) => (
                  <Row key={tx.id} tx={tx} />
                ))}
              </Stack>
              {history.hasNextPage && (
                <Button variant="default" onClick={() => history.fetchNextPage()} loading={history.isFetchingNextPage} mx="auto">
                  {t('wallet.loadMore')}
                </Button>
              )}
            </Stack>
          )}
        </QueryBoundary>
      )}
    </Card>
  );
}
