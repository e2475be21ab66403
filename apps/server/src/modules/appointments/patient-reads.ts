// Appointment reads about one patient for other modules: the check patients/access.ts puts inside
// its own statement (who may see a patient), and the patient's history for their record export.
// The appointments module owns the table.

import { asc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { RECORD_APPOINTMENT_STATUSES } from './record-reads';
import { appointments } from './schema';

const accepted = sql.join(
  RECORD_APPOINTMENT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * True when the doctor in `doctorId` has (or had) an appointment with the patient in `patientId`
 * that the doctor accepted: scheduled, in progress, completed or missed by the patient. A request
 * still pending, or one rejected or cancelled before it was accepted, opens nothing of the
 * patient's record: the same rule as writing one.
 */
export const acceptedAppointmentExists = (doctorId: SQLWrapper | number, patientId: SQLWrapper | number): SQL =>
  sql`exists (select 1 from ${appointments} a where a.doctor_id = ${doctorId} and a.patient_id = ${patientId} and a.status in (${accepted}))`;

/** Every appointment of one patient, oldest first, whatever its status: the patient's own history
 * (their record export). Open slots have no patient and never match. */
export async function appointmentsOfPatient(q: DbOrTx, patientId: number) {
  return q
    .select({
      id: appointments.id,
      doctor_id: appointments.doctor_id,
      scheduled_at: appointments.scheduled_at,
      ends_at: appointments.ends_at,
      duration_minutes: appointments.duration_minutes,
      appointment_type: appointments.appointment_type,
      reason: appointments.reason,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.patient_id, patientId))
    .orderBy(asc(appointments.scheduled_at), asc(appointments.id));
}
