// Requests and answers of the medical-record calls (spec §7 "Medical records"; DOMAIN.md
// "Medical records and prescriptions"). A doctor writes a record for a patient they see; the
// author may change it for RECORD_EDIT_WINDOW_HOURS, later a correction is a new record that
// names the one it amends.

import { z } from 'zod';
import { serverMessage } from '../messages';
import { isIsoDate } from '../time';
import { paginatedSchema } from './pagination';
import { databaseId, MAX_DATABASE_ID, pageQuery } from './params';

export const RECORD_TYPES = ['consultation', 'diagnosis', 'lab_result', 'prescription', 'imaging', 'other'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** The author may edit or delete a record for this many hours after writing it. */
export const RECORD_EDIT_WINDOW_HOURS = 24;
/** A prescription names 1 to this many medications. */
export const MEDICATIONS_MAX = 20;
/** A follow-up date at most this many days ahead. */
export const FOLLOW_UP_MAX_DAYS = 730;

export const RECORD_TEXT_LIMITS = {
  title: 200,
  description: 5000,
  diagnosis: 2000,
  treatment: 2000,
  medication_name: 200,
  dosage: 100,
  frequency: 100,
  duration: 100,
  instructions: 500,
} as const;

/** What the caller may do with a record now: the author's edit and delete within the window; a
 * treating doctor's stop, replace and renew of a prescription. */
export const RECORD_ACTIONS = ['edit', 'delete', 'stop', 'replace', 'renew'] as const;

/** A prescription's status: active until its course has run (then completed), unless a doctor
 * stopped it (with a reason) or replaced it by another (a new one, or its renewal). */
export const PRESCRIPTION_STATUSES = ['active', 'stopped', 'completed', 'replaced'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];
/** A stop's reason, and a replacement's, at most this long. */
export const PRESCRIPTION_REASON_MAX = 500;
/** A verification code: this many characters (0-9, A-F), printed in groups of four. */
export const VERIFICATION_CODE_LENGTH = 20;

/** A pharmacist's typing of a code: spaces, dashes and case ignored. Null when it cannot be one. */
export function normalizeVerificationCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return new RegExp(`^[0-9A-F]{${VERIFICATION_CODE_LENGTH}}$`).test(code) ? code : null;
}

/** The code as printed: ABCD-EF01-2345-6789-ABCD. */
export const formatVerificationCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A medication's course is at most this many years (a course's end must be a date that can be shown). */
export const MEDICATION_COURSE_MAX_YEARS = 10;
/** The same in days, as courseDays counts them (a year is 365 days). */
export const MEDICATION_COURSE_MAX_DAYS = MEDICATION_COURSE_MAX_YEARS * 365;
/** A course without a duration we can read counts this many days. */
export const DEFAULT_COURSE_DAYS = 30;
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * A course length in days from what a doctor writes: "7 days", "2 weeks", "3 months", "1 year",
 * "10d"; "2/52" is not read. Null when no number and unit can be found.
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
  // A course longer than the cap is refused when written; one stored before the cap counts as the cap.
  return known.length > 0 ? Math.min(Math.max(...known), MEDICATION_COURSE_MAX_DAYS) : DEFAULT_COURSE_DAYS;
}

const rule = (code: Parameters<typeof serverMessage>[0], params?: Record<string, string | number>) => ({
  message: serverMessage(code, params),
  params: { code },
});

// Bounds as refinements: a refinement's issue carries its catalogue code to the error answer.
// Half of an emoji (a lone surrogate) never gets here: the server refuses it at the door.
const bounded = (label: string, max: number) =>
  z
    .string()
    .trim()
    .refine((s) => s.length <= max, rule('field_too_long', { label, max }));
const required = (label: string, max: number, code: 'record_title_required' | 'medication_field_required') =>
  bounded(label, max).refine((s) => s.length > 0, rule(code, { label }));
const isRecordType = (s: string): s is RecordType => (RECORD_TYPES as readonly string[]).includes(s);

export const medicationSchema = z.object({
  name: required('Medication name', RECORD_TEXT_LIMITS.medication_name, 'medication_field_required'),
  dosage: required('Dosage', RECORD_TEXT_LIMITS.dosage, 'medication_field_required'),
  frequency: required('Frequency', RECORD_TEXT_LIMITS.frequency, 'medication_field_required'),
  duration: bounded('Duration', RECORD_TEXT_LIMITS.duration)
    .refine(
      (s) => (courseDays(s) ?? 0) <= MEDICATION_COURSE_MAX_DAYS,
      rule('medication_course_too_long', { label: 'Duration', years: MEDICATION_COURSE_MAX_YEARS }),
    )
    .default(''),
  instructions: bounded('Instructions', RECORD_TEXT_LIMITS.instructions).default(''),
});

