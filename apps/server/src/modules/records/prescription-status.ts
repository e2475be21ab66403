// A prescription's status as answered: the stored one (active, stopped, replaced), except that an
// active prescription whose longest course has run since it was written is completed — nobody
// has to mark it. What a treating doctor may do follows from it: stop or replace an active one,
// renew an active or completed one.

import { type PrescriptionStatus, prescriptionCourseDays } from '@naijacare/contracts';
import type { medicalRecords } from './schema';

const DAY_MS = 24 * 3600_000;

type Stored = Pick<typeof medicalRecords.$inferSelect, 'created_at' | 'medications' | 'prescription_status'>;

/** When the prescription's longest course has run: written + its days (a course we cannot read counts 30). */
export const courseEndsAt = (r: Pick<Stored, 'created_at' | 'medications'>) =>
  new Date(r.created_at.getTime() + prescriptionCourseDays(r.medications) * DAY_MS);

export function prescriptionStatusOf(r: Stored, now = new Date()): PrescriptionStatus {
  if (r.prescription_status === 'active' && now >= courseEndsAt(r)) return 'completed';
  return r.prescription_status;
}

/** The status changes a treating doctor may make. */
export function statusActions(status: PrescriptionStatus): ('stop' | 'replace' | 'renew')[] {
  if (status === 'active') return ['stop', 'replace', 'renew'];
  if (status === 'completed') return ['renew'];
  return [];
}
