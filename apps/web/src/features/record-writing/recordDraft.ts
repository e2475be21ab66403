// The record form's values, what a record (or its correction) starts from, and the request
// each becomes, checked with the server's own schemas so the form refuses what the server would.

import {
  type CreateRecordInput,
  createRecordBody,
  type MedicalRecord,
  RECORD_TYPES,
  type RecordType,
  type UpdateRecordInput,
  updateRecordBody,
} from '@naijacare/contracts';

export interface MedicationDraft {
  /** Keeps each row's inputs when a row above it is removed. */
  key: string;
  name: string;
  dosage: string;
  frequency: string;
  duration: string;
  instructions: string;
}

export interface RecordDraft {
  record_type: RecordType;
  title: string;
  description: string;
  diagnosis: string;
  treatment: string;
  /** YYYY-MM-DD (Lagos) or null. */
  follow_up_date: string | null;
  medications: MedicationDraft[];
}

let rowCounter = 0;
export const emptyMedication = (): MedicationDraft => {
  rowCounter += 1;
  return { key: `m${rowCounter}`, name: '', dosage: '', frequency: '', duration: '', instructions: '' };
};

export const isRecordType = (s: string | null | undefined): s is RecordType => !!s && (RECORD_TYPES as readonly string[]).includes(s);

/** A blank record; a prescription starts with one medication row. */
export function emptyDraft(type: RecordType = 'consultation'): RecordDraft {
  return {
    record_type: type,
    title: '',
    description: '',
    diagnosis: '',
    treatment: '',
    follow_up_date: null,
    medications: type === 'prescription' ? [emptyMedication()] : [],
  };
}

/** The form filled from a record: to edit it, or to start its correction. */
export function draftOf(record: MedicalRecord): RecordDraft {
  return {
    record_type: record.record_type,
    title: record.title,
    description: record.description,
    diagnosis: record.diagnosis,
    treatment: record.treatment,
    follow_up_date: record.follow_up_date,
    medications: record.medications.map((m) => ({ ...emptyMedication(), ...m })),
  };
}

/** A prescription's rows without their keys; any other type names no medication. */
function medicationsOf(draft: RecordDraft) {
  if (draft.record_type !== 'prescription') return [];
  return draft.medications.map(({ key: _key, ...m }) => m);
}

const content = (draft: RecordDraft) => ({
  record_type: draft.record_type,
  title: draft.title,
  description: draft.description,
  diagnosis: draft.diagnosis,
  treatment: draft.treatment,
  follow_up_date: draft.follow_up_date || null,
});

/** Form field paths (as Mantine's form names them: medications.0.name) to the first problem of each. */
export type DraftErrors = Record<string, string>;

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: DraftErrors };

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'title';
    errors[path] ??= issue.message;
  }
  return errors;
}

export interface NewRecordLinks {
  patient: number;
  appointment?: number | null;
  amends?: number | null;
}

export function checkCreate(draft: RecordDraft, links: NewRecordLinks): Checked<CreateRecordInput> {
  const medications = medicationsOf(draft);
  const parsed = createRecordBody.safeParse({
    patient: links.patient,
    appointment: links.appointment ?? null,
    amends: links.amends ?? null,
    ...content(draft),
    ...(medications.length > 0 || draft.record_type === 'prescription' ? { medications } : {}),
  });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  return { ok: true, body: parsed.data as CreateRecordInput };
}

/**
 * The change of a record as read at `updatedAt`: every field sent, medications emptied when the
 * record is no longer a prescription. The medications rule is checked here as the server does on create.
 */
export function checkUpdate(draft: RecordDraft, updatedAt: string): Checked<UpdateRecordInput> {
  const asNew = checkCreate(draft, { patient: 1 });
  if (!asNew.ok) return asNew;
  const parsed = updateRecordBody.safeParse({ updated_at: updatedAt, ...content(draft), medications: medicationsOf(draft) });
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error.issues) };
  return { ok: true, body: parsed.data as UpdateRecordInput };
}
