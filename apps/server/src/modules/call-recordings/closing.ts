// Closing a recording (mark_ready: it takes no more pieces and may be played) and deleting one.
// The file is cut to the stored size when closed, dropping the bytes of a last piece whose
// transaction never committed; a deleted recording's file is removed once the delete commits.

import type { MarkRecordingReadyInput } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { AuditWho } from '../../http/audit-who';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { announceRecording, type RecordingsContext } from './context';
import { isRecorder, lockRecording, mayDelete, maySee, RECORDING_FOLDER, type RecordingRow } from './rows';
import { callRecordings } from './schema';

export function closingUseCases({ db, audit, files, hub, now }: RecordingsContext) {
  return {
    async markReady(c: Caller, id: number, input: MarkRecordingReadyInput): Promise<RecordingRow> {
      const row = await db.transaction(async (tx) => {
        const row = await lockRecording(tx, id);
        if (!row || !maySee(c, row)) throw notFound('recording_not_found');
        if (!isRecorder(c, row)) throw forbidden('recording_doctor_only');
        if (row.status !== 'recording') throw conflict('recording_closed', { status: row.status }, { status: row.status });
        if (row.storage_key === null) throw conflict('recording_empty');
        if (input?.size !== undefined && input.size !== row.size_bytes)
          throw conflict('recording_size_mismatch', { size_bytes: row.size_bytes, chunks: row.chunks }, { size: row.size_bytes, expected: input.size });
        await files.writeAt(RECORDING_FOLDER, row.storage_key, row.size_bytes, Buffer.alloc(0));
        const at = now();
        const [updated] = await tx
          .update(callRecordings)
          .set({ status: 'ready', ready_at: at, updated_at: at, duration_seconds: input?.duration_seconds ?? null })
          .where(eq(callRecordings.id, id))
          .returning();
        return updated;
      });
      await announceRecording(hub, 'ready', row, c);
      return row;
    },

    /** The doctor who made it, or an admin; the file goes once the row is gone for good. */
    async remove(who: AuditWho, id: number): Promise<void> {
      const c = who.caller;
      const row = await db.transaction(async (tx) => {
        const row = await lockRecording(tx, id);
        if (!row || !maySee(c, row)) throw notFound('recording_not_found');
        if (!mayDelete(c, row)) throw forbidden('recording_delete_forbidden');
        await tx.delete(callRecordings).where(eq(callRecordings.id, id));
        await audit.record(tx, { who, action: 'delete', entity_type: 'call_recording', entity_id: id, patient_id: row.patient_id });
        return row;
      });
      if (row.storage_key) await files.remove(RECORDING_FOLDER, row.storage_key).catch(() => {});
      await announceRecording(hub, 'deleted', row, c);
    },
  };
}
