// Everything the records module holds about one patient, unpaged, for the patient's own export of
// their record: the records oldest first and the rows of their attachments (the files stay in
// private storage; the export links to their download route). Who may call this is the caller's
// to decide — the export answers the signed-in patient only.

import { asc, eq } from 'drizzle-orm';
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
