// An appointment's fee, moved through the ledger in the same transaction as the status change
// that moves it (DOMAIN "Money"): booking holds it from the patient's available balance (402 when
// short: the booking is not made); a cancellation or rejection gives it back in full; completion
// or the patient's no-show pays it — the doctor's share into their pending earnings, the
// platform's commission into its revenue, and the earning matures later (wallet/earnings.ts).
//
// Each movement's key names the appointment, so a movement happens once per appointment, and a
// refund racing a payment leaves one of them (the ledger settles a hold once). A free
// consultation (fee 0), or one booked before fees were held, moves nothing.

import { formatLagos, formatNaira, type MessageParams, type NOTIFICATION_MESSAGES } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import type { NotificationsService } from '../notifications/service';
import { recordEarning } from '../wallet/earnings';
import { ledger } from '../wallet/service';
import type { Joined } from './serialize';

export const feeKeys = {
  hold: (appointmentId: number) => `fee_hold:appointment:${appointmentId}`,
  refund: (appointmentId: number) => `fee_refund:appointment:${appointmentId}`,
  payment: (appointmentId: number) => `fee_payment:appointment:${appointmentId}`,
  earning: (appointmentId: number) => `earning:appointment:${appointmentId}`,
};

/** The platform's share of a fee, rounded to the nearest kobo. */
export const commissionOf = (fee: number, percent: number) => Math.round((fee * percent) / 100);

export function appointmentFees(notifications: NotificationsService, commissionPercent: number) {
  const doctorOf = (r: Joined) => `Dr. ${r.doctor_first} ${r.doctor_last}`;
  const notify = (tx: Tx, userId: number, code: keyof typeof NOTIFICATION_MESSAGES, params: MessageParams) =>
    notifications.create(userId, { code, params, kind: 'wallet', link: '/wallet' }, tx);

  /** Whether a hold was made for this appointment (none when free, or booked before fees were held). */
  async function holdOf(tx: Tx, r: Joined) {
    if (r.a.fee_kobo <= 0) return null;
    return ledger.find(tx, feeKeys.hold(r.a.id));
  }

  return {
    /** At booking: the fee leaves the patient's available balance, or the booking is refused (402). */
    async hold(tx: Tx, r: Joined) {
      const fee = r.a.fee_kobo;
      if (fee <= 0 || !r.patient_user_id) return;
      const when = formatLagos(r.a.scheduled_at);
      await ledger.hold(tx, {
        key: feeKeys.hold(r.a.id),
        userId: r.patient_user_id,
        amount: fee,
        appointmentId: r.a.id,
        reason: `Fee held for your appointment with ${doctorOf(r)} on ${when}`,
      });
      await notify(tx, r.patient_user_id, 'fee_held', { amount: formatNaira(fee), doctor: doctorOf(r), when });
    },

    /** Cancelled or rejected before the session: the whole fee goes back to the patient. */
    async refund(tx: Tx, r: Joined) {
      if (!r.patient_user_id || !(await holdOf(tx, r))) return;
      const when = formatLagos(r.a.scheduled_at);
      const { replayed } = await ledger.release(tx, {
        key: feeKeys.refund(r.a.id),
        holdKey: feeKeys.hold(r.a.id),
        reason: `Refund for your appointment with ${doctorOf(r)} on ${when}`,
      });
      if (!replayed) await notify(tx, r.patient_user_id, 'fee_refunded', { amount: formatNaira(r.a.fee_kobo), doctor: doctorOf(r), when });
    },

    /** Completed, or the patient did not come: the fee is paid to the platform (what the patient
     * sees), which passes the doctor their earning — the fee less the commission — into pending for
     * the dispute window (what the doctor sees, with the commission named). */
    async pay(tx: Tx, r: Joined, earningsHoldHours: number, now: Date) {
      if (!r.patient_user_id || !(await holdOf(tx, r))) return;
      const fee = r.a.fee_kobo;
      const commission = commissionOf(fee, commissionPercent);
      const earning = fee - commission;
      const when = formatLagos(r.a.scheduled_at);
      const patient = `${r.patient_first} ${r.patient_last}`;
      const { replayed } = await ledger.capture(tx, {
        key: feeKeys.payment(r.a.id),
        holdKey: feeKeys.hold(r.a.id),
        reason: `Fee paid for your appointment with ${doctorOf(r)} on ${when}`,
        payees: [{ account: { platform: 'platform_revenue' }, amount: fee }],
      });
      if (replayed) return;
      await notify(tx, r.patient_user_id, 'fee_paid', { amount: formatNaira(fee), doctor: doctorOf(r), when });
      if (earning <= 0) return;
      const split = { fee: formatNaira(fee), commission: formatNaira(commission), percent: String(commissionPercent) };
      await ledger.transfer(tx, {
        key: feeKeys.earning(r.a.id),
        type: 'earning',
        reason: `Earning from your appointment with ${patient} on ${when}: ${split.fee} fee less ${split.commission} platform commission (${split.percent}%)`,
        appointmentId: r.a.id,
        legs: [
          { account: { platform: 'platform_revenue' }, amount: -earning },
          { account: { userId: r.doctor_user_id }, bucket: 'pending', amount: earning },
        ],
      });
      const maturesAt = new Date(now.getTime() + earningsHoldHours * 3_600_000);
      await recordEarning(tx, {
        appointmentId: r.a.id,
        userId: r.doctor_user_id,
        amount: earning,
        maturesAt,
        patientName: patient,
        appointmentAt: r.a.scheduled_at,
      });
      await notify(tx, r.doctor_user_id, 'earning_pending', { amount: formatNaira(earning), ...split, patient, when, available_on: formatLagos(maturesAt) });
    },
  };
}

export type AppointmentFees = ReturnType<typeof appointmentFees>;
