// The admin's decisions on payouts. Approving asks the provider to transfer (under the payout's
// reference, so the provider pays it once) and the transfer's webhook later settles it; rejecting
// gives the held money back. Each decision runs under a lock on the payout's row, so of two
// admins deciding at once one wins and the other is told what it became (409), and the money
// moves once. The lock is held while the provider is asked (at most its timeout): the admin who
// waits finds the payout decided, and a provider's refusal leaves it requested, as if never asked.

import type { AdminPayout, AdminPayoutsQuery, PayoutAdminAction, PayoutStatus } from '@naijacare/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { adminPayout, adminPayoutPage } from './admin-listing';
import type { PayoutMove } from './lifecycle';
import { lockPayout, type PayoutRow } from './rows';
import { mayMove, PAYOUT_TRANSITIONS } from './transitions';

/** What the person's bank statement shows for the transfer. */
const TRANSFER_NARRATION = 'NaijaCare withdrawal';

interface Deps {
  db: Db;
  provider: PaymentProvider;
  move: PayoutMove;
}

function refuseUnlessAllowed(action: PayoutAdminAction, p: PayoutRow) {
  if (!mayMove(action, p.status as PayoutStatus))
    throw new AppError(409, 'payout_status_conflict', { params: { verb: PAYOUT_TRANSITIONS[action].verb, status: p.status }, details: { status: p.status } });
}

export function payoutDecisions({ db, provider, move }: Deps) {
  async function decide(id: number, action: PayoutAdminAction, apply: (tx: Tx, p: PayoutRow) => Promise<unknown>): Promise<AdminPayout> {
    return db.transaction(async (tx) => {
      const p = await lockPayout(tx, { id });
      if (!p) throw notFound('payout_not_found');
      refuseUnlessAllowed(action, p);
      await apply(tx, p);
      // Read under the lock: the decision as made, before a webhook can settle it.
      return adminPayout(tx, id);
    });
  }

  return {
    list: (q: AdminPayoutsQuery) => adminPayoutPage(db, q),

    approve: (adminId: number, id: number) =>
      decide(id, 'approve', async (tx, p) => {
        // A refusal or an unreachable provider throws (502): the transaction ends and nothing changed.
        const { transferCode } = await provider.transfer({
          reference: p.reference,
          amount: p.amount,
          recipientCode: p.recipient_code,
          reason: TRANSFER_NARRATION,
        });
        return move(tx, p, 'approve', { decided_by: adminId, decided_at: new Date(), transfer_code: transferCode });
      }),

    reject: (adminId: number, id: number, reason: string) =>
      decide(id, 'reject', (tx, p) => move(tx, p, 'reject', { decided_by: adminId, decided_at: new Date(), reason })),
  };
}

export type PayoutDecisions = ReturnType<typeof payoutDecisions>;
