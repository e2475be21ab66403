// Attachments as they are answered: the row, the record it belongs to (whose patient decides who
// may see it, whose author and age decide who may still delete it) and the uploader's name,
// joined in one statement.

import { type Attachment, type AttachmentContentType, type Paginated, RECORD_EDIT_WINDOW_HOURS } from '@naijacare/contracts';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Caller } from '../../accounts/caller';
import { users } from '../../accounts/schema';
import { patientVisibleTo } from '../../patients/access';
import { medicalRecordAttachments as att, medicalRecords as mr } from '../schema';

/** The folder of attachments in the FileStore: private, read only by the download call (the public
 * /media/photos/ route reads the photos' folder alone). */
export const ATTACHMENT_FOLDER = 'attachments';
const WINDOW_MS = RECORD_EDIT_WINDOW_HOURS * 3600_000;

const columns = {
  a: att,
  patient_id: mr.patient_id,
  record_doctor_id: mr.doctor_id,
  record_created_at: mr.created_at,
  uploader_first: users.first_name,
  uploader_last: users.last_name,
  uploader_type: users.user_type,
};

const joined = (q: DbOrTx) => q.select(columns).from(att).innerJoin(mr, eq(mr.id, att.record_id)).leftJoin(users, eq(users.id, att.uploaded_by));

export type AttachmentRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export const downloadUrl = (id: number) => `/api/medical-record-attachments/${id}/download/`;

/** The attachment as answered to this caller: its author may delete it while the record's edit window is open. */
export function serializeAttachment(row: AttachmentRow, c: Caller, now = new Date()): Attachment {
  const a = row.a;
  const mayDelete = c.doctorId === row.record_doctor_id && now.getTime() < row.record_created_at.getTime() + WINDOW_MS;
  const uploader = row.uploader_first === null ? '' : `${row.uploader_type === 'doctor' ? 'Dr. ' : ''}${row.uploader_first} ${row.uploader_last}`;
  return {
    id: a.id,
    medical_record: a.record_id,
    file_type: a.file_type,
    description: a.description,
    original_name: a.original_name,
    content_type: a.content_type as AttachmentContentType,
    size_bytes: a.size_bytes,
    uploaded_by_name: uploader,
    created_at: a.created_at.toISOString(),
    download_url: downloadUrl(a.id),
    allowed_actions: mayDelete ? ['delete'] : [],
  };
}

/** The attachments matching `where`, oldest first. */
export function attachmentRows(q: DbOrTx, where: SQL): Promise<AttachmentRow[]> {
  return joined(q).where(where).orderBy(asc(att.id));
}

export async function attachmentById(q: DbOrTx, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await joined(q).where(eq(att.id, id));
  return row;
}

/** One page of a record's attachments, oldest first (the order they were attached). */
export async function attachmentsOfRecord(q: DbOrTx, recordId: number, page: number, pageSize: number): Promise<Paginated<AttachmentRow>> {
  const [{ total }] = await q.select({ total: count() }).from(att).where(eq(att.record_id, recordId));
  const rows = await joined(q)
    .where(eq(att.record_id, recordId))
    .orderBy(asc(att.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total, next: page * pageSize < total ? page + 1 : null, results: rows };
}

/** One page of every attachment the caller may read (of the patients they may see), newest first. */
export async function attachmentsVisibleTo(q: DbOrTx, c: Caller, page: number, pageSize: number): Promise<Paginated<AttachmentRow>> {
  const visible = patientVisibleTo(c, mr.patient_id);
  const [{ total }] = await q.select({ total: count() }).from(att).innerJoin(mr, eq(mr.id, att.record_id)).where(visible);
  const rows = await joined(q)
    .where(visible)
    .orderBy(desc(att.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total, next: page * pageSize < total ? page + 1 : null, results: rows };
}
