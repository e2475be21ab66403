// When a hospital suspends or revokes a doctor's affiliation, the doctor no longer practises
// there for now: the open slots it published with them that nobody booked are withdrawn, and
// the appointments already booked stay (their patients are told by the affiliations module).
// The appointments module owns the table, so the hospitals module calls this in its own
// transaction: the status change, the withdrawal and the notices commit together.

import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientProfiles } from '../accounts/schema';
import { appointments as a } from './schema';

export interface KeptAppointment {
  id: number;
  patient_user_id: number;
  scheduled_at: Date;
}

/** Deletes the doctor's unbooked future open slots at the hospital; returns how many went and
 * the future appointments with a patient at that hospital, which remain. */
export async function withdrawSlotsOfEndedAffiliation(
  tx: DbOrTx,
  doctorId: number,
  hospitalId: number,
  now: Date,
): Promise<{ withdrawn: number; kept: KeptAppointment[] }> {
  const atHospital = and(eq(a.doctor_id, doctorId), eq(a.hospital_id, hospitalId), gt(a.scheduled_at, now));
  const withdrawn = await tx
    .delete(a)
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
