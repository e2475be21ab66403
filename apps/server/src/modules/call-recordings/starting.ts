// Starting a recording: the call's doctor, with both parties' consent given on screen. Either the
// pieces follow (pieces.ts), and the call must be active, or the form carries the whole
// recording_file (during the call or in the grace after it, call-time.ts), which is streamed to
// private storage as it is read — never held in memory whole — checked by its first bytes, and
// the recording is ready at once. Any refusal removes the file saved for the request.

import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MessageCode } from '@naijacare/contracts';
import { uniqueViolation } from '../../db/errors';
import type { AuditWho } from '../../http/audit-who';
import { AppError, conflict, forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { RecordingTerms } from '../calls/service';
import { detectRecording } from '../records/attachments/detect';
import type { Stager } from '../records/attachments/form';
import { ONE_OPEN_INDEX, refuseOverCallLimit, refuseSecondOpen } from './call-limits';
import { startRefusal, uploadRefusal } from './call-time';
import { announceRecording, type RecordingsContext } from './context';
import { callField, startFields } from './fields';
import { keepFingerprint } from './fingerprints';
import { contentTypeOf, RECORDING_FOLDER, type RecordingRow } from './rows';
import { callRecordings } from './schema';

export interface StagedRecording {
  key: string;
  container: 'webm' | 'mp4';
  size: number;
  /** Of the whole file, kept as its piece 0's fingerprint. */
  sha256: string;
}

/** Pieces of the stream are gathered to this size before each write. */
const WRITE_BYTES = 1024 * 1024;

/** Refuses anyone but the call's doctor (403), a call whose time forbids it (`late`), and a call
 * without both parties' consent (409). */
function refuseRecording(c: Caller, terms: RecordingTerms, late: MessageCode | null): void {
  if (c.doctorId !== terms.doctorId) throw forbidden('recording_doctor_only');
  if (late) throw conflict(late, { status: terms.status });
  if (!terms.consent.doctor || !terms.consent.patient) throw conflict('recording_consent_missing', { consent: terms.consent });
}

export function startingUseCases({ db, calls, audit, files, hub, callMaxBytes, now }: RecordingsContext) {
  /** Writes the stream to storage as it arrives; its first write (up to WRITE_BYTES) decides its type. */
  async function saveStream(stream: Readable): Promise<StagedRecording> {
    let saved: Omit<StagedRecording, 'sha256'> | null = null;
    const hash = createHash('sha256');
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const bytes = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      hash.update(bytes);
      if (saved) {
        await files.writeAt(RECORDING_FOLDER, saved.key, saved.size, bytes);
        saved.size += bytes.length;
        return;
      }
      const container = detectRecording(bytes);
      if (!container) throw new AppError(400, 'recording_type_not_allowed', { details: { field: 'recording_file' } });
      saved = { key: await files.save(RECORDING_FOLDER, container, bytes), container, size: bytes.length };
    };
    try {
      for await (const piece of stream as AsyncIterable<Buffer>) {
        pending.push(piece);
        pendingBytes += piece.length;
        if (pendingBytes >= WRITE_BYTES) await flush();
      }
      if (pendingBytes > 0) await flush();
    } catch (err) {
      const failed = saved as Omit<StagedRecording, 'sha256'> | null;
      if (failed) await files.remove(RECORDING_FOLDER, failed.key);
      // The rest of the upload is not wanted: let it drain rather than stall the request.
      stream.resume();
      throw err;
    }
    const done = saved as Omit<StagedRecording, 'sha256'> | null;
    if (!done) throw new AppError(400, 'file_required', { details: { field: 'recording_file' } });
    return { ...done, sha256: hash.digest('hex') };
  }

  const stager: Stager<StagedRecording> = {
    stage: ({ bytes }) => saveStream(Readable.from([bytes])),
    stageStream: (_name, stream) => saveStream(stream),
    discard: async (staged) => {
      await Promise.allSettled(staged.map((s) => files.remove(RECORDING_FOLDER, s.key)));
    },
  };

  return {
    stager,

    /** The caller's right to record the call named by the form's `call` field, checked as soon as
     * it is read and before any file is taken: the form's file may be hundreds of megabytes. What
     * depends on the rest of the form is checked again when it is whole (create). */
    async admit(c: Caller, rawCall: string): Promise<void> {
      const terms = await calls.recordingTerms(c, callField(rawCall));
      refuseRecording(c, terms, uploadRefusal(terms, now()));
    },

    async create(who: AuditWho, rawFields: Record<string, string>, staged: StagedRecording | undefined): Promise<RecordingRow> {
      try {
        const c = who.caller;
        const fields = startFields(rawFields);
        const row = await db.transaction(async (tx) => {
          // Decided under the call's lock: an end or a withdrawal of consent committed while the
          // form was read is seen here, and one still to come waits for this recording.
          const terms = await calls.lockedRecordingTerms(c, fields.call, tx);
          refuseRecording(c, terms, staged ? uploadRefusal(terms, now()) : startRefusal(terms));
          if (staged) await refuseOverCallLimit(tx, terms.callId, staged.size, callMaxBytes);
          else await refuseSecondOpen(tx, terms.callId);
          const at = now();
          const [inserted] = await tx
            .insert(callRecordings)
            .values({
              call_id: terms.callId,
              appointment_id: terms.appointmentId,
              doctor_id: terms.doctorId,
              patient_id: terms.patientId,
              created_by: c.actor.id,
              status: staged ? 'ready' : 'recording',
              content_type: staged ? contentTypeOf(staged.container, terms.callType) : null,
              storage_key: staged?.key ?? null,
              size_bytes: staged?.size ?? 0,
              chunks: staged ? 1 : 0,
              duration_seconds: staged ? fields.duration_seconds : null,
              created_at: at,
              updated_at: at,
              ready_at: staged ? at : null,
            })
            .returning();
          if (staged) await keepFingerprint(tx, inserted.id, 0, { size: staged.size, sha256: staged.sha256 });
          await audit.record(tx, { who, action: 'create', entity_type: 'call_recording', entity_id: inserted.id, patient_id: terms.patientId });
          return inserted;
        });
        await announceRecording(hub, staged ? 'ready' : 'created', row, c);
        return row;
      } catch (err) {
        await stager.discard(staged ? [staged] : []);
        // Another start won the call's one open recording (the lock makes this rare; the index makes it sure).
        if (uniqueViolation(err) === ONE_OPEN_INDEX) {
          await refuseSecondOpen(db, callField(rawFields.call ?? ''));
          throw conflict('recording_in_progress', {});
        }
        throw err;
      }
    },
  };
}
