// A deactivated doctor's or hospital's withdrawals still waiting for an admin are rejected with
// the deactivation as their reason, so the money held for them goes back to their wallet (the
// ledger's release) and no hold outlives the account. One already approved stays: its transfer
// may be under way, and only the provider's webhook says how it ended. Runs in the deactivation's
// transaction (admin module), each payout under its row lock, so an admin approving it at the
// same moment is taken in turn: whichever commits first, the other sees what it became.

import { and, asc, count, eq, sum } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { PayoutMove } from './lifecycle';
import { payouts } from './schema';

/** The reason written on (and told with) a withdrawal rejected because its owner was deactivated. */
export const DEACTIVATED_PAYOUT_REASON = 'Account deactivated';

export function payoutsOfDeactivatedAccount(move: PayoutMove) {
  /** Rejects the person's requested withdrawals, releasing their holds; returns how many. */
  return async function rejectForDeactivatedAccount(tx: Tx, userId: number, byUserId: number): Promise<number> {
    const waiting = await tx
      .select()
      .from(payouts)
      .where(and(eq(payouts.user_id, userId), eq(payouts.status, 'requested')))
      .orderBy(asc(payouts.id))
      .for('update');
    for (const p of waiting) {
      // Locked as `requested`: an approval that won the lock first is no longer listed here.
      await move(tx, p, 'reject', { decided_by: byUserId, decided_at: new Date(), reason: DEACTIVATED_PAYOUT_REASON });
    }
    return waiting.length;
  };
}

/** The person's withdrawals a deactivation now would reject: how many, and what they hold (kobo). */
export async function waitingPayoutsOf(q: DbOrTx, userId: number): Promise<{ count: number; amount: number }> {
  const [row] = await q
    .select({ n: count(), total: sum(payouts.amount).mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.user_id, userId), eq(payouts.status, 'requested')));
  return { count: row?.n ?? 0, amount: row?.total ?? 0 };
}
