// The payout's money in the ledger, under keys named by the payout's id, so each movement happens
// once whatever retries or races arrive:
// - asked for:  hold     `hold:payout:<id>`    the wallet's available → pending (402 when short)
// - paid:       capture  `pay:payout:<id>`     pending → provider_clearing (the money has left)
// - rejected or failed: release `return:payout:<id>` pending → available
// - sent back by the bank after it was paid: `reverse:payout:<id>` provider_clearing → available
// - paid after the hold was given back (rejected or failed, then transfer.success): reclaim
//   `pay:payout:<id>` available → provider_clearing (the same key as a capture: paid once either way)
// The hold keeps the money the person's own, visible as pending, until the provider takes it; the
// ledger settles a hold once (release or capture), so a rejection and a payment can never both move it.

import { formatNaira, type PayoutStatus } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import { ledger } from '../wallet/service';
import { accountTail, type PayoutRow } from './rows';
import { moneyOf, type PayoutAction } from './transitions';

const holdKey = (p: Pick<PayoutRow, 'id'>) => `hold:payout:${p.id}`;
const payKey = (p: Pick<PayoutRow, 'id'>) => `pay:payout:${p.id}`;
const destination = (p: PayoutRow) => `${p.bank_name} ${accountTail(p.account_number)}`;

/** Holds the amount asked for: 402 payout_exceeds_available when the available balance is short. */
export async function holdPayout(tx: Tx, p: PayoutRow) {
  try {
    return await ledger.hold(tx, { key: holdKey(p), userId: p.user_id, amount: p.amount, reason: `Withdrawal to ${destination(p)}`, type: 'payout_hold' });
  } catch (err) {
    // The ledger's refusal offers a top-up; money withdrawn must be available, not topped up.
    if (!(err instanceof AppError && err.code === 'insufficient_funds')) throw err;
    const missing = Number(err.body.details?.missing);
    throw new AppError(402, 'payout_exceeds_available', { params: { missing: formatNaira(missing) }, details: { missing } });
  }
}

/** Whether the payout's money ever left for the provider (captured or reclaimed), even if the bank sent it back since. */
export async function wasPaid(tx: Tx, p: Pick<PayoutRow, 'id'>): Promise<boolean> {
  return (await ledger.find(tx, payKey(p))) !== null;
}

/** What a move of the lifecycle does with the money held for the payout, `p` as it was before the move. */
export async function movePayoutMoney(tx: Tx, p: PayoutRow, action: PayoutAction) {
  switch (moneyOf(action, p.status as PayoutStatus)) {
    case 'none':
      return;
    case 'capture':
      await ledger.capture(tx, {
        key: payKey(p),
        holdKey: holdKey(p),
        reason: `Withdrawal paid to ${destination(p)}`,
        type: 'payout',
        payees: [{ account: { platform: 'provider_clearing' }, amount: p.amount }],
      });
      return;
    case 'release':
      await ledger.release(tx, {
        key: `return:payout:${p.id}`,
        holdKey: holdKey(p),
        reason: `Withdrawal to ${destination(p)} ${action === 'reject' ? 'rejected' : 'failed'}`,
        type: 'payout_reversal',
      });
      return;
    case 'reclaim':
      // 402 insufficient_funds when the wallet no longer holds it: the caller decides what then.
      await ledger.transfer(tx, {
        key: payKey(p),
        type: 'payout',
        reason: `Withdrawal paid to ${destination(p)} after it was ${p.status}`,
        legs: [
          { account: { userId: p.user_id }, amount: -p.amount },
          { account: { platform: 'provider_clearing' }, amount: p.amount },
        ],
      });
      return;
    case 'reverse':
      await ledger.transfer(tx, {
        key: `reverse:payout:${p.id}`,
        type: 'payout_reversal',
        reason: `Withdrawal to ${destination(p)} returned by the bank`,
        legs: [
          { account: { platform: 'provider_clearing' }, amount: -p.amount },
          { account: { userId: p.user_id }, amount: p.amount },
        ],
      });
  }
}
