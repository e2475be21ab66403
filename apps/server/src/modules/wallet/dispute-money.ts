// The money of a dispute (DOMAIN "Disputes"), for modules/disputes, in the transaction of the
// dispute's own change:
// - opening holds the doctor's earning for the appointment. One still pending stops maturing
//   (`on_hold`). One already matured is moved back from the doctor's available balance to pending
//   as far as it is still there ("reheld"); what the doctor has since spent or withdrawn is not
//   held.
// - a refund goes to the patient's available balance, in full and at once, from the doctor's share
//   (the refund × earning ÷ fee, to the kobo) and the platform's commission share. The platform
//   gives back at most its commission on the appointment, over all its disputes; the doctor's share
//   comes from the held earning, and what is not held (spent or withdrawn since it matured) becomes
//   the doctor's debt (debts.ts: their wallet's `owed` bucket), recovered from their next earnings
//   before any withdrawal. The rest of a held earning matures as before, or (reheld) goes straight
//   back to available, its window long past.
// - no refund, or a dismissal, lets the held earning go the same way.
// Each posting's key names the dispute, so a decision moves money once.

import { formatLagos, formatNaira } from '@naijacare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { recoverDebt } from './debts';
import { find, transfer } from './ledger';
import { earnings, ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

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

/** What the platform's revenue already gave back of this appointment's fee through disputes. */
async function platformRefunded(tx: Tx, appointmentId: number): Promise<number> {
  const [row] = await tx
    .select({ given: sql<number>`coalesce(-sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
    .where(
      and(eq(ledgerTransactions.type, 'dispute_refund'), eq(ledgerTransactions.appointment_id, appointmentId), eq(ledgerAccounts.kind, 'platform_revenue')),
    );
  return row.given;
}

export interface RefundSplit {
  /** From the doctor's held earning (their pending balance). */
  fromHeld: number;
  /** The doctor's share they no longer hold: their debt. */
  debt: number;
  /** From the platform's revenue: never more than its commission left on the appointment. */
  platform: number;
}

/** Who gives what of a refund: the doctor's share (at most what is left of their earning), the
 * platform's at most its commission not yet given back (the excess is the doctor's), and of the
 * doctor's share what is held first, the rest a debt. */
export function splitRefund(p: { refund: number; fee: number; earning: number; earningLeft: number; held: number; platformLeft: number }): RefundSplit {
  const proportional = p.fee > 0 ? Math.round((p.refund * p.earning) / p.fee) : 0;
  let doctor = Math.min(p.earningLeft, proportional);
  const platform = Math.min(p.refund - doctor, Math.max(0, p.platformLeft));
  doctor = p.refund - platform;
  // Refunds never pass the fee (disputes/decisions.ts), so neither share can pass its part of it.
  if (doctor > p.earningLeft) throw new Error(`dispute money: a refund of ${p.refund} exceeds what is left of the fee`);
  const fromHeld = Math.min(p.held, doctor);
  return { fromHeld, debt: doctor - fromHeld, platform };
}

/** At the decision: refunds `refund` kobo to the patient (0: none) and lets the rest of the held earning go. */
export async function settleDisputeMoney(
  tx: Tx,
  p: { disputeId: number; appointmentId: number; patientUserId: number; fee: number; refund: number; hold: HeldEarning; now: Date; doctorName: string },
): Promise<RefundSplit> {
  // The earning, whether held or not: a matured one the doctor no longer holds still owes its share.
  const e = await lockedEarning(tx, p.appointmentId);
  const commission = p.fee - (e?.amount ?? 0);
  const split = splitRefund({
    refund: p.refund,
    fee: p.fee,
    earning: e?.amount ?? 0,
    earningLeft: e ? e.amount - e.refunded : 0,
    held: p.hold.hold === 'none' ? 0 : p.hold.held,
    platformLeft: p.refund > 0 ? commission - (await platformRefunded(tx, p.appointmentId)) : 0,
  });
  if (p.refund > 0) {
    await transfer(tx, {
      key: keys.refund(p.disputeId),
      type: 'dispute_refund',
      reason: `Refund from the dispute on your appointment with ${p.doctorName}: ${formatNaira(p.refund)}`,
      appointmentId: p.appointmentId,
      legs: [
        ...(split.fromHeld > 0 && e ? [{ account: { userId: e.user_id }, bucket: 'pending' as const, amount: -split.fromHeld }] : []),
        ...(split.debt > 0 && e ? [{ account: { userId: e.user_id }, bucket: 'owed' as const, amount: -split.debt }] : []),
        ...(split.platform > 0 ? [{ account: { platform: 'platform_revenue' as const }, amount: -split.platform }] : []),
        { account: { userId: p.patientUserId }, amount: p.refund },
      ],
    });
  }
  if (!e) return split;
  const refunded = e.refunded + split.fromHeld + split.debt;
  if (p.hold.hold === 'pending') {
    // Matures when it was due to (now, if that has passed); nothing left: done.
    await tx
      .update(earnings)
      .set({ on_hold: false, refunded, ...(refunded >= e.amount ? { released_at: p.now } : {}) })
      .where(eq(earnings.id, e.id));
  } else {
    if (refunded !== e.refunded) await tx.update(earnings).set({ refunded }).where(eq(earnings.id, e.id));
    const rest = p.hold.held - split.fromHeld;
    if (p.hold.hold === 'reheld' && rest > 0)
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
  // A debt is paid at once from whatever the doctor has available now (other earnings since).
  if (split.debt > 0) await recoverDebt(tx, e.user_id);
  return split;
}
