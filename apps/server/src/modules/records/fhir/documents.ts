// DocumentReferences: the record as the doctor wrote it, and the files attached to records.
//
// Every record, whatever its type, is exported as a note (text/plain, inline as base64) holding
// all it says: title, type, author, description, diagnosis, treatment, medications, follow-up
// date and the record it amends. The Condition and MedicationRequests made from a record are
// coded extracts of it; the note is what makes sure nothing of the record is left out (a
// consultation or lab result has no other home in FHIR without codes we do not have).
// A record that amends another relates to that one's note with code "appends": the original
// still stands, the amendment adds to it.
//
// An attachment is a DocumentReference whose content points at the file's download route (the
// file itself stays in private storage, behind the same access rules); context.related names the
// note of its record and context.encounter the record's appointment.

import type { Attachment, CodeableConcept, DocumentReference, Encounter, Patient, Practitioner } from '@medplum/fhirtypes';
import { labelOf } from '@naijacare/contracts';
import type { DoctorName } from '../../accounts/doctor-names';
import type { PatientAttachmentRow, PatientRecordRow } from '../patient-reads';
import { dosageText } from './medications';
import { must, type UrnBook } from './urns';

const LOINC = 'http://loinc.org';

/** The kind of note each record type is, as LOINC document types where one fits. */
export const NOTE_TYPE: Record<PatientRecordRow['record_type'], CodeableConcept> = {
  consultation: { coding: [{ system: LOINC, code: '11488-4', display: 'Consult note' }], text: 'Consultation' },
  diagnosis: { text: 'Diagnosis' },
  lab_result: { coding: [{ system: LOINC, code: '11502-2', display: 'Laboratory report' }], text: 'Lab result' },
  prescription: { coding: [{ system: LOINC, code: '57833-6', display: 'Prescription for medication' }], text: 'Prescription' },
  imaging: { coding: [{ system: LOINC, code: '18748-4', display: 'Diagnostic imaging study' }], text: 'Imaging' },
  other: { text: 'Other' },
};

const FILE_TYPES = [
  { code: 'lab_report', label: 'Lab report' },
  { code: 'imaging', label: 'Imaging' },
  { code: 'prescription', label: 'Prescription' },
  { code: 'document', label: 'Document' },
  { code: 'other', label: 'Other' },
];

export const attachmentDownloadPath = (id: number) => `/api/medical-record-attachments/${id}/download/`;

/** The record as plain text, every field that has something in it. */
export function noteText(r: PatientRecordRow, author: DoctorName | undefined, amends: PatientRecordRow | undefined): string {
  const lines = [r.title, `Type: ${NOTE_TYPE[r.record_type].text}`];
  lines.push(`Written by ${author ? `${author.full_name} (${author.specialization})` : 'a doctor'} on ${r.created_at.toISOString()}`);
  if (r.updated_at.getTime() !== r.created_at.getTime()) lines.push(`Last changed on ${r.updated_at.toISOString()}`);
  if (amends) lines.push(`Amends the record "${amends.title}" of ${amends.created_at.toISOString()}`);
  const section = (label: string, text: string) => {
    if (text.trim()) lines.push('', `${label}:`, text.trim());
  };
  section('Description', r.description);
  section('Diagnosis', r.diagnosis);
  section('Treatment', r.treatment);
  if (r.medications.length) {
    lines.push('', 'Medications:');
    for (const m of r.medications) {
      const dosage = dosageText(m);
      lines.push(`- ${m.name}${dosage ? `: ${dosage}` : ''}`);
    }
  }
  if (r.follow_up_date) lines.push('', `Follow-up on: ${r.follow_up_date}`);
  return `${lines.join('\n')}\n`;
}

export function recordNote(r: PatientRecordRow, author: DoctorName | undefined, amends: PatientRecordRow | undefined, book: UrnBook): DocumentReference {
  const encounter = book.ref<Encounter>('encounter', r.appointment_id);
  const original = book.ref<DocumentReference>('record', r.amends_id);
  const content: Attachment = {
    contentType: 'text/plain; charset=utf-8',
    language: 'en',
    data: Buffer.from(noteText(r, author, amends), 'utf8').toString('base64'),
    title: r.title,
    creation: r.created_at.toISOString(),
  };
  return {
    resourceType: 'DocumentReference',
    id: book.register('record', r.id),
    status: 'current',
    type: NOTE_TYPE[r.record_type],
    category: [{ text: 'Medical record' }],
    subject: must<Patient>(book.ref('patient', r.patient_id)),
    date: r.updated_at.toISOString(),
    author: [must<Practitioner>(book.ref('practitioner', r.doctor_id))],
    description: r.title,
    ...(original ? { relatesTo: [{ code: 'appends', target: original }] } : {}),
    content: [{ attachment: content }],
    ...(encounter ? { context: { encounter: [encounter] } } : {}),
  };
}

export function attachmentDocument(a: PatientAttachmentRow, record: PatientRecordRow, book: UrnBook): DocumentReference {
  const encounter = book.ref<Encounter>('encounter', record.appointment_id);
  const note = book.ref<DocumentReference>('record', record.id);
  return {
    resourceType: 'DocumentReference',
    id: book.register('attachment', a.id),
    status: 'current',
    type: { text: labelOf(FILE_TYPES, a.file_type) },
    category: [{ text: 'Attachment' }],
    subject: must<Patient>(book.ref('patient', record.patient_id)),
    date: a.created_at.toISOString(),
    description: a.description.trim() || a.original_name,
    content: [
      {
        attachment: {
          contentType: a.content_type,
          url: attachmentDownloadPath(a.id),
          size: a.size_bytes,
          title: a.original_name,
          creation: a.created_at.toISOString(),
        },
      },
    ],
    context: { ...(encounter ? { encounter: [encounter] } : {}), ...(note ? { related: [note] } : {}) },
  };
}
