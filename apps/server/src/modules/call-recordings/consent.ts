// A withdrawal of consent is final for the recordings of the call open at that moment: marked in
// the consent change's own transaction (registered with the calls module), they take no more
// pieces even once both parties consent again, so nothing recorded after a withdrawal is ever
// stitched onto what was recorded before it. They may still be closed; a new recording may start.

import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { callRecordings } from './schema';

export async function stopOnWithdrawal(tx: Tx, callId: number, at: Date): Promise<void> {
  await tx
    .update(callRecordings)
    .set({ consent_withdrawn_at: at, updated_at: at })
    .where(and(eq(callRecordings.call_id, callId), eq(callRecordings.status, 'recording'), isNull(callRecordings.consent_withdrawn_at)));
}
