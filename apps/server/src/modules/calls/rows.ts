// Reading and answering calls (this module's table only).

import type { Call } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { Caller } from '../accounts/caller';
import { calls } from './schema';
import { allowedCallActions, type CallRow } from './transitions';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function serializeCall(row: CallRow, c: Caller): Call {
  return {
    id: row.id,
    appointment: row.appointment_id,
    call_type: row.call_type,
    status: row.status,
    created_by: row.created_by,
    joined_by: row.joined_by,
    started_by: row.started_by,
    ended_by: row.ended_by,
    created_at: row.created_at.toISOString(),
    joined_at: iso(row.joined_at),
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
    duration_seconds: row.duration_seconds,
    end_reason: row.end_reason,
    recording_consent: { doctor: row.doctor_recording_consent, patient: row.patient_recording_consent },
    allowed_actions: allowedCallActions(c, row),
  };
}

export async function callById(q: DbOrTx, id: number): Promise<CallRow | undefined> {
  const [row] = await q.select().from(calls).where(eq(calls.id, id));
  return row;
}

/** The call, locked until the transaction ends: of two changes at once, the second sees the first. */
export async function lockCall(tx: Tx, id: number): Promise<CallRow | undefined> {
  const [row] = await tx.select().from(calls).where(eq(calls.id, id)).for('update');
  return row;
}
