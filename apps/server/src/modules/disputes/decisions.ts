// The admin's moves on a dispute: taking it under review, resolving it (a full, partial or no
// refund) and dismissing it, each with the audit trail's entry. Each runs under the dispute's row
// lock: of two admins deciding one dispute at once, the second waits, finds it decided and is
// told so (409); the money (wallet/dispute-money.ts, keyed by the dispute) moves once, in the
// transaction of the decision. A refund of an earning the doctor no longer holds makes a debt
// (wallet/debts.ts), of which the doctor is told.

import { type Dispute, type DisputeResolveInput, formatNaira } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/trail';
import { debtOf } from '../wallet/debts';
import { settleDisputeMoney } from '../wallet/dispute-money';
import { ANY_DISPUTE, type DisputesContext, viewerOf } from './context';
import { type DisputeRow, doctorName, type JoinedDispute, lockAppointmentDisputes, lockDispute, readDispute, refundedElsewhere, toDispute } from './rows';
import { disputes } from './schema';
import { type DisputeMove, refusal } from './transitions';

/** The refund an outcome gives, checked against what is still refundable. */
export function refundFor(input: Pick<DisputeResolveInput, 'outcome' | 'amount'>, refundable: number, why: string): number {
  if (input.outcome === 'no_refund') return 0;
  if (refundable <= 0) throw conflict('dispute_nothing_to_refund', { refundable: 0 }, { why });
  if (input.outcome === 'refund_full') return refundable;
  const max = formatNaira(refundable);
  if (input.amount === null || input.amount === undefined || input.amount <= 0) throw badRequest('dispute_amount_required', 'amount', { max });
  if (input.amount > refundable) throw badRequest('dispute_amount_too_large', 'amount', { max });
  return input.amount;
}

export function decisionUseCases(ctx: DisputesContext) {
  const { db, notices, now } = ctx;

  /** `apply` answers what the audit trail says of it beyond the move (a resolution's outcome) and the admin's note. */
  async function move(
    who: AuditWho,
    id: number,
    what: DisputeMove,
    apply: (tx: Tx, d: DisputeRow, at: Date) => Promise<{ detail?: string; reason?: string } | undefined>,
  ): Promise<Dispute> {
    return db.transaction(async (tx) => {
      const [of] = await tx.select({ appointment: disputes.appointment_id }).from(disputes).where(eq(disputes.id, id));
      if (of) await lockAppointmentDisputes(tx, of.appointment);
      const d = await lockDispute(tx, id, ANY_DISPUTE);
      if (!d) throw notFound('dispute_not_found');
      const refused = refusal(what, d.status);
      if (refused) throw new AppError(refused[0], refused[1], { params: refused[2], details: { status: d.status } });
      const at = now();
      const audited = await apply(tx, d, at);
      await recordAudit(tx, {
        who,
        action: 'admin_decision',
        entity_type: 'dispute',
        entity_id: id,
        patient_id: null,
        detail: audited?.detail ?? what,
        reason: audited?.reason ?? null,
      });
      return toDispute((await readDispute(tx, id, ANY_DISPUTE)) as JoinedDispute, viewerOf(who.caller));
    });
  }

  /** Resolves or dismisses: the money settles and both parties are told, with the note. */
  async function decide(tx: Tx, d: DisputeRow, at: Date, adminId: number, set: Partial<DisputeRow>, refund: number) {
    const r = (await readDispute(tx, d.id, ANY_DISPUTE)) as JoinedDispute;
    const split = await settleDisputeMoney(tx, {
      disputeId: d.id,
      appointmentId: d.appointment_id,
      patientUserId: d.patient_user_id,
      fee: d.fee,
      refund,
      hold: { hold: d.earning_hold, held: d.earning_held },
      now: at,
      doctorName: doctorName(r),
    });
    await tx
      .update(disputes)
      .set({ ...set, refund_amount: refund, decided_at: at, decided_by: adminId, reviewer_id: d.reviewer_id ?? adminId })
      .where(eq(disputes.id, d.id));
    const decided = (await readDispute(tx, d.id, ANY_DISPUTE)) as JoinedDispute;
    await notices.decided(tx, decided);
    // The doctor's share they no longer held is their debt: they are told what they owe now (unless
    // their available balance paid it at once, which their history shows).
    const owed = split.debt > 0 ? await debtOf(tx, d.doctor_user_id) : 0;
    if (owed > 0) await notices.debt(tx, decided, split.debt, owed);
  }

  return {
    review: (who: AuditWho, id: number) =>
      move(who, id, 'review', async (tx, d) => {
        await tx.update(disputes).set({ status: 'under_review', reviewer_id: who.caller.actor.id }).where(eq(disputes.id, d.id));
        await notices.underReview(tx, (await readDispute(tx, d.id, ANY_DISPUTE)) as JoinedDispute);
        return undefined;
      }),

    resolve: (who: AuditWho, id: number, input: DisputeResolveInput) =>
      move(who, id, 'resolve', async (tx, d, at) => {
        const refundable = d.fee_paid ? Math.max(0, d.fee - (await refundedElsewhere(tx, d))) : 0;
        const why =
          d.appointment_status === 'cancelled'
            ? 'the fee was refunded in full when the doctor cancelled'
            : d.fee <= 0
              ? 'the consultation was free'
              : 'the fee has already been refunded';
        const refund = refundFor(input, refundable, why);
        await decide(tx, d, at, who.caller.actor.id, { status: 'resolved', outcome: input.outcome, note: input.note }, refund);
        const amount = input.outcome === 'refund_partial' ? ` (${formatNaira(refund)})` : '';
        return { detail: input.outcome, reason: `${input.note}${amount}` };
      }),

    dismiss: (who: AuditWho, id: number, note: string) =>
      move(who, id, 'dismiss', async (tx, d, at) => {
        await decide(tx, d, at, who.caller.actor.id, { status: 'dismissed', note }, 0);
        return { reason: note };
      }),
  };
}
