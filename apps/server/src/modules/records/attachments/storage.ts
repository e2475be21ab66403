// The files behind attachments, in private storage (the FileStore chosen in core.ts: local disk
// now, an object store later). Files are removed only once the rows that named them are gone
// for good — after the deleting transaction commits — so a rolled-back delete never leaves a
// row without its file. A removal that fails leaves an orphan file, never a broken row.

import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { FileStore } from '../../../storage/files';
import { medicalRecordAttachments as att } from '../schema';
import { ATTACHMENT_FOLDER } from './listing';

export async function removeFiles(files: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => files.remove(ATTACHMENT_FOLDER, key)));
}

/** Deletes a record's attachment rows (inside the record's own delete) and says which files to remove after commit. */
export async function deleteAttachmentsOf(tx: Tx, recordId: number): Promise<{ id: number; key: string }[]> {
  return tx.delete(att).where(eq(att.record_id, recordId)).returning({ id: att.id, key: att.storage_key });
}
