// Opening an appointment's call: one of its two parties, on a video or audio appointment whose
// window is open. The database keeps one live call per appointment (a unique partial index), so
// two parties opening at once, or an app retrying, reach the same call: the first is 201, every
// other 200 with the live call.

import type { CreateCallInput } from '@naijacare/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { announceCall, type CallsContext } from './context';
import { calls } from './schema';
import { type CallRow, isAppointmentParty } from './transitions';
import { assertCallable } from './window';

export function openingUseCases({ db, appointments, hub, now }: CallsContext) {
  const liveCall = async (appointmentId: number): Promise<CallRow | undefined> => {
    const [row] = await db
      .select()
      .from(calls)
      .where(and(eq(calls.appointment_id, appointmentId), ne(calls.status, 'ended')));
    return row;
  };

  return {
    async create(c: Caller, input: CreateCallInput): Promise<{ row: CallRow; created: boolean }> {
      const appointment = await appointments.get(c, input.appointment);
      if (!isAppointmentParty(c, appointment)) throw c.isAdmin ? forbidden('call_parties_only') : notFound('appointment_not_found');
      const callType = assertCallable(appointment, now());
      const patientId = appointment.patient as number;
      // A live call that ends between the insert and the read lets the next insert through: twice is enough.
      for (let attempt = 0; attempt < 2; attempt++) {
        const [row] = await db
          .insert(calls)
          .values({
            appointment_id: appointment.id,
            doctor_id: appointment.doctor,
            patient_id: patientId,
            call_type: callType,
            status: 'created',
            created_by: c.actor.id,
            created_at: now(),
          })
          .onConflictDoNothing()
          .returning();
        if (row) {
          await announceCall(hub, 'created', row, c);
          return { row, created: true };
        }
        const live = await liveCall(appointment.id);
        if (live) return { row: live, created: false };
      }
      throw new Error('no live call after a conflicting insert');
    },
  };
}
