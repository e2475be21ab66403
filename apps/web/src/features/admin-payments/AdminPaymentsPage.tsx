// /admin/payments: the platform's money in four tabs — the ledger's transactions, revenue, the
// payout requests to decide and the top-ups that did not go through. The tab is in the address
// (?tab=), so a link or a reload opens the same one.

import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPage } from '../../components/AdminPage';
import { PayoutsPanel } from './PayoutsPanel';
import { RevenuePanel } from './RevenuePanel';
import { TopUpsPanel } from './TopUpsPanel';
import { TransactionsPanel } from './TransactionsPanel';

const TABS = ['transactions', 'revenue', 'payouts', 'top-ups'] as const;
type Tab = (typeof TABS)[number];
const isTab = (s: string | null): s is Tab => (TABS as readonly (string | null)[]).includes(s);

export function AdminPaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'transactions';
  const label: Record<Tab, string> = {
    transactions: t('adminPayments.tabs.transactions'),
    revenue: t('adminPayments.tabs.revenue'),
    payouts: t('adminPayments.tabs.payouts'),
    'top-ups': t('adminPayments.tabs.topUps'),
  };

  return (
    <AdminPage title={t('adminPayments.title')} description={t('adminPayments.description')}>
      <Tabs value={tab} onChange={(next) => setParams(next && next !== 'transactions' ? { tab: next } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List aria-label={t('adminPayments.tabsLabel')} style={{ flexWrap: 'wrap' }}>
          {TABS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {label[v]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="revenue" pt="md">
          <RevenuePanel />
        </Tabs.Panel>
        <Tabs.Panel value="payouts" pt="md">
          <PayoutsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="top-ups" pt="md">
          <TopUpsPanel />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
