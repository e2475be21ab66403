// An appointment read other modules put inside their own statements: who may see a patient
// (patients/access.ts) is decided in one statement. The appointments module owns the table.

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { appointments } from './schema';

/** True when the doctor in `doctorId` has (or had) an appointment with the patient in `patientId`. */
export const appointmentTogetherExists = (doctorId: SQLWrapper | number, patientId: SQLWrapper | number): SQL =>
  sql`exists (select 1 from ${appointments} a where a.doctor_id = ${doctorId} and a.patient_id = ${patientId})`;
