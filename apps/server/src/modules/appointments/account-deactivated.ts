// When an admin deactivates an account, its appointments still to come cannot take place: every
// pending or scheduled appointment it is a party to (as the patient, the doctor, or the hospital
// it is at) is cancelled with the deactivation as its reason, its fee goes back in full to the
// patient who paid it (the ledger's release), and the other parties are told. A hospital's
// unbooked open slots with a deactivated doctor (or of a deactivated hospital) are withdrawn, the
// hospital told once. Runs in the deactivation's transaction (admin module): the account's status,
// the cancellations, the refunds and the notices commit together. Each appointment is locked
// before it moves, so a doctor approving one or a patient booking at the same moment is taken in
// turn; bookings also take a share lock on their parties' accounts (parties-active.ts), so a
// booking either commits before the deactivation, which then cancels it, or is refused after it.
// Reactivation restores the account, not these appointments.

import { formatLagos } from '@naijacare/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { type Tx, transactionOf } from '../../db/client';
import type { InTransaction } from '../../events/bus';
import { partiesOf } from '../accounts/money-parties';
import { profileIdsOfUser } from '../accounts/parties-active';
import type { AppointmentsContext } from './context';
import { deactivationCancellationReason } from './deactivation-reason';
import type { AppointmentFees } from './fees';
import { appointments as a } from './schema';
import { type Joined, loadJoined } from './serialize';
import type { Wording } from './wording';

export interface DeactivatedAccount {
  id: number;
  user_type: string;
  /** How the others are told of them: "Dr. Adaeze Okafor", a hospital's name, a patient's name. */
  name: string;
}

export function accountDeactivated({ now }: AppointmentsContext, { tell }: Wording, fees: AppointmentFees) {
  /** Cancels the account's pending and scheduled appointments and withdraws its open slots; returns how many of each. */
  async function cancelForDeactivatedAccount(tx: Tx, account: DeactivatedAccount, byUserId: number): Promise<{ cancelled: number; withdrawn: number }> {
    const at = now();
    const ids = await profileIdsOfUser(tx, account.id);
    const mine = or(
      ids.patient === null ? undefined : eq(a.patient_id, ids.patient),
      ids.doctor === null ? undefined : eq(a.doctor_id, ids.doctor),
      ids.hospital === null ? undefined : eq(a.hospital_id, ids.hospital),
    );
    if (!mine) return { cancelled: 0, withdrawn: 0 };
    const reason = deactivationCancellationReason(account.name);
    // Locked in id order: two deactivations sweeping shared appointments never wait on each other in a circle.
    const due = await tx
      .select({ id: a.id, patient_id: a.patient_id })
      .from(a)
      .where(and(mine, inArray(a.status, ['pending', 'scheduled'])))
      .orderBy(asc(a.id))
      .for('update');
    const slotsByHospital = new Map<number, { count: number; doctor: string }>();
    let cancelled = 0;
    for (const { id } of due) {
      await tx.update(a).set({ status: 'cancelled', cancellation_reason: reason, cancelled_by: byUserId, updated_at: at }).where(eq(a.id, id));
      const r = (await loadJoined(tx, id)) as Joined;
      if (r.patient_user_id === null) {
        // An open slot nobody booked: withdrawn; its hospital hears once of all of them.
        if (r.hospital_user_id && r.hospital_user_id !== account.id) {
          const entry = slotsByHospital.get(r.hospital_user_id) ?? { count: 0, doctor: `Dr. ${r.doctor_first} ${r.doctor_last}` };
          entry.count += 1;
          slotsByHospital.set(r.hospital_user_id, entry);
        }
        continue;
      }
      cancelled += 1;
      await fees.refund(tx, r);
      const when = formatLagos(r.a.scheduled_at);
      const others = [r.patient_user_id, r.doctor_user_id, r.hospital_user_id].filter((u): u is number => !!u && u !== account.id);
      for (const u of new Set(others)) {
        await tell(
          tx,
          u,
          'appointment_cancelled_account_deactivated',
          { name: account.name, when },
          u === r.hospital_user_id ? '/hospital-appointments' : '/appointments',
        );
      }
    }
    for (const [hospitalUserId, { count, doctor }] of slotsByHospital) {
      await tell(tx, hospitalUserId, 'open_slots_withdrawn_account_deactivated', { doctor, count: String(count) }, '/hospital-appointments');
    }
    return { cancelled, withdrawn: due.length - cancelled };
  }

  return { cancelForDeactivatedAccount };
}

/** This module's part in `account.deactivated`, inside the deactivation's transaction: the
 * account's appointments still to come are cancelled, the others told of them by its name. */
export function cancelOnDeactivation(cancel: ReturnType<typeof accountDeactivated>['cancelForDeactivatedAccount']): InTransaction<'account.deactivated'> {
  return async ({ user, byUserId }, q) => {
    const tx = transactionOf(q);
    const name = (await partiesOf(tx, [user.id])).get(user.id)?.name ?? `${user.first_name} ${user.last_name}`;
    await cancel(tx, { id: user.id, user_type: user.user_type, name }, byUserId);
  };
}
