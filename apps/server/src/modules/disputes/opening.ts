// A patient opens a dispute on their appointment (DOMAIN "Dispute"): completed, a no-show, or
// cancelled by the doctor, within DISPUTE_WINDOW_DAYS of its time; one open dispute per
// appointment (the partial unique index decides between two at once), and none once one was
// decided, a decision being final. In the same transaction the doctor's earning for it is held
// (wallet/dispute-money.ts) and the doctor and admins are told.

import type { Dispute, DisputeInput } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { type AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { type Joined, loadJoined, partiesOf } from '../appointments/serialize';
import { feeWasPaid, holdEarningForDispute } from '../wallet/dispute-money';
import type { DisputesContext } from './context';
import { disputeRefusal } from './eligibility';
import { type JoinedDispute, lockAppointmentDisputes, readDispute, toDispute } from './rows';
import { disputes } from './schema';

/** Why this appointment cannot be disputed now, or null: its status, its time, a dispute decided on it (eligibility.ts). */
function ineligible(r: Joined, now: Date): AppError | null {
  // One open is refused by the partial unique index, which also decides between two openings at once.
  const refused = disputeRefusal(r.a, partiesOf(r), { openId: null, decidedId: r.decided_dispute_id ?? null }, now);
  return refused && conflict(refused.code, refused.details, refused.params);
}

export function openDispute({ db, notices, now }: DisputesContext) {
  return async function open(c: Caller, input: DisputeInput): Promise<Dispute> {
    if (c.patientId === null) throw forbidden('dispute_patients_only');
    try {
      return await db.transaction(async (tx: Tx) => {
        // A decision being written on this appointment is waited for, then read (rows.ts).
        await lockAppointmentDisputes(tx, input.appointment);
        const a = await loadJoined(tx, input.appointment);
        // Another's appointment is as if it did not exist.
        if (!a || a.a.patient_id !== c.patientId || a.patient_user_id === null) throw notFound('appointment_not_found');
        const at = now();
        const refused = ineligible(a, at);
        if (refused) throw refused;
        const [row] = await tx
          .insert(disputes)
          .values({
            appointment_id: a.a.id,
            patient_user_id: a.patient_user_id,
            doctor_user_id: a.doctor_user_id,
            appointment_at: a.a.scheduled_at,
            appointment_type: a.a.appointment_type,
            appointment_status: a.a.status,
            fee: a.a.fee_kobo,
            fee_paid: a.a.fee_kobo > 0 && (await feeWasPaid(tx, a.a.id)),
            category: input.category,
            description: input.description,
            created_at: at,
          })
          .returning({ id: disputes.id });
        const held = await holdEarningForDispute(tx, { appointmentId: a.a.id, disputeId: row.id });
        if (held.hold !== 'none') {
          await tx.update(disputes).set({ earning_hold: held.hold, earning_held: held.held }).where(eq(disputes.id, row.id));
        }
        const r = (await readDispute(tx, row.id, { userId: 0, isAdmin: true })) as JoinedDispute;
        await notices.opened(tx, r);
        return toDispute(r, { userId: c.actor.id, isAdmin: false });
      });
    } catch (error) {
      if (uniqueViolation(error) === 'disputes_one_open_key') throw conflict('dispute_already_open');
      throw error;
    }
  };
}
