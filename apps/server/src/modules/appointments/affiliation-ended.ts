// When a hospital suspends or revokes a doctor's affiliation, the doctor no longer practises
// there for now: the open slots it published with them that nobody booked are withdrawn (kept,
// cancelled with the reason, as a hospital's own withdrawal keeps them — withdraw.ts), and
// the appointments already booked stay (their patients are told by the affiliations module).
// The appointments module owns the table, so the hospitals module calls this in its own
// transaction: the status change, the withdrawal and the notices commit together.

import { serverMessage } from '@naijacare/contracts';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientProfiles } from '../accounts/schema';
import { appointments as a } from './schema';

export interface KeptAppointment {
  id: number;
  patient_user_id: number;
  scheduled_at: Date;
}

/** The reason written on the slots an ended affiliation withdraws. */
export const AFFILIATION_ENDED_REASON = serverMessage('open_slot_withdrawn_affiliation_ended');

/** Withdraws the doctor's unbooked future open slots at the hospital (`byUserId` decided it);
 * returns how many went and the future appointments with a patient there, which remain. */
export async function withdrawSlotsOfEndedAffiliation(
  tx: DbOrTx,
  doctorId: number,
  hospitalId: number,
  now: Date,
  byUserId: number,
): Promise<{ withdrawn: number; kept: KeptAppointment[] }> {
  const atHospital = and(eq(a.doctor_id, doctorId), eq(a.hospital_id, hospitalId), gt(a.scheduled_at, now));
  const withdrawn = await tx
    .update(a)
    .set({ status: 'cancelled', cancellation_reason: AFFILIATION_ENDED_REASON, cancelled_by: byUserId, updated_at: now })
    .where(and(atHospital, isNull(a.patient_id), eq(a.status, 'scheduled'), eq(a.schedule_creator, 'hospital')))
    .returning({ id: a.id });
  const kept = await tx
    .select({ id: a.id, patient_user_id: patientProfiles.user_id, scheduled_at: a.scheduled_at })
    .from(a)
    .innerJoin(patientProfiles, eq(patientProfiles.id, a.patient_id))
    .where(and(atHospital, isNotNull(a.patient_id), inArray(a.status, ['pending', 'scheduled'])))
    .orderBy(a.scheduled_at);
  return { withdrawn: withdrawn.length, kept };
}
