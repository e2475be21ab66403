// Which prescriptions are still being taken (docs/product-decisions.md, "Health records"): a
// prescription is active until its longest medication course has run from the day it was written;
// a course the doctor did not state in a form we read counts as DEFAULT_COURSE_DAYS. A prescription
// a later record corrects is past at once: the correction is the one to take.

import type { MedicalRecord } from '@naijacare/contracts';
import { isSuperseded } from '../records/corrections';

export const DEFAULT_COURSE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * A course length in days from what a doctor writes: "7 days", "2 weeks", "3 months", "1 year",
 * "10d", "2/52" is not read. Null when no number and unit can be found.
 */
export function courseDays(duration: string): number | null {
  const match = /(\d+(?:\.\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s*-?\s*(d|days?|w|wks?|weeks?|m|mos?|months?|y|yrs?|years?)\b/i.exec(
    duration.trim(),
  );
  if (!match) return null;
  const amount = WORD_NUMBERS[match[1].toLowerCase()] ?? Number(match[1]);
  const unit = match[2].toLowerCase();
  const days = unit.startsWith('d') ? UNIT_DAYS.day : unit.startsWith('w') ? UNIT_DAYS.week : unit.startsWith('m') ? UNIT_DAYS.month : UNIT_DAYS.year;
  const total = amount * days;
  return Number.isFinite(total) && total > 0 ? Math.ceil(total) : null;
}

/** The longest course of a prescription's medications, or the default when none can be read. */
export function prescriptionCourseDays(medications: ReadonlyArray<{ duration: string }>): number {
  const known = medications.map((m) => courseDays(m.duration)).filter((d): d is number => d !== null);
  return known.length > 0 ? Math.max(...known) : DEFAULT_COURSE_DAYS;
}

/** When the prescription stops being active: written + its longest course. */
export function activeUntil(record: Pick<MedicalRecord, 'created_at' | 'medications'>): Date {
  return new Date(new Date(record.created_at).getTime() + prescriptionCourseDays(record.medications) * DAY_MS);
}

type Prescription = Pick<MedicalRecord, 'created_at' | 'medications' | 'amended_by'>;

export const isActivePrescription = (record: Prescription, now: Date = new Date()): boolean =>
  !isSuperseded(record) && now.getTime() < activeUntil(record).getTime();

/** Prescriptions split into active and past, each keeping its order (newest first from the server). */
export function splitPrescriptions<R extends Prescription>(records: readonly R[], now: Date = new Date()) {
  const active: R[] = [];
  const past: R[] = [];
  for (const r of records) (isActivePrescription(r, now) ? active : past).push(r);
  return { active, past };
}
