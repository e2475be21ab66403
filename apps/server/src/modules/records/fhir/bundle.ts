// The patient's record as one FHIR R4 Bundle of type "collection": everything in it, nothing
// fetched later. Resources are registered before anything refers to them (patient, doctors,
// appointments, record notes), so every reference resolves inside the bundle. Entries come in
// that order too: who, then when, then what was found and prescribed, then the documents.

import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes';
import type { DoctorName } from '../../accounts/doctor-names';
import type { PatientWithAccount } from '../../accounts/patient-record-reads';
import type { PatientAttachmentRow, PatientRecordRow } from '../patient-reads';
import { diagnosisCondition } from './conditions';
import { attachmentDocument, recordNote } from './documents';
import { type AppointmentRow, encounterResource, practitionerResource } from './encounters';
import { medicationRequests } from './medications';
import { patientResource, profileFacts } from './patient';
import { type UrnBook, urnBook, urnOf } from './urns';

export interface PatientRecord {
  patient: PatientWithAccount;
  appointments: AppointmentRow[];
  doctors: Map<number, DoctorName>;
  records: PatientRecordRow[];
  attachments: PatientAttachmentRow[];
}

/** The doctors an export names: of the appointments and the authors of the records. */
export const doctorIdsOf = (r: Pick<PatientRecord, 'appointments' | 'records'>): number[] => [
  ...new Set([...r.appointments.map((a) => a.doctor_id), ...r.records.map((x) => x.doctor_id)]),
];

export function recordBundle(input: PatientRecord, now = new Date(), book: UrnBook = urnBook()): Bundle {
  const patientId = input.patient.profile.id;
  const resources: Resource[] = [patientResource(input.patient, book), ...profileFacts(input.patient, book)];
  for (const [id, name] of input.doctors) resources.push(practitionerResource(id, name, book));
  for (const a of input.appointments) resources.push(encounterResource(a, patientId, book));
  // Notes are registered before anything refers to them (an amendment may name a later id's note).
  for (const r of input.records) book.register('record', r.id);
  const byId = new Map(input.records.map((r) => [r.id, r]));
  for (const r of input.records) {
    const condition = diagnosisCondition(r, book);
    if (condition) resources.push(condition);
    resources.push(...medicationRequests(r, book, now));
  }
  for (const r of input.records) resources.push(recordNote(r, input.doctors.get(r.doctor_id), r.amends_id ? byId.get(r.amends_id) : undefined, book));
  for (const a of input.attachments) {
    const record = byId.get(a.record_id);
    if (record) resources.push(attachmentDocument(a, record, book));
  }
  const entry: BundleEntry[] = resources.map((resource) => ({ fullUrl: urnOf(resource.id as string), resource }));
  return {
    resourceType: 'Bundle',
    id: book.fresh(),
    identifier: { system: 'urn:ietf:rfc:3986', value: urnOf(book.fresh()) },
    type: 'collection',
    timestamp: now.toISOString(),
    entry,
  };
}
