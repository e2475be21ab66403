// The ledger's transactions: filters (type, user, Lagos days, amount in naira), a page at a time,
// each row with where the money came from and where it went.

import { Badge, Button, Card, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminTransaction, koboToNaira, type LedgerLeg, WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@naijacare/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { QueryBoundary } from '../../components/QueryBoundary';
import { nairaText, whenText } from '../../lib/format';
import { useAdminTransactions } from './api';
import { ADMIN_PAYMENTS_PAGE_SIZE, isFiltered, noTransactionFilter, type TransactionFilter, transactionParams } from './filters';

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

function Row({ tx }: { tx: AdminTransaction }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="ledger-transaction">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenText(tx.created_at)}</Table.Td>
      <Table.Td>
        <Badge variant="light" data-testid="transaction-type">
          {t(`wallet.types.${tx.type}`)}
        </Badge>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          #{tx.id} · {tx.reason}
          {tx.appointment_id !== null && ` · ${t('adminPayments.transactions.appointment', { id: tx.appointment_id })}`}
        </Text>
      </Table.Td>
      <Table.Td>
        <Legs legs={tx.from} />
      </Table.Td>
      <Table.Td>
        <Legs legs={tx.to} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', textAlign: 'right' }} fw={600}>
        {tx.amount_formatted}
      </Table.Td>
    </Table.Tr>
  );
}

export function TransactionsPanel() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TransactionFilter>(noTransactionFilter);
  const [page, setPage] = useState(1);
  // Typed fields wait for a pause before asking.
  const [asked] = useDebouncedValue(filter, 300);
  const { params, problems } = transactionParams(asked, page);
  const list = useAdminTransactions(params, problems.length === 0);
  const set = (changes: Partial<TransactionFilter>) => {
    setFilter((f) => ({ ...f, ...changes }));
    setPage(1);
  };
  const problem = (p: string) => problems.includes(p as never);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / ADMIN_PAYMENTS_PAGE_SIZE)) : 1;
  const amountError = (own: 'amountMin' | 'amountMax') =>
    problem(own)
      ? t('adminPayments.transactions.amountInvalid')
      : own === 'amountMax' && problem('amountOrder')
        ? t('adminPayments.transactions.amountOrder')
        : null;

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('adminPayments.transactions.label')}>
      <Stack gap="md">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('adminPayments.transactions.type')}
            placeholder={t('adminPayments.transactions.anyType')}
            data={WALLET_TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`wallet.types.${v}`) }))}
            value={filter.type}
            onChange={(type) => set({ type: type as WalletTransactionType | null })}
            clearable
            w={190}
          />
          <TextInput
            label={t('adminPayments.transactions.who')}
            description={t('adminPayments.transactions.whoHint')}
            value={filter.who}
            onChange={(e) => set({ who: e.currentTarget.value })}
            type="search"
            w={240}
          />
          <TextInput
            label={t('adminPayments.transactions.dateFrom')}
            type="date"
            value={filter.dateFrom}
            onChange={(e) => set({ dateFrom: e.currentTarget.value })}
            w={160}
          />
          <TextInput
            label={t('adminPayments.transactions.dateTo')}
            type="date"
            value={filter.dateTo}
            onChange={(e) => set({ dateTo: e.currentTarget.value })}
            error={problem('dateOrder') ? t('adminPayments.transactions.dateOrder') : null}
            w={160}
          />
          <TextInput
            label={t('adminPayments.transactions.amountMin')}
            inputMode="decimal"
            value={filter.amountMin}
            onChange={(e) => set({ amountMin: e.currentTarget.value })}
            error={amountError('amountMin')}
            w={150}
          />
          <TextInput
            label={t('adminPayments.transactions.amountMax')}
            inputMode="decimal"
            value={filter.amountMax}
            onChange={(e) => set({ amountMax: e.currentTarget.value })}
            error={amountError('amountMax')}
            w={150}
          />
          {isFiltered(filter) && (
            <Button variant="subtle" mt={24} onClick={() => set(noTransactionFilter())}>
              {t('adminPayments.clear')}
            </Button>
          )}
        </Group>
        <QueryBoundary
          query={list}
          failed={t('adminPayments.transactions.failed')}
          empty={isFiltered(asked) ? t('adminPayments.transactions.empty') : t('adminPayments.transactions.none')}
          pick={(p) => p.results}
        >
          {(rows) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite" data-testid="transactions-count">
                {t('adminPayments.count', { count: list.data?.count ?? rows.length })}
              </Text>
              <Table.ScrollContainer minWidth={820}>
                <Table verticalSpacing="sm" highlightOnHover aria-label={t('adminPayments.transactions.label')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('adminPayments.transactions.when')}</Table.Th>
                      <Table.Th>{t('adminPayments.transactions.what')}</Table.Th>
                      <Table.Th>{t('adminPayments.transactions.from')}</Table.Th>
                      <Table.Th>{t('adminPayments.transactions.to')}</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>{t('adminPayments.transactions.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((tx) => (
                      <Row key={tx.id} tx={tx} />
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
