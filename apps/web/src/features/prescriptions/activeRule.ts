// Which prescriptions are still being taken (docs/product-decisions.md, "Health records"): a
// prescription is active until its longest medication course has run from the day it was written;
// a course the doctor did not state in a form we read counts as DEFAULT_COURSE_DAYS. A prescription
// a later record corrects is past at once: the correction is the one to take; so is one a doctor
// stopped or replaced (its status).

import { type MedicalRecord, type PrescriptionStatus, prescriptionCourseDays } from '@naijacare/contracts';
import { isSuperseded } from '../../lib/recordCorrections';

// The course rule is the server's too (contracts): it answers an active prescription past its course as completed.
export { courseDays, DEFAULT_COURSE_DAYS, prescriptionCourseDays } from '@naijacare/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the prescription stops being active: written + its longest course. */
export function activeUntil(record: Pick<MedicalRecord, 'created_at' | 'medications'>): Date {
  return new Date(new Date(record.created_at).getTime() + prescriptionCourseDays(record.medications) * DAY_MS);
}

type Prescription = Pick<MedicalRecord, 'created_at' | 'medications' | 'amended_by'> & { prescription_status?: PrescriptionStatus | null };

export const isActivePrescription = (record: Prescription, now: Date = new Date()): boolean =>
  (record.prescription_status ?? 'active') === 'active' && !isSuperseded(record) && now.getTime() < activeUntil(record).getTime();

/** Prescriptions split into active and past, each keeping its order (newest first from the server). */
export function splitPrescriptions<R extends Prescription>(records: readonly R[], now: Date = new Date()) {
  const active: R[] = [];
  const past: R[] = [];
  for (const r of records) (isActivePrescription(r, now) ? active : past).push(r);
  return { active, past };
}
