// Appointment reads the medical records module needs: a doctor writes records for a patient
// only on the strength of an appointment the doctor accepted (not a request still pending,
// nor one rejected or cancelled). The appointments module owns the table.

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from './schema';

/** The statuses of an appointment a record may be written from: accepted, held, or missed by the patient. */
export const RECORD_APPOINTMENT_STATUSES = ['scheduled', 'in_progress', 'completed', 'no_show'] as const;

/** Whether the doctor has an appointment with the patient that allows writing records. */
export async function recordAppointmentExists(q: DbOrTx, doctorId: number, patientId: number): Promise<boolean> {
  const [row] = await q
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.doctor_id, doctorId), eq(appointments.patient_id, patientId), inArray(appointments.status, [...RECORD_APPOINTMENT_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** Who an appointment is between and its status, or undefined when there is none. */
export async function appointmentParties(q: DbOrTx, appointmentId: number) {
  const [row] = await q
    .select({ doctor_id: appointments.doctor_id, patient_id: appointments.patient_id, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row;
}