const followUpDate = z
  .string()
  .refine((s) => isIsoDate(s), rule('follow_up_date_invalid'))
  .nullish()
  .describe(`A Lagos date, YYYY-MM-DD: from today up to ${FOLLOW_UP_MAX_DAYS} days ahead`);

/** The content of a record: what its author writes and may change within the edit window. */
const recordContent = {
  record_type: z
    .string()
    .refine(isRecordType, rule('record_type_invalid'))
    .transform((s) => s as RecordType)
    .describe(RECORD_TYPES.join(', ')),
  title: required('Title', RECORD_TEXT_LIMITS.title, 'record_title_required'),
  description: bounded('Description', RECORD_TEXT_LIMITS.description).optional(),
  diagnosis: bounded('Diagnosis', RECORD_TEXT_LIMITS.diagnosis).optional(),
  treatment: bounded('Treatment', RECORD_TEXT_LIMITS.treatment).optional(),
  follow_up_date: followUpDate,
  medications: z
    .array(medicationSchema)
    .refine((list) => list.length <= MEDICATIONS_MAX, rule('medications_too_many', { max: MEDICATIONS_MAX }))
    .optional()
    .describe(`Prescriptions only, and required there: 1 to ${MEDICATIONS_MAX} medications`),
};

/** The medications rule: a prescription names at least one, any other record none. Null when it holds. */
export function medicationsProblem(
  recordType: RecordType,
  medications: readonly unknown[] | undefined,
): 'medications_required' | 'medications_not_allowed' | null {
  const n = medications?.length ?? 0;
  if (recordType === 'prescription') return n === 0 ? 'medications_required' : null;
  return n > 0 ? 'medications_not_allowed' : null;
}

const id = z.number().int().positive().max(MAX_DATABASE_ID);

export const createRecordBody = z
  .object({
    patient: id.describe('Patient id'),
    appointment: id.nullish().describe('Optional: the author’s own appointment with this patient it was written from'),
    amends: id.nullish().describe('Optional: the record of the same patient this one corrects'),
    ...recordContent,
  })
  .superRefine((b, ctx) => {
    const problem = medicationsProblem(b.record_type, b.medications);
    if (problem) ctx.addIssue({ code: 'custom', path: ['medications'], ...rule(problem) });
  });

/** A change by the author: the fields sent replace those of the record, the others stay. `updated_at` is the
 * version the author read; a record changed since is not overwritten. */
export const updateRecordBody = z.object({
  updated_at: z.string().describe('The record’s updated_at as last read; refused with 409 if it has changed since'),
  record_type: recordContent.record_type.optional(),
  title: recordContent.title.optional(),
  description: recordContent.description,
  diagnosis: recordContent.diagnosis,
  treatment: recordContent.treatment,
  follow_up_date: recordContent.follow_up_date,
  medications: recordContent.medications,
});

export const medicalRecordSchema = z.object({
  id: z.number(),
  patient: z.number(),
  patient_name: z.string(),
  doctor: z.number(),
  doctor_name: z.string(),
  doctor_specialization: z.string(),
  appointment: z.number().nullable(),
  amends: z.number().nullable().describe('The record this one corrects'),
  amended_by: z.array(z.number()).describe('Later records that correct this one'),
  record_type: z.enum(RECORD_TYPES),
  title: z.string(),
  description: z.string(),
  diagnosis: z.string(),
  treatment: z.string(),
  medications: z.array(z.object({ name: z.string(), dosage: z.string(), frequency: z.string(), duration: z.string(), instructions: z.string() })),
  follow_up_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  editable_until: z.string().describe(`created_at + ${RECORD_EDIT_WINDOW_HOURS} hours`),
  allowed_actions: z.array(z.enum(RECORD_ACTIONS)).describe('What the caller may do now'),
  attachment_count: z.number().describe('Files attached (GET /api/medical-record-attachments/?medical_record={id})'),
  doctor_license: z.string().describe('The author’s MDCN licence number, printed on a prescription: as it was when a prescription was issued'),
  prescriber_name: z
    .string()
    .nullable()
    .describe('Prescriptions: who issued it, as approved when it was issued (printed, and what the public check shows); null on other records'),
  prescription_status: z.enum(PRESCRIPTION_STATUSES).nullable().describe('Prescriptions only (null otherwise)'),
  status_reason: z.string().nullable().describe('Why it was stopped or replaced, as the doctor wrote it'),
  status_changed_at: z.string().nullable().describe('When it was stopped, replaced or renewed'),
  status_changed_by_name: z.string().nullable().describe('The doctor who stopped, replaced or renewed it'),
  course_ends_at: z.string().nullable().describe('Prescriptions: when its longest course has run; active until then, completed after'),
  replaces: z.number().nullable().describe('The prescription this one replaces or renews'),
  replaced_by: z.number().nullable().describe('The prescription that replaced or renewed this one'),
  verification_code: z.string().nullable().describe('Prescriptions: the code a pharmacist checks at /rx/{code}; printed with a QR of that address'),
});
export const medicalRecordPageSchema = paginatedSchema(medicalRecordSchema);

