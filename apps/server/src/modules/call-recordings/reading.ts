// Reading recordings and their files: the call's two parties and admins; anyone else is told the
// recording (or the call) does not exist. A file is served once the recording is ready, streamed
// from storage, and every download leaves an audit entry with the patient concerned.

import type { Readable } from 'node:stream';
import type { Paginated } from '@naijacare/contracts';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuditWho } from '../../http/audit-who';
import { conflict, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { RecordingsContext } from './context';
import { maySee, RECORDING_FOLDER, type RecordingRow, recordingById } from './rows';
import { callRecordings as r } from './schema';

export interface RecordingFile {
  name: string;
  contentType: string;
  size: number;
  body: Readable;
}

function visibleTo(c: Caller): SQL | undefined {
  if (c.isAdmin) return undefined;
  const mine = [c.doctorId !== null && eq(r.doctor_id, c.doctorId), c.patientId !== null && eq(r.patient_id, c.patientId)].filter((x): x is SQL => x !== false);
  return mine.length ? or(...mine) : sql`false`;
}

export function readingUseCases({ db, calls, audit, files }: RecordingsContext) {
  async function get(c: Caller, id: number): Promise<RecordingRow> {
    const row = await recordingById(db, id);
    if (!row || !maySee(c, row)) throw notFound('recording_not_found');
    return row;
  }

  return {
    get,

    /** Newest first. */
    async list(c: Caller, page: number, pageSize: number): Promise<Paginated<RecordingRow>> {
      const where = visibleTo(c);
      const [{ total }] = await db.select({ total: count() }).from(r).where(where);
      const results = await db
        .select()
        .from(r)
        .where(where)
        .orderBy(desc(r.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { count: total, next: page * pageSize < total ? page + 1 : null, results };
    },

    /** A call's recordings, oldest first (the order they were made). */
    async byCall(c: Caller, callId: number): Promise<RecordingRow[]> {
      await calls.recordingTerms(c, callId);
      return db
        .select()
        .from(r)
        .where(and(eq(r.call_id, callId), visibleTo(c)))
        .orderBy(r.id);
    },

    async download(who: AuditWho, id: number): Promise<RecordingFile> {
      const row = await get(who.caller, id);
      if (row.status !== 'ready' || !row.storage_key || !row.content_type) throw conflict('recording_not_ready', { status: row.status });
      const file = await files.stream(RECORDING_FOLDER, row.storage_key);
      if (!file) throw notFound('recording_not_found');
      try {
        await audit.record(db, { who, action: 'download', entity_type: 'call_recording', entity_id: id, patient_id: row.patient_id });
      } catch (err) {
        file.body.destroy();
        throw err;
      }
      const extension = row.content_type.split('/')[1];
      return { name: `consultation-recording-${row.id}.${extension}`, contentType: row.content_type, size: file.size, body: file.body };
    },
  };
}
