// Everything the records module holds about one patient, unpaged, for the patient's own export of
// their record: the records oldest first and the rows of their attachments (the files stay in
// private storage; the export links to their download route). Who may call this is the caller's
// to decide — the export answers the signed-in patient only.

import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { medicalRecordAttachments as att, medicalRecords as mr } from './schema';

export type PatientRecordRow = typeof mr.$inferSelect;

export function recordsOfPatient(q: DbOrTx, patientId: number): Promise<PatientRecordRow[]> {
  return q.select().from(mr).where(eq(mr.patient_id, patientId)).orderBy(asc(mr.created_at), asc(mr.id));
}

/** The attachments of the patient's records, without their storage keys (never shown to anyone). */
export function attachmentsOfPatient(q: DbOrTx, patientId: number) {
  return q
    .select({
      id: att.id,
      record_id: att.record_id,
      file_type: att.file_type,
      description: att.description,
      original_name: att.original_name,
      content_type: att.content_type,
      size_bytes: att.size_bytes,
      created_at: att.created_at,
    })
    .from(att)
    .innerJoin(mr, eq(mr.id, att.record_id))
    .where(eq(mr.patient_id, patientId))
    .orderBy(asc(att.created_at), asc(att.id));
}

export type PatientAttachmentRow = Awaited<ReturnType<typeof attachmentsOfPatient>>[number];

/** What names a record for its patient, without ids: its type, title and date. The audit trail's
 * patient view words its entries with these (a deleted record is simply absent). */
export function recordLabels(q: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q
    .select({ id: mr.id, record_type: mr.record_type, title: mr.title, created_at: mr.created_at })
    .from(mr)
    .where(inArray(mr.id, [...ids]));
}

/** The same for files: the file's name and the record it belongs to. */
export function attachmentLabels(q: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q
    .select({ id: att.id, file_name: att.original_name, record_type: mr.record_type, title: mr.title, created_at: mr.created_at })
    .from(att)
    .innerJoin(mr, eq(mr.id, att.record_id))
    .where(inArray(att.id, [...ids]));
}