const listFilters = {
  record_type: z.enum(RECORD_TYPES).optional(),
  ...pageQuery,
};
export const recordListQuery = z.object({
  patient: databaseId('Patient').optional(),
  doctor: databaseId('Doctor').optional().describe('Written by this doctor'),
  ...listFilters,
});
export const recordsByPatientQuery = z.object({ patient_id: databaseId('patient_id'), ...listFilters });
export const recordsByDoctorQuery = z.object({ doctor_id: databaseId('doctor_id'), ...listFilters });
export const recordIdParams = z.object({ id: databaseId('Medical record id') });

const reason = (label: string) => bounded(label, PRESCRIPTION_REASON_MAX);

export const stopPrescriptionBody = z.object({
  reason: reason('Reason').refine((s) => s.length > 0, rule('prescription_reason_required')),
});

/** The prescription that replaces one: its content (it is always a prescription), and why. */
export const replacePrescriptionBody = z.object({
  reason: reason('Reason').optional(),
  appointment: id.nullish().describe('Optional: the author’s own appointment with this patient it was written from'),
  title: recordContent.title,
  description: recordContent.description,
  diagnosis: recordContent.diagnosis,
  treatment: recordContent.treatment,
  follow_up_date: recordContent.follow_up_date,
  medications: z
    .array(medicationSchema)
    .refine((list) => list.length <= MEDICATIONS_MAX, rule('medications_too_many', { max: MEDICATIONS_MAX }))
    .refine((list) => list.length > 0, rule('medications_required'))
    .describe(`1 to ${MEDICATIONS_MAX} medications`),
});

export const verificationCodeParams = z.object({ code: z.string().max(64).describe('The code printed on the prescription (dashes and case ignored)') });

/** What a pharmacist learns of a code: whether it is a genuine prescription and whether it is current. Nothing of the patient. */
export const prescriptionVerificationSchema = z.object({
  valid: z.boolean().describe('A prescription issued on NaijaCare carries this code'),
  status: z.enum(PRESCRIPTION_STATUSES).nullable().describe('Only an active prescription may be dispensed'),
  issued_at: z.string().nullable(),
  prescriber_name: z.string().nullable(),
  prescriber_license: z.string().nullable().describe('The prescriber’s MDCN licence number'),
});

export type MedicalRecord = z.infer<typeof medicalRecordSchema>;
export type StopPrescriptionInput = z.infer<typeof stopPrescriptionBody>;
export type ReplacePrescriptionInput = z.infer<typeof replacePrescriptionBody>;
export type PrescriptionVerification = z.infer<typeof prescriptionVerificationSchema>;
export type Medication = z.infer<typeof medicationSchema>;
export type CreateRecordInput = z.infer<typeof createRecordBody>;
export type UpdateRecordInput = z.infer<typeof updateRecordBody>;
export type RecordListQuery = z.infer<typeof recordListQuery>;

/** The patient's own record as a FHIR R4 Bundle (type collection). Only its frame is described
 * here; each entry is a FHIR resource (Patient, Practitioner, Encounter, Condition,
 * MedicationRequest, DocumentReference…) as defined by FHIR R4, kept whole in the answer. */
const fhirResourceSchema = z.looseObject({ resourceType: z.string(), id: z.string() });
export const fhirRecordBundleSchema = z
  .looseObject({
    resourceType: z.literal('Bundle'),
    id: z.string(),
    identifier: z.object({ system: z.string(), value: z.string() }),
    type: z.literal('collection'),
    timestamp: z.string(),
    entry: z.array(z.object({ fullUrl: z.string().describe('urn:uuid:<id>; references inside the bundle point at it'), resource: fhirResourceSchema })),
  })
  .describe('A FHIR R4 Bundle of type collection, served as application/fhir+json');
export type FhirRecordBundle = z.infer<typeof fhirRecordBundleSchema>;
