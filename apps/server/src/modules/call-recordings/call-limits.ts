// What one call may hold in recordings: one in pieces at a time (the database keeps it so, the
// unique index call_recordings_one_open_per_call), and RECORDING_CALL_MAX_BYTES in all, so a doctor
// cannot fill the disk with recording after recording of one call. Both are checked under a lock:
// starting holds the call's, a piece its recording's.

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../http/errors';
import { callRecordings } from './schema';
import { tooLarge } from './too-large';

export const ONE_OPEN_INDEX = 'call_recordings_one_open_per_call';

/** 409 recording_in_progress when the call has a recording still taking pieces. */
export async function refuseSecondOpen(q: DbOrTx, callId: number): Promise<void> {
  const [open] = await q
    .select({ id: callRecordings.id })
    .from(callRecordings)
    .where(and(eq(callRecordings.call_id, callId), eq(callRecordings.status, 'recording'), isNull(callRecordings.consent_withdrawn_at)));
  if (open) throw conflict('recording_in_progress', { recording: open.id });
}

/** 413 recording_too_large when `adding` more bytes would take the call's recordings past the limit. */
export async function refuseOverCallLimit(q: DbOrTx, callId: number, adding: number, callMaxBytes: number): Promise<void> {
  const [{ used }] = await q
    .select({ used: sql<number>`coalesce(sum(${callRecordings.size_bytes}), 0)::bigint` })
    .from(callRecordings)
    .where(eq(callRecordings.call_id, callId));
  const callSize = Number(used);
  if (callSize + adding > callMaxBytes) throw tooLarge(callMaxBytes, { call_size_bytes: callSize });
}
