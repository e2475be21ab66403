// A doctor's diagnosis as a Condition (category encounter-diagnosis): from every record of type
// diagnosis and from any other record whose diagnosis field is filled. The code's text is the
// diagnosis as written (the title, for a diagnosis record that left the field empty); the
// record's description and treatment go in its notes. Clinical and verification status are left
// out: the record does not say whether the condition has since resolved.

import type { Annotation, Condition, Encounter, Patient, Practitioner } from '@medplum/fhirtypes';
import type { PatientRecordRow } from '../patient-reads';
import { must, type UrnBook } from './urns';

export const hasDiagnosis = (r: Pick<PatientRecordRow, 'record_type' | 'diagnosis'>) => r.record_type === 'diagnosis' || r.diagnosis.trim() !== '';

export function diagnosisCondition(r: PatientRecordRow, book: UrnBook): Condition | undefined {
  if (!hasDiagnosis(r)) return undefined;
  const encounter = book.ref<Encounter>('encounter', r.appointment_id);
  const note: Annotation[] = [r.description, r.treatment].filter((s) => s.trim() !== '').map((text) => ({ text }));
  return {
    resourceType: 'Condition',
    id: book.fresh(),
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' }] }],
    code: { text: r.diagnosis.trim() || r.title },
    subject: must<Patient>(book.ref('patient', r.patient_id)),
    ...(encounter ? { encounter } : {}),
    recordedDate: r.created_at.toISOString(),
    recorder: must<Practitioner>(book.ref('practitioner', r.doctor_id)),
    ...(note.length ? { note } : {}),
  };
}
