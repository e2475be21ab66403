// The ledger's transactions: filters (type, user, Lagos days, amount in naira), a page at a time,
// each row with where the money came from and where it went.

import { Badge, Select, Stack, Text, TextInput } from '@mantine/core';
import { type AdminTransaction, koboToNaira, type LedgerLeg, WALLET_TRANSACTION_TYPES } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { AdminQueue } from '../../components/queue/AdminQueue';
import { useLastValid } from '../../components/queue/useLastValid';
import { useQueueFilters } from '../../components/queue/useQueueFilters';
import type { StackedColumn } from '../../components/StackedTable';
import { nairaText, whenText } from '../../lib/format';
import { useAdminTransactions } from './api';
import { ADMIN_PAYMENTS_PAGE_SIZE, type FilterProblem, noTransactionFilter, TRANSACTION_FILTERS, transactionParams } from './filters';

function useLegName() {
  const { t } = useTranslation();
  return (leg: LedgerLeg) => {
    const who =
      leg.account === 'platform_revenue'
        ? t('adminPayments.transactions.platformRevenue')
        : leg.account === 'provider_clearing'
          ? t('adminPayments.transactions.providerClearing')
          : (leg.user?.name ?? t('adminPayments.transactions.deletedUser', { id: '?' }));
    if (leg.bucket === 'pending') return `${who} (${t('adminPayments.transactions.pending')})`;
    return leg.bucket === 'owed' ? `${who} (${t('adminPayments.transactions.owed')})` : who;
  };
}

function Legs({ legs }: { legs: LedgerLeg[] }) {
  const name = useLegName();
  return (
    <Stack gap={2}>
      {legs.map((leg) => (
        <Text key={`${leg.account}:${leg.user?.id ?? ''}:${leg.bucket}:${leg.amount}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name(leg)}{' '}
          <Text span size="xs" c="dimmed">
            {nairaText(koboToNaira(Math.abs(leg.amount)))}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

export function TransactionsPanel() {
  const { t } = useTranslation();
  const q = useQueueFilters(TRANSACTION_FILTERS);
  const { params, problems } = transactionParams(q.filter, q.filter.page);
  const list = useAdminTransactions(useLastValid(params, problems.length === 0, () => transactionParams(noTransactionFilter(), 1).params));
  const problem = (p: FilterProblem) => problems.includes(p);
  const amountError = (own: 'amountMin' | 'amountMax') =>
    problem(own)
      ? t('adminPayments.transactions.amountInvalid')
      : own === 'amountMax' && problem('amountOrder')
        ? t('adminPayments.transactions.amountOrder')
        : null;
  const columns: StackedColumn<AdminTransaction>[] = [
    { label: t('adminPayments.transactions.when'), td: { style: { whiteSpace: 'nowrap' } }, value: (tx) => whenText(tx.created_at) },
    {
      label: t('adminPayments.transactions.what'),
      value: (tx) => (
        <>
          <Badge variant="light" data-testid="transaction-type">
            {t(`wallet.types.${tx.type}`)}
          </Badge>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            #{tx.id} · {tx.reason}
            {tx.appointment_id !== null && ` · ${t('adminPayments.transactions.appointment', { id: tx.appointment_id })}`}
          </Text>
        </>
      ),
    },
    { label: t('adminPayments.transactions.from'), value: (tx) => <Legs legs={tx.from} /> },
    { label: t('adminPayments.transactions.to'), value: (tx) => <Legs legs={tx.to} /> },
    {
      label: t('adminPayments.transactions.amount'),
      th: { style: { textAlign: 'right' } },
      td: { style: { whiteSpace: 'nowrap', textAlign: 'right' }, fw: 600 },
      value: (tx) => tx.amount_formatted,
    },
  ];

  return (
    <AdminQueue
      label={t('adminPayments.transactions.label')}
      controls={q.controls}
      filtersAlign="flex-start"
      filters={
        <>
          <Select
            label={t('adminPayments.transactions.type')}
            placeholder={t('adminPayments.transactions.anyType')}
            data={WALLET_TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`wallet.types.${v}`) }))}
            {...q.select('type')}
            clearable
            w={190}
          />
          <TextInput
            label={t('adminPayments.transactions.who')}
            description={t('adminPayments.transactions.whoHint')}
            {...q.typing('who')}
            type="search"
            w={240}
          />
          <TextInput label={t('adminPayments.transactions.dateFrom')} type="date" {...q.typing('dateFrom')} w={160} />
          <TextInput
            label={t('adminPayments.transactions.dateTo')}
            type="date"
            {...q.typing('dateTo')}
            error={problem('dateOrder') ? t('adminPayments.transactions.dateOrder') : null}
            w={160}
          />
          <TextInput
            label={t('adminPayments.transactions.amountMin')}
            inputMode="decimal"
            {...q.typing('amountMin')}
            error={amountError('amountMin')}
            w={150}
          />
          <TextInput
            label={t('adminPayments.transactions.amountMax')}
            inputMode="decimal"
            {...q.typing('amountMax')}
            error={amountError('amountMax')}
            w={150}
          />
        </>
      }
      clearLabel={t('adminPayments.clear')}
      query={list}
      pageSize={ADMIN_PAYMENTS_PAGE_SIZE}
      failed={t('adminPayments.transactions.failed')}
      empty={t('adminPayments.transactions.none')}
      emptyFiltered={t('adminPayments.transactions.empty')}
      count={(count) => t('adminPayments.count', { count })}
      countTestId="transactions-count"
      pagesLabel={t('adminPayments.pages')}
      columns={columns}
      rowKey={(tx) => tx.id}
      rowTestId="ledger-transaction"
      minWidth={820}
      table={{ highlightOnHover: true }}
    />
  );
}
