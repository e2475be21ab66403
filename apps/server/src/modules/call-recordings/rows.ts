// Reading and answering recordings (this module's table only), and who may do what with one.

import type { CallRecording } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../accounts/caller';
import { callRecordings } from './schema';

export type RecordingRow = typeof callRecordings.$inferSelect;

/** The folder of recordings in the FileStore: private, read only by the file call. */
export const RECORDING_FOLDER = 'recordings';

export const fileUrl = (id: number) => `/api/call-recordings/${id}/file/`;

/** The call's two parties, and admins. */
export const maySee = (c: Caller, row: RecordingRow) =>
  c.isAdmin || (c.doctorId !== null && c.doctorId === row.doctor_id) || (c.patientId !== null && c.patientId === row.patient_id);

/** Only the doctor who records it adds to it and closes it. */
export const isRecorder = (c: Caller, row: RecordingRow) => c.actor.id === row.created_by && c.doctorId === row.doctor_id;

export const mayDelete = (c: Caller, row: RecordingRow) => c.isAdmin || isRecorder(c, row);

export function serializeRecording(row: RecordingRow, c: Caller): CallRecording {
  const actions: CallRecording['allowed_actions'] = [];
  if (row.status === 'recording' && isRecorder(c, row)) {
    // After a withdrawal of consent it may only be closed.
    if (!row.consent_withdrawn_at) actions.push('append');
    actions.push('mark_ready');
  }
  if (mayDelete(c, row)) actions.push('delete');
  return {
    id: row.id,
    call: row.call_id,
    appointment: row.appointment_id,
    status: row.status,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    chunks: row.chunks,
    duration_seconds: row.duration_seconds,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    ready_at: row.ready_at?.toISOString() ?? null,
    file_url: fileUrl(row.id),
    allowed_actions: actions,
  };
}

export async function recordingById(q: DbOrTx, id: number): Promise<RecordingRow | undefined> {
  const [row] = await q.select().from(callRecordings).where(eq(callRecordings.id, id));
  return row;
}

/** The recording, locked until the transaction ends: pieces and closing are written one at a time. */
export async function lockRecording(tx: Tx, id: number): Promise<RecordingRow | undefined> {
  const [row] = await tx.select().from(callRecordings).where(eq(callRecordings.id, id)).for('update');
  return row;
}

/** The stored type: the container found in the first piece, audio for an audio call. */
export const contentTypeOf = (container: 'webm' | 'mp4', callType: 'video' | 'audio') => `${callType}/${container}` as const;
