// What becomes of an appointment's live calls when the appointment closes (its session ended, a
// no-show, a cancellation: appointments/live-calls.ts): the calls module reacts to
// `appointment.closing` inside that change's transaction, before the appointment's row is locked
// (a call, then its appointment: the order every call step takes too). Each live call ends as
// `session_ended`, by whoever closed the appointment, and both screens are told once the change
// has committed.

import { and, eq, ne } from 'drizzle-orm';
import { afterCommit } from '../../db/client';
import type { InTransaction } from '../../events/bus';
import type { Hub } from '../../realtime/hub';
import { announceCall } from './context';
import { calls } from './schema';
import type { CallRow } from './transitions';

const liveOf = (appointmentId: number) => and(eq(calls.appointment_id, appointmentId), ne(calls.status, 'ended'));

export function endingWithSession(hub: Hub, now: () => Date = () => new Date()): InTransaction<'appointment.closing'> {
  return async ({ appointmentId, by: c }, tx) => {
    const at = now();
    const live = await tx.select().from(calls).where(liveOf(appointmentId)).for('update');
    const ended: CallRow[] = [];
    for (const row of live) {
      const [updated] = await tx
        .update(calls)
        .set({
          status: 'ended',
          ended_by: c.actor.id,
          ended_at: at,
          duration_seconds: row.started_at ? Math.max(0, Math.floor((at.getTime() - row.started_at.getTime()) / 1000)) : null,
          end_reason: 'session_ended',
        })
        .where(eq(calls.id, row.id))
        .returning();
      ended.push(updated);
    }
    if (ended.length > 0)
      await afterCommit(tx, async () => {
        for (const row of ended) await announceCall(hub, 'ended', row, c);
      });
  };
}
