// The admin's decisions on payouts. Approving records the approval first, in its own committed
// step, and only then asks the provider to transfer (under the payout's reference, so the provider
// pays it once); the transfer's webhook later settles it. So an approval whose answer is lost (a
// timeout, a dropped connection, the provider's own 5xx) stays approved, its money held, until the
// provider reports: it can be neither rejected nor approved again, since the transfer may be under
// way. A payout of a deactivated account is refused approval (409). An approval is refused while the requester owes the platform more than their available
// balance (wallet/debts.ts): the admin rejects it, or waits for their earnings to pay the debt. Only a definite no from the provider (it answered and refused) returns it to requested, as
// if never asked, for the admin to approve again later or reject. The owner is told of the
// approval once the provider has not refused it. Rejecting gives the held money back. Each step
// runs under a lock on the payout's row, so of two admins deciding at once one wins and the other
// is told what it became (409), and the money moves once.

import { type AdminPayout, type AdminPayoutsQuery, formatNaira, type PayoutAdminAction, type PayoutApproveBody, type PayoutStatus } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { isDeactivated } from '../accounts/parties-active';
import { recordAudit } from '../audit/trail';
import type { PaymentProvider } from '../payments/provider';
import { debts } from '../wallet/service';
import { adminPayout, adminPayoutPage } from './admin-listing';
import type { PayoutMove } from './lifecycle';
import type { PayoutNotices } from './notices';
import { lockPayout, type PayoutRow } from './rows';
import { payouts } from './schema';
import { mayMove, PAYOUT_TRANSITIONS } from './transitions';

/** What the person's bank statement shows for the transfer. */
const TRANSFER_NARRATION = 'NaijaCare withdrawal';

interface Deps {
  db: Db;
  provider: PaymentProvider;
  move: PayoutMove;
  notices: PayoutNotices;
  log: FastifyBaseLogger;
}

function refuseUnlessAllowed(action: PayoutAdminAction, p: PayoutRow) {
  if (!mayMove(action, p.status as PayoutStatus))
    throw new AppError(409, 'payout_status_conflict', { params: { verb: PAYOUT_TRANSITIONS[action].verb, status: p.status }, details: { status: p.status } });
}

/** The debt is recovered from the available balance; what is left refuses the approval (409). */
async function refuseApprovalWhileInDebt(tx: Tx, userId: number) {
  try {
    await debts.refuseWhileInDebt(tx, userId);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'payout_debt_outstanding')) throw err;
    const debt = Number(err.body.details?.debt);
    throw new AppError(409, 'payout_approval_debt_outstanding', { params: { debt: formatNaira(debt) }, details: { debt } });
  }
}

/** The provider answered and said no: nothing was started. Anything else (no answer, a 5xx) may have started it. */
const isRefusal = (err: unknown) => err instanceof AppError && err.code === 'payout_transfer_refused';

export function payoutDecisions({ db, provider, move, notices, log }: Deps) {
  /** Runs `step` on the locked payout; the payout as the admin sees it, read under the lock. */
  const onLocked = (id: number, step: (tx: Tx, p: PayoutRow) => Promise<unknown>): Promise<AdminPayout> =>
    db.transaction(async (tx) => {
      const p = await lockPayout(tx, { id });
      if (!p) throw notFound('payout_not_found');
      await step(tx, p);
      return adminPayout(tx, id);
    });

  const decide = (id: number, action: PayoutAdminAction, apply: (tx: Tx, p: PayoutRow) => Promise<unknown>) =>
    onLocked(id, (tx, p) => {
      refuseUnlessAllowed(action, p);
      return apply(tx, p);
    });

  return {
    list: (q: AdminPayoutsQuery) => adminPayoutPage(db, q),

    async approve(who: AuditWho, id: number, body?: PayoutApproveBody): Promise<AdminPayout> {
      const override = body?.override_name_mismatch === true;
      const reason = body?.reason?.trim() || null;
      if (override && !reason) throw badRequest('payout_override_reason_required', 'reason');
      // Committed before the provider is asked: from here the payout cannot be rejected.
      await decide(id, 'approve', async (tx, p) => {
        // A deactivated account's money is not paid out (its waiting withdrawals are rejected with it).
        if (await isDeactivated(tx, p.user_id)) throw conflict('payout_account_deactivated');
        // An account in someone else's name is paid only on an admin's explicit word, and why.
        const { name_mismatch: mismatch } = await adminPayout(tx, id);
        if (mismatch && !override) throw new AppError(409, 'payout_name_mismatch', { params: mismatch, details: { name_mismatch: mismatch } });
        // Not while the requester owes the platform more than their available balance pays (wallet/debts.ts).
        await refuseApprovalWhileInDebt(tx, p.user_id);
        await move(tx, p, 'approve', { decided_by: who.caller.actor.id, decided_at: new Date() }, { tell: false });
        await recordAudit(tx, {
          who,
          action: 'admin_decision',
          entity_type: 'payout',
          entity_id: id,
          patient_id: null,
          detail: mismatch ? `approve_name_mismatch_override: ${mismatch.resolved_name} for ${mismatch.holder_name}` : 'approve',
          reason: mismatch ? reason : null,
        });
      });
      // Asked under the row's lock (at most the provider's timeout), so its webhook, waiting for the
      // lock, settles the payout after the approval is told.
      let failure: unknown = null;
      const answer = await onLocked(id, async (tx, p) => {
        // Only a webhook of an earlier transfer could have moved it since: nothing to ask then.
        if (p.status !== 'approved') return;
        try {
          const { transferCode } = await provider.transfer({
            reference: p.reference,
            amount: p.amount,
            recipientCode: p.recipient_code,
            reason: TRANSFER_NARRATION,
          });
          const [now] = await tx.update(payouts).set({ transfer_code: transferCode }).where(eq(payouts.id, id)).returning();
          await notices.tell(tx, now);
        } catch (err) {
          failure = err;
          if (isRefusal(err)) return move(tx, p, 'refuse', { decided_by: null, decided_at: null }, { tell: false });
          // The transfer may have started: the approval stands and the webhook settles it.
          log.warn({ err, payout: id }, 'transfer outcome unknown: awaiting the provider’s webhook');
          failure = new AppError(502, 'payout_transfer_outcome_unknown', { details: { status: 'approved' } });
          await notices.tell(tx, p);
        }
      });
      if (failure) throw failure;
      return answer;
    },

    reject: (who: AuditWho, id: number, reason: string) =>
      decide(id, 'reject', async (tx, p) => {
        await move(tx, p, 'reject', { decided_by: who.caller.actor.id, decided_at: new Date(), reason });
        await recordAudit(tx, { who, action: 'admin_decision', entity_type: 'payout', entity_id: id, patient_id: null, detail: 'reject', reason });
      }),
  };
}

export type PayoutDecisions = ReturnType<typeof payoutDecisions>;
