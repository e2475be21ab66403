// The money of a dispute (DOMAIN "Disputes"), for modules/disputes, in the transaction of the
// dispute's own change:
// - opening holds the doctor's earning for the appointment. One still pending stops maturing
//   (`on_hold`). One already matured is moved back from the doctor's available balance to pending
//   as far as it is still there ("reheld"); what the doctor has since spent or withdrawn is not
//   held, and that part of a refund is borne by the platform's revenue (docs/product-decisions.md).
// - a refund goes to the patient's available balance from the held earning and the platform's
//   commission in proportion to their shares of the fee (the doctor's share rounded to the kobo,
//   never more than is held); the rest of a held earning matures as before, or (reheld) goes
//   straight back to available, its window long past.
// - no refund, or a dismissal, lets the held earning go the same way.
// Each posting's key names the dispute, so a decision moves money once.

import { formatLagos, formatNaira } from '@naijacare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { find, transfer } from './ledger';
import { earnings, ledgerAccounts } from './schema';

export type EarningHold = 'none' | 'pending' | 'reheld';

export interface HeldEarning {
  hold: EarningHold;
  /** Kobo held for the dispute. */
  held: number;
}

const keys = {
  payment: (appointmentId: number) => `fee_payment:appointment:${appointmentId}`,
  rehold: (disputeId: number) => `dispute_hold:dispute:${disputeId}`,
  refund: (disputeId: number) => `dispute_refund:dispute:${disputeId}`,
  release: (disputeId: number) => `dispute_release:dispute:${disputeId}`,
};

/** Whether the appointment's fee was paid (at completion or a patient's no-show): only then is there anything to refund. */
export async function feeWasPaid(tx: Tx, appointmentId: number): Promise<boolean> {
  return (await find(tx, keys.payment(appointmentId))) !== null;
}

/** The doctor's share of a refund: the refund × earning ÷ fee, to the kobo, at most what is held. */
export function doctorShareOf(refund: number, fee: number, earning: number, held: number): number {
  if (fee <= 0 || held <= 0) return 0;
  return Math.min(held, Math.round((refund * earning) / fee));
}

async function lockedEarning(tx: Tx, appointmentId: number) {
  const [e] = await tx.select().from(earnings).where(eq(earnings.appointment_id, appointmentId)).for('update');
  return e;
}

/** At opening: holds what is left of the doctor's earning for the appointment. */
export async function holdEarningForDispute(tx: Tx, p: { appointmentId: number; disputeId: number }): Promise<HeldEarning> {
  const e = await lockedEarning(tx, p.appointmentId);
  if (!e) return { hold: 'none', held: 0 };
  const left = e.amount - e.refunded;
  if (left <= 0) return { hold: 'none', held: 0 };
  if (e.released_at === null) {
    await tx.update(earnings).set({ on_hold: true }).where(eq(earnings.id, e.id));
    return { hold: 'pending', held: left };
  }
  // Matured: back to pending if the doctor still has it available (their wallet's row locked).
  const [wallet] = await tx
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.user_id, e.user_id)))
    .for('update');
  // What the doctor still has of it is held; only what they already spent or withdrew is not.
  const held = Math.min(left, wallet?.available ?? 0);
  if (held <= 0) return { hold: 'none', held: 0 };
  await transfer(tx, {
    key: keys.rehold(p.disputeId),
    type: 'dispute_hold',
    reason: `Earning from your appointment with ${e.patient_name} on ${formatLagos(e.appointment_at)} held while a dispute on it is open`,
    appointmentId: p.appointmentId,
    legs: [
      { account: { userId: e.user_id }, bucket: 'available', amount: -held },
      { account: { userId: e.user_id }, bucket: 'pending', amount: held },
    ],
  });
  return { hold: 'reheld', held };
}

/** At the decision: refunds `refund` kobo to the patient (0: none) and lets the rest of the held earning go. */
export async function settleDisputeMoney(
  tx: Tx,
  p: { disputeId: number; appointmentId: number; patientUserId: number; fee: number; refund: number; hold: HeldEarning; now: Date; doctorName: string },
): Promise<{ doctorShare: number; platformShare: number }> {
  const e = p.hold.hold === 'none' ? undefined : await lockedEarning(tx, p.appointmentId);
  const doctorShare = e ? doctorShareOf(p.refund, p.fee, e.amount, p.hold.held) : 0;
  const platformShare = p.refund - doctorShare;
  if (p.refund > 0) {
    await transfer(tx, {
      key: keys.refund(p.disputeId),
      type: 'dispute_refund',
      reason: `Refund from the dispute on your appointment with ${p.doctorName}: ${formatNaira(p.refund)}`,
      appointmentId: p.appointmentId,
      legs: [
        ...(doctorShare > 0 && e ? [{ account: { userId: e.user_id }, bucket: 'pending' as const, amount: -doctorShare }] : []),
        ...(platformShare > 0 ? [{ account: { platform: 'platform_revenue' as const }, amount: -platformShare }] : []),
        { account: { userId: p.patientUserId }, amount: p.refund },
      ],
    });
  }
  if (!e) return { doctorShare, platformShare };
  const refunded = e.refunded + doctorShare;
  if (p.hold.hold === 'pending') {
    // Matures when it was due to (now, if that has passed); nothing left: done.
    await tx
      .update(earnings)
      .set({ on_hold: false, refunded, ...(refunded >= e.amount ? { released_at: p.now } : {}) })
      .where(eq(earnings.id, e.id));
  } else {
    await tx.update(earnings).set({ refunded }).where(eq(earnings.id, e.id));
    const rest = p.hold.held - doctorShare;
    if (rest > 0)
      await transfer(tx, {
        key: keys.release(p.disputeId),
        type: 'earning_release',
        reason: `Earning from your appointment with ${e.patient_name} on ${formatLagos(e.appointment_at)} is available again after the dispute`,
        appointmentId: p.appointmentId,
        legs: [
          { account: { userId: e.user_id }, bucket: 'pending', amount: -rest },
          { account: { userId: e.user_id }, bucket: 'available', amount: rest },
        ],
      });
  }
  return { doctorShare, platformShare };
}
