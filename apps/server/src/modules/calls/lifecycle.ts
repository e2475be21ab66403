// A call's steps (transitions.ts), each in one transaction under the call's row lock, so of two
// parties pressing at once one moves the call and the other is told what it has become (409).
// Joining rings the other party (a notification linking to the call page, at most once in a short
// while: rings.ts); starting starts the appointment's session if it has not started; the doctor
// may end the session with the call. Both screens hear each change on the appointment's topic once it has committed.

import type { EndCallInput } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { typeLabel } from '../appointments/wording';
import { announceCall, type CallsContext } from './context';
import { maySee } from './reading';
import { mayRing } from './rings';
import { lockCall } from './rows';
import { calls } from './schema';
import { CALL_TRANSITIONS, type CallRow, type CallTransition, callRefusal, consentRefusal, deleteRefusal } from './transitions';
import { assertCallable } from './window';

type Refusal = ReturnType<typeof callRefusal>;

const refuse = (refused: NonNullable<Refusal>, row: CallRow) =>
  new AppError(refused[0], refused[1], { params: refused[2], details: refused[0] === 409 ? { status: row.status } : undefined });

export function lifecycleUseCases({ db, appointments, notifications, hub, events, now }: CallsContext) {
  /** Locks the call the caller may see (404 otherwise) and checks the step is theirs to take now. */
  async function lockFor(tx: Tx, c: Caller, id: number, check: (row: CallRow) => Refusal): Promise<CallRow> {
    const row = await lockCall(tx, id);
    if (!row || !maySee(c, row)) throw notFound('call_not_found');
    const refused = check(row);
    if (refused) throw refuse(refused, row);
    return row;
  }

  /** Runs one step and tells both screens of the call it left. */
  async function step(c: Caller, id: number, action: CallTransition, work: (tx: Tx, row: CallRow, at: Date) => Promise<Partial<CallRow>>) {
    const changed = await db.transaction(async (tx) => {
      const row = await lockFor(tx, c, id, (r) => callRefusal(action, c, r));
      const at = now();
      const set = await work(tx, row, at);
      const [updated] = await tx
        .update(calls)
        .set({ ...set, status: CALL_TRANSITIONS[action].to })
        .where(eq(calls.id, id))
        .returning();
      return updated;
    });
    await announceCall(hub, changed.status, changed, c);
    return changed;
  }

  /** The appointment's window still has to be open to join or answer a call. */
  const stillCallable = async (tx: Tx, c: Caller, row: CallRow) => assertCallable(await appointments.get(c, row.appointment_id, tx), now());

  return {
    join: (c: Caller, id: number) =>
      step(c, id, 'join', async (tx, row, at) => {
        await stillCallable(tx, c, row);
        const parties = await appointments.partiesOf(row.appointment_id, tx);
        const asDoctor = c.doctorId === row.doctor_id;
        const other = parties && (asDoctor ? parties.patientUserId : parties.doctorUserId);
        // The call rings every time; the other party's notification, at most once in a while.
        if (parties && other !== null && (await mayRing(tx, row.appointment_id, other, at))) {
          await notifications.create(
            other,
            {
              code: 'call_waiting',
              params: { name: asDoctor ? parties.doctorName : parties.patientName, type: typeLabel(row.call_type) },
              kind: 'appointment',
              link: `/call/${row.appointment_id}`,
            },
            tx,
          );
        }
        return { joined_by: c.actor.id, joined_at: at };
      }),

    start: (c: Caller, id: number) =>
      step(c, id, 'start', async (tx, row, at) => {
        await stillCallable(tx, c, row);
        await appointments.startSessionForCall(c, row.appointment_id, tx);
        return { started_by: c.actor.id, started_at: at };
      }),

    end: (c: Caller, id: number, input: EndCallInput) =>
      step(c, id, 'end', async (tx, row, at) => {
        const answered = row.started_at !== null;
        const ended: Partial<CallRow> = {
          ended_by: c.actor.id,
          ended_at: at,
          duration_seconds: answered ? Math.max(0, Math.floor((at.getTime() - (row.started_at as Date).getTime()) / 1000)) : null,
          end_reason: input?.end_session ? 'session_ended' : (input?.reason ?? (answered ? 'hung_up' : 'cancelled')),
        };
        if (input?.end_session) {
          // Ended before the session is: the session's end (session-closed.ts) then finds no live
          // call of the appointment, and this call is told once, by this step.
          await tx
            .update(calls)
            .set({ ...ended, status: CALL_TRANSITIONS.end.to })
            .where(eq(calls.id, id));
          await appointments.act(c, row.appointment_id, 'end_session', undefined, tx);
        }
        return ended;
      }),

    /** The caller's own consent to the call being recorded, told to both screens. A withdrawal is
     * final for the recordings open at that moment: the recordings module marks them in this
     * transaction (`call.consent_withdrawn`, call-recordings/consent.ts). */
    async recordingConsent(c: Caller, id: number, consent: boolean): Promise<CallRow> {
      const changed = await db.transaction(async (tx) => {
        const row = await lockFor(tx, c, id, (r) => consentRefusal(c, r));
        const set = c.doctorId === row.doctor_id ? { doctor_recording_consent: consent } : { patient_recording_consent: consent };
        const [updated] = await tx.update(calls).set(set).where(eq(calls.id, id)).returning();
        if (!consent) await events.publish(tx, 'call.consent_withdrawn', { callId: id, at: now() });
        return updated;
      });
      await announceCall(hub, 'recording_consent', changed, c);
      return changed;
    },

    /** Deletes a call that never took place; one that did is kept (409). */
    async remove(c: Caller, id: number): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockFor(tx, c, id, (r) => deleteRefusal(c, r));
        await tx.delete(calls).where(eq(calls.id, id));
        return locked;
      });
      await announceCall(hub, 'deleted', row, c);
    },
  };
}
