import type { Wallet } from '@naijacare/contracts';
import { BankAccountCard } from './BankAccountCard';
import { PayoutList } from './PayoutList';
import { WithdrawCard } from './WithdrawCard';

/**
 * The wallet page's part for doctors and hospitals: where their money goes, and taking it out of
 * the balance the page hands in (undefined while it loads).
 */
export function PayoutsSection({ balance }: { balance: Pick<Wallet, 'available' | 'debt'> | undefined }) {
  return (
    <>
      <BankAccountCard />
      <WithdrawCard balance={balance} />
      <PayoutList />
    </>
  );
}
