// Appending a recording's pieces, in order and once each. The recording's row is locked while a
// piece is written, so pieces (and two copies of one piece) are taken one at a time: the piece the
// recording expects next is written where the stored size says the file ends and counted; a piece
// already stored is answered without writing if it is the same bytes (a retry, fingerprints.ts);
// a later one is refused with the sequence expected (409), so the app resends from there. The first piece must be a WebM or MP4 start;
// every later one must read as the rest of that stream, not as a file of its own or a page (continuation.ts).
// Both parties' consent is checked at every piece: once withdrawn, the recording takes no more,
// even if consent is given again (consent.ts); nor once the call has been over for longer than the grace (call-time.ts).

import { eq } from 'drizzle-orm';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { detectRecording } from '../records/attachments/detect';
import { refuseOverCallLimit } from './call-limits';
import { uploadRefusal } from './call-time';
import type { RecordingsContext } from './context';
import { continuesRecording } from './continuation';
import { assertSamePiece, fingerprintOf, keepFingerprint } from './fingerprints';
import { contentTypeOf, isRecorder, lockRecording, maySee, RECORDING_FOLDER, type RecordingRow, recordingById } from './rows';
import { callRecordings } from './schema';
import { tooLarge } from './too-large';

/** The recording, for the doctor who records it: 404 for those who may not see it, 403 for the others who may. */
function appenderOnly(c: Caller, row: RecordingRow | undefined): RecordingRow {
  if (!row || !maySee(c, row)) throw notFound('recording_not_found');
  if (!isRecorder(c, row)) throw forbidden('recording_doctor_only');
  return row;
}

export function pieceUseCases({ db, calls, files, maxBytes, callMaxBytes, now }: RecordingsContext) {
  return {
    /** Whether the caller may send this recording a piece at all, decided before the piece's body
     * is read (a piece may be 16 MB): only its recording doctor, only while it records. The
     * append decides again under the recording's lock. */
    async admit(c: Caller, id: number): Promise<void> {
      const row = appenderOnly(c, await recordingById(db, id));
      if (row.status !== 'recording') throw conflict('recording_closed', { status: row.status }, { status: row.status });
    },

    async append(c: Caller, id: number, sequence: number, bytes: Buffer): Promise<{ row: RecordingRow; appended: boolean }> {
      let savedKey: string | null = null;
      try {
        return await db.transaction(async (tx) => {
          const row = appenderOnly(c, await lockRecording(tx, id));
          if (sequence < row.chunks) {
            await assertSamePiece(tx, id, sequence, fingerprintOf(bytes));
            return { row, appended: false };
          }
          if (row.status !== 'recording') throw conflict('recording_closed', { status: row.status }, { status: row.status });
          if (sequence > row.chunks) throw conflict('recording_chunk_out_of_order', { expected: row.chunks }, { sequence, expected: row.chunks });
          const terms = await calls.recordingTerms(c, row.call_id, tx);
          const late = uploadRefusal(terms, now());
          if (late) throw conflict(late, { status: terms.status });
          if (row.consent_withdrawn_at || !terms.consent.doctor || !terms.consent.patient)
            throw conflict('recording_consent_withdrawn', { consent: terms.consent });
          if (row.size_bytes + bytes.length > maxBytes) throw tooLarge(maxBytes, { size_bytes: row.size_bytes });
          await refuseOverCallLimit(tx, row.call_id, bytes.length, callMaxBytes);

          let { storage_key: key, content_type: contentType } = row;
          if (key === null) {
            const container = detectRecording(bytes);
            if (!container) throw new AppError(400, 'recording_type_not_allowed', { details: { field: 'chunk' } });
            key = savedKey = await files.save(RECORDING_FOLDER, container, bytes);
            contentType = contentTypeOf(container, terms.callType);
          } else {
            if (!continuesRecording(bytes))
              throw new AppError(400, 'recording_piece_not_media', { details: { field: 'chunk', sequence }, params: { sequence } });
            await files.writeAt(RECORDING_FOLDER, key, row.size_bytes, bytes);
          }
          const [updated] = await tx
            .update(callRecordings)
            .set({ chunks: row.chunks + 1, size_bytes: row.size_bytes + bytes.length, storage_key: key, content_type: contentType, updated_at: now() })
            .where(eq(callRecordings.id, id))
            .returning();
          await keepFingerprint(tx, id, sequence, fingerprintOf(bytes));
          return { row: updated, appended: true };
        });
      } catch (err) {
        // The first piece's file, saved for a transaction that did not commit.
        if (savedKey) await files.remove(RECORDING_FOLDER, savedKey);
        throw err;
      }
    },
  };
}
