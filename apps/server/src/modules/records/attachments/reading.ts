// Reading attachments: a record's list, one attachment, and its file. Who may read follows the
// record (patients/access.ts seenOrNotFound); anyone else is told nothing exists (404). Every attachment answered
// and every file downloaded leaves an audit entry with the patient concerned, written before
// the answer leaves.

import type { Attachment, Paginated } from '@naijacare/contracts';
import type { AuditWho } from '../../../http/audit-who';
import { notFound } from '../../../http/errors';
import { seenOrNotFound } from '../../patients/access';
import { ATTACHMENT_FOLDER, type AttachmentRow, attachmentById, attachmentsOfRecord, attachmentsVisibleTo, serializeAttachment } from './listing';
import { readableRecord } from './record-access';
import type { AttachmentDeps } from './service';

export interface AttachmentFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export function readingUseCases({ db, audit, files }: AttachmentDeps) {
  /** The attachment if the caller may read its record; 404 otherwise. */
  async function readable(who: AuditWho, id: number): Promise<AttachmentRow> {
    const row = await seenOrNotFound(who.caller, db, await attachmentById(db, id), 'attachment_not_found');
    return row;
  }

  return {
    /** A record's attachments, oldest first; without a record, every one the caller may read, newest first. */
    async list(who: AuditWho, recordId: number | undefined, page: number, pageSize: number): Promise<Paginated<Attachment>> {
      if (recordId !== undefined) await readableRecord(db, who.caller, recordId);
      const found =
        recordId === undefined ? await attachmentsVisibleTo(db, who.caller, page, pageSize) : await attachmentsOfRecord(db, recordId, page, pageSize);
      await audit.recordMany(db, {
        who,
        action: 'list',
        entity_type: 'attachment',
        entities: found.results.map((row) => ({ entity_id: row.a.id, patient_id: row.patient_id })),
      });
      // The list names each file and what it is: each patient concerned sees one `read` of it per call
      // (of the record's files, or of their files across records), not one per row.
      await audit.recordMany(db, {
        who,
        action: 'read',
        entity_type: 'record_files',
        entities: [...new Set(found.results.map((row) => row.patient_id))].map((patient_id) => ({ entity_id: recordId ?? null, patient_id })),
      });
      return { ...found, results: found.results.map((row) => serializeAttachment(row, who.caller)) };
    },

    async get(who: AuditWho, id: number): Promise<Attachment> {
      const row = await readable(who, id);
      await audit.record(db, { who, action: 'read', entity_type: 'attachment', entity_id: id, patient_id: row.patient_id });
      return serializeAttachment(row, who.caller);
    },

    /**
     * The file's bytes, held in memory while they are sent (at most ATTACHMENT_MAX_BYTES; the
     * FileStore reads whole files). A row whose file is missing is answered as not found, and the
     * download is audited only once the bytes are in hand.
     */
    async download(who: AuditWho, id: number): Promise<AttachmentFile> {
      const row = await readable(who, id);
      const bytes = await files.read(ATTACHMENT_FOLDER, row.a.storage_key);
      if (!bytes) throw notFound('attachment_not_found');
      await audit.record(db, { who, action: 'download', entity_type: 'attachment', entity_id: id, patient_id: row.patient_id });
      return { name: row.a.original_name, contentType: row.a.content_type, bytes };
    },
  };
}
