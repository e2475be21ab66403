// Ringing: joining a call tells the other party by a `call_waiting` notification. A party who
// joins, deletes the call, opens and joins again, over and over, would fill the other's
// notifications; so a person is rung for an appointment at most once in RING_NOTICE_MINUTES. The
// call still rings (its status and the realtime event) every time. One upsert decides, so two
// joins at once cannot both ring.

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { callRings } from './schema';

/** The least time between two `call_waiting` notifications to one person for one appointment. */
export const RING_NOTICE_MINUTES = 2;

/** Records the ring and says whether to notify: false when this person was rung for the appointment within the window. */
export async function mayRing(tx: Tx, appointmentId: number, userId: number, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - RING_NOTICE_MINUTES * 60_000);
  const rung = await tx
    .insert(callRings)
    .values({ appointment_id: appointmentId, user_id: userId, rung_at: at })
    .onConflictDoUpdate({ target: [callRings.appointment_id, callRings.user_id], set: { rung_at: at }, setWhere: sql`${callRings.rung_at} <= ${since}` })
    .returning({ at: callRings.rung_at });
  return rung.length > 0;
}
