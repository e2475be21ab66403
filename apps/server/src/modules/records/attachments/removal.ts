// Removing an attachment: the record's author, within the record's edit window. The row and its
// audit entry go in one transaction that locks the record first; the file is removed only after
// that commits. Of two removals of the same attachment, the second finds no row: 404.

import { eq } from 'drizzle-orm';
import type { AuditWho } from '../../../http/audit-who';
import { notFound } from '../../../http/errors';
import { seenOrNotFound } from '../../patients/access';
import { medicalRecordAttachments as att } from '../schema';
import { attachmentById } from './listing';
import { authorsOpenRecord } from './record-access';
import type { AttachmentDeps } from './service';
import { removeFiles } from './storage';

export function removalUseCases({ db, audit, files }: AttachmentDeps) {
  return {
    async remove(who: AuditWho, id: number): Promise<void> {
      const key = await db.transaction(async (tx) => {
        const row = await seenOrNotFound(who.caller, tx, await attachmentById(tx, id), 'attachment_not_found');
        await authorsOpenRecord(tx, who.caller, row.a.record_id, 'attachment_not_found');
        // Read again under the record's lock: a removal that got there first has deleted it.
        const [gone] = await tx.delete(att).where(eq(att.id, id)).returning({ key: att.storage_key });
        if (!gone) throw notFound('attachment_not_found');
        await audit.record(tx, { who, action: 'delete', entity_type: 'attachment', entity_id: id, patient_id: row.patient_id });
        return gone.key;
      });
      await removeFiles(files, [key]);
    },
  };
}
