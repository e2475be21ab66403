// What becomes of an appointment's live calls when the appointment closes (its session ended, a
// no-show, a cancellation: appointments/live-calls.ts): registered with the appointments module,
// which runs it in its status change's transaction. Each live call ends as `session_ended`, by
// whoever closed the appointment, and both screens are told once the change has committed.

import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import type { Caller } from '../accounts/caller';
import type { LiveCallsOfAppointment } from '../appointments/live-calls';
import { announceCall } from './context';
import { calls } from './schema';
import type { CallRow } from './transitions';

const liveOf = (appointmentId: number) => and(eq(calls.appointment_id, appointmentId), ne(calls.status, 'ended'));

export function endingWithSession(hub: Hub, now: () => Date): LiveCallsOfAppointment {
  return {
    async lock(tx: Tx, appointmentId: number) {
      await tx.select({ id: calls.id }).from(calls).where(liveOf(appointmentId)).for('update');
    },

    async end(tx: Tx, appointmentId: number, c: Caller) {
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
      return async () => {
        for (const row of ended) await announceCall(hub, 'ended', row, c);
      };
    },
  };
}
