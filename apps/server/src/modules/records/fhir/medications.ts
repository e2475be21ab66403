// A prescription's medications as MedicationRequests, one per row, in the prescription's order.
//
// Status by age: a prescription is active until its course is over, else completed. The course is
// the row's duration when it reads as a number of days, weeks or months ("30 days", "2 weeks");
// when it does not (empty, "until finished"), DEFAULT_COURSE_DAYS from the day it was written.
// A receiving provider should still ask the patient; "active" here means "may still be taken".

import type { DocumentReference, Dosage, Encounter, MedicationRequest, Patient, Practitioner } from '@medplum/fhirtypes';
import type { PatientRecordRow } from '../patient-reads';
import type { MedicationRow } from '../schema';
import { must, type UrnBook } from './urns';

export const DEFAULT_COURSE_DAYS = 30;
const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, month: 30 };
const DAY_MS = 86_400_000;

/** The days of a course written as "N day(s)/week(s)/month(s)", or undefined. */
export function courseDays(duration: string): number | undefined {
  const m = /^\s*(\d{1,4})\s*(day|week|month)s?\s*$/i.exec(duration);
  return m ? Number(m[1]) * DAYS_PER_UNIT[m[2].toLowerCase()] : undefined;
}

export function prescriptionStatus(authoredOn: Date, duration: string, now: Date): 'active' | 'completed' {
  const days = courseDays(duration) ?? DEFAULT_COURSE_DAYS;
  return now.getTime() < authoredOn.getTime() + days * DAY_MS ? 'active' : 'completed';
}

/** "5 mg, Once daily, for 30 days. In the morning" — the parts the doctor wrote, in that order. */
export function dosageText(m: Pick<MedicationRow, 'dosage' | 'frequency' | 'duration' | 'instructions'>): string {
  const parts = [m.dosage, m.frequency, m.duration ? `for ${m.duration}` : ''].map((s) => s.trim()).filter((s) => s && s !== 'for');
  const instructions = m.instructions.trim();
  return [parts.join(', '), instructions].filter(Boolean).join('. ');
}

export function medicationRequests(r: PatientRecordRow, book: UrnBook, now: Date): MedicationRequest[] {
  if (r.medications.length === 0) return [];
  const encounter = book.ref<Encounter>('encounter', r.appointment_id);
  const note = book.ref<DocumentReference>('record', r.id);
  return r.medications.map((row) => {
    const dosage: Dosage = { sequence: 1, text: dosageText(row), ...(row.instructions.trim() ? { patientInstruction: row.instructions } : {}) };
    return {
      resourceType: 'MedicationRequest',
      id: book.fresh(),
      // A prescription a doctor stopped or replaced is stopped, whatever its course.
      status: r.prescription_status === 'active' ? prescriptionStatus(r.created_at, row.duration, now) : 'stopped',
      intent: 'order',
      medicationCodeableConcept: { text: row.name },
      subject: must<Patient>(book.ref('patient', r.patient_id)),
      ...(encounter ? { encounter } : {}),
      authoredOn: r.created_at.toISOString(),
      requester: must<Practitioner>(book.ref('practitioner', r.doctor_id)),
      ...(note ? { supportingInformation: [note] } : {}),
      dosageInstruction: [dosage],
    };
  });
}
