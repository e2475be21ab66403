import { BankAccountCard } from './BankAccountCard';
import { PayoutList } from './PayoutList';
import { WithdrawCard } from './WithdrawCard';

/** The wallet page's part for doctors and hospitals: where their money goes, and taking it out. */
export function PayoutsSection() {
  return (
    <>
      <BankAccountCard />
      <WithdrawCard />
      <PayoutList />
    </>
  );
}
