import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleOf } from '../../auth/roles';
import { useSession } from '../../auth/useSession';
import { PageHeader } from '../../components/PageHeader';
import { PayoutsSection } from '../payouts';
import { useWallet } from './api';
import { BalanceCard } from './BalanceCard';
import { TopUpCard } from './TopUpCard';
import { TopUpResult } from './TopUpResult';
import { TransactionHistory } from './TransactionHistory';

/** The bank account and withdrawals, with the balance they may take out (the wallet's own query). */
function EarnerPayouts() {
  const wallet = useWallet();
  return <PayoutsSection balance={wallet.data} />;
}

/** /wallet for patients, doctors and hospitals: the balance, a top-up and its result, the history;
 * for doctors and hospitals, their bank account and withdrawals too. */
export function WalletPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  // A patient's pending is fees held for bookings; a doctor's or hospital's is earnings held.
  const earner = roleOf(session) !== 'patient';
  return (
    <Stack maw={960}>
      <PageHeader title={t('wallet.title')} description={t('wallet.description')} />
      <TopUpResult />
      <BalanceCard earner={earner} />
      <TopUpCard />
      {earner && <EarnerPayouts />}
      <TransactionHistory />
    </Stack>
  );
}
