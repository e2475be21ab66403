// Attaching files to a record: one (POST /) or several (POST upload_multiple/), all or none.
// Each upload is counted against its doctor's budget first, and a record named before the files
// is checked (author, window) before any file is read. Each file is checked by its content
// (detect.ts) and saved under a generated name as the form is read (form.ts); then the rows and their audit entries are written in one transaction that
// first locks the record and checks the caller is its author within the edit window. If the
// form, the fields, the permission or the transaction fails, every saved file is removed: a
// failed upload leaves no file and no row.

import { ATTACHMENT_DESCRIPTION_MAX, ATTACHMENT_NAME_MAX, type Attachment, type AttachmentUploadFields, attachmentUploadFields } from '@naijacare/contracts';
import { inArray } from 'drizzle-orm';
import type { AuditWho } from '../../../http/audit-who';
import { enforce } from '../../../http/counters';
import { AppError, badRequest } from '../../../http/errors';
import { medicalRecordAttachments as att } from '../schema';
import { detectAttachment } from './detect';
import type { EarlyCheck, Stager, UploadedFile } from './form';
import { ATTACHMENT_FOLDER, attachmentRows, serializeAttachment } from './listing';
import { authorsOpenRecord, authorsOpenRecordNow } from './record-access';
import type { AttachmentDeps } from './service';
import { removeFiles } from './storage';

export interface StagedFile {
  key: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
}

const EXTENSIONS: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg', 'jpe'],
  png: ['png'],
  webp: ['webp'],
  dcm: ['dcm', 'dicom'],
};

/**
 * The name shown for the file: the uploader's, without any folder part or control characters,
 * at most ATTACHMENT_NAME_MAX characters, and with the extension of what the file really is
 * (a PNG sent as "scan.pdf" is shown and downloaded as "scan.png", so it opens in the right program).
 */
export function shownName(given: string, extension: string): string {
  const base =
    given
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot >= 0 ? base.slice(0, dot) : base) || 'attachment';
  const givenExtension = dot >= 0 ? base.slice(dot + 1) : '';
  const suffix = `.${EXTENSIONS[extension]?.includes(givenExtension.toLowerCase()) ? givenExtension : extension}`;
  // Cut by characters, not UTF-16 units, so an emoji is never split in half.
  return (
    Array.from(stem)
      .slice(0, ATTACHMENT_NAME_MAX - suffix.length)
      .join('') + suffix
  );
}

/** The form's text fields, checked like a JSON body would be; refusals name the field. */
function parseFields(raw: Record<string, string>): AttachmentUploadFields {
  const parsed = attachmentUploadFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue.path[0] ?? 'medical_record');
  if (field === 'file_type') throw badRequest('attachment_file_type_invalid', field);
  if (field === 'description') throw badRequest('field_too_long', field, { label: 'Description', max: ATTACHMENT_DESCRIPTION_MAX });
  throw badRequest('invalid_id', 'medical_record', { label: 'medical_record' });
}

function parseRecordId(raw: string): number {
  const parsed = attachmentUploadFields.shape.medical_record.safeParse(raw);
  if (!parsed.success) throw badRequest('invalid_id', 'medical_record', { label: 'medical_record' });
  return parsed.data;
}

export function uploadUseCases({ db, audit, files, counters, uploadLimit }: AttachmentDeps) {
  const stager: Stager<StagedFile> = {
    async stage({ name, bytes }: UploadedFile) {
      const kind = detectAttachment(bytes);
      if (!kind) throw new AppError(400, 'attachment_type_not_allowed', { params: { name }, details: { file: name } });
      const key = await files.save(ATTACHMENT_FOLDER, kind.extension, bytes);
      return { key, original_name: shownName(name, kind.extension), content_type: kind.mime, size_bytes: bytes.length };
    },
    discard: (staged) =>
      removeFiles(
        files,
        staged.map((s) => s.key),
      ),
  };

  return {
    stager,

    /** Counts the upload against the caller's budget before its body is read (429 past it). */
    async admit(who: AuditWho): Promise<void> {
      await enforce(counters, `uploads:${who.caller.actor.id}`, uploadLimit, 'uploads');
    },

    /** The record named before the files: its author, within the window, or the upload is refused at once. */
    recordCheck(who: AuditWho): EarlyCheck {
      return { field: 'medical_record', check: async (value) => void (await authorsOpenRecordNow(db, who.caller, parseRecordId(value))) };
    },

    /** Writes the rows of the files staged from one form; on any refusal or failure the files are removed. */
    async attach(who: AuditWho, rawFields: Record<string, string>, staged: StagedFile[], fileField: string): Promise<Attachment[]> {
      try {
        if (staged.length === 0) throw new AppError(400, 'file_required', { details: { field: fileField } });
        const fields = parseFields(rawFields);
        return await db.transaction(async (tx) => {
          const record = await authorsOpenRecord(tx, who.caller, fields.medical_record, 'record_not_found');
          const inserted = await tx
            .insert(att)
            .values(
              staged.map((s) => ({
                record_id: fields.medical_record,
                file_type: fields.file_type,
                description: fields.description,
                original_name: s.original_name,
                content_type: s.content_type,
                size_bytes: s.size_bytes,
                storage_key: s.key,
                uploaded_by: who.caller.actor.id,
              })),
            )
            .returning({ id: att.id });
          await audit.recordMany(tx, {
            who,
            action: 'create',
            entity_type: 'attachment',
            entities: inserted.map((r) => ({ entity_id: r.id, patient_id: record.patient_id })),
          });
          const rows = await attachmentRows(
            tx,
            inArray(
              att.id,
              inserted.map((r) => r.id),
            ),
          );
          return rows.map((row) => serializeAttachment(row, who.caller));
        });
      } catch (err) {
        await stager.discard(staged);
        throw err;
      }
    },
  };
}
