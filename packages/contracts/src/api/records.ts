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

/** What the caller may do with a record now. */
export const RECORD_ACTIONS = ['edit', 'delete'] as const;

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
  duration: bounded('Duration', RECORD_TEXT_LIMITS.duration).default(''),
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

export type MedicalRecord = z.infer<typeof medicalRecordSchema>;
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
