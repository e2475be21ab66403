// One move of a payout's lifecycle (transitions.ts) on its locked row: the money, the status and
// the rest of the change, and the notice to its owner (unless the caller tells it later, or
// never: an approval is told once the provider has not refused it), all in the caller's transaction.

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { movePayoutMoney } from './money';
import type { PayoutNotices } from './notices';
import type { PayoutRow } from './rows';
import { payouts } from './schema';
import { PAYOUT_TRANSITIONS, type PayoutAction } from './transitions';

type Changes = Partial<Pick<PayoutRow, 'reason' | 'decided_by' | 'decided_at' | 'settled_at' | 'transfer_code' | 'needs_review'>>;

export function payoutLifecycle(notices: PayoutNotices) {
  /** `p` must be locked (lockPayout) and allowed the move (mayMove). */
  return async function move(tx: Tx, p: PayoutRow, action: PayoutAction, changes: Changes = {}, { tell = true } = {}): Promise<PayoutRow> {
    await movePayoutMoney(tx, p, action);
    const [row] = await tx
      .update(payouts)
      .set({ status: PAYOUT_TRANSITIONS[action].to, ...changes })
      .where(eq(payouts.id, p.id))
      .returning();
    if (tell) await notices.tell(tx, row);
    return row;
  };
}

export type PayoutMove = ReturnType<typeof payoutLifecycle>;
