// Reading calls: their two parties, and admins; anyone else is told the call does not exist.

import type { CallListQuery, Paginated } from '@naijacare/contracts';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { CallsContext } from './context';
import { callById, lockCall } from './rows';
import { calls } from './schema';
import { type CallRow, isAppointmentParty, isParty } from './transitions';
import { isCallable } from './window';

/** What decides whether and by whom a call may be recorded. */
export interface RecordingTerms {
  callId: number;
  appointmentId: number;
  doctorId: number;
  patientId: number;
  callType: 'video' | 'audio';
  /** The call became active (it may be recording, or have ended since). */
  tookPlace: boolean;
  status: CallRow['status'];
  endedAt: Date | null;
  consent: { doctor: boolean; patient: boolean };
}

/** The calls this caller may see, as a condition. */
function visibleTo(c: Caller): SQL | undefined {
  if (c.isAdmin) return undefined;
  const mine = [c.doctorId !== null && eq(calls.doctor_id, c.doctorId), c.patientId !== null && eq(calls.patient_id, c.patientId)].filter(
    (x): x is SQL => x !== false,
  );
  return mine.length ? or(...mine) : sql`false`;
}

export const maySee = (c: Caller, row: CallRow) => c.isAdmin || isParty(c, row);

/** A call's recording terms, for a caller who may see it (404 otherwise). */
function termsOf(c: Caller, row: CallRow | undefined): RecordingTerms {
  if (!row || !maySee(c, row)) throw notFound('call_not_found');
  return {
    callId: row.id,
    appointmentId: row.appointment_id,
    doctorId: row.doctor_id,
    patientId: row.patient_id,
    callType: row.call_type,
    tookPlace: row.started_at !== null,
    status: row.status,
    endedAt: row.ended_at,
    consent: { doctor: row.doctor_recording_consent, patient: row.patient_recording_consent },
  };
}

export function readingUseCases({ db, appointments, now }: CallsContext) {
  async function get(c: Caller, id: number): Promise<CallRow> {
    const row = await callById(db, id);
    if (!row || !maySee(c, row)) throw notFound('call_not_found');
    return row;
  }

  return {
    get,

    /** Newest first. */
    async list(c: Caller, query: CallListQuery): Promise<Paginated<CallRow>> {
      const where = and(visibleTo(c), query.status ? eq(calls.status, query.status) : undefined);
      const [{ total }] = await db.select({ total: count() }).from(calls).where(where);
      const results = await db
        .select()
        .from(calls)
        .where(where)
        .orderBy(desc(calls.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      return { count: total, next: query.page * query.page_size < total ? query.page + 1 : null, results };
    },

    /** An appointment's calls, newest (the live one, if any) first. */
    async byAppointment(c: Caller, appointmentId: number): Promise<CallRow[]> {
      const appointment = await appointments.get(c, appointmentId);
      if (!isAppointmentParty(c, appointment) && !c.isAdmin) throw notFound('appointment_not_found');
      return db.select().from(calls).where(eq(calls.appointment_id, appointmentId)).orderBy(desc(calls.id));
    },

    /** What a recording of the call depends on, for a caller who may see the call (404 otherwise).
     * Pass `q` to read inside a transaction of the caller's. */
    async recordingTerms(c: Caller, callId: number, q: DbOrTx = db): Promise<RecordingTerms> {
      return termsOf(c, await callById(q, callId));
    },

    /** The same, with the call locked until the caller's transaction ends (taken first, as the
     * call's steps take it): a recording started under it cannot follow an end or a withdrawal
     * committed meanwhile. */
    async lockedRecordingTerms(c: Caller, callId: number, tx: Tx): Promise<RecordingTerms> {
      return termsOf(c, await lockCall(tx, callId));
    },

    /** Whether the caller may signal on this call of this appointment now: a party, the call not
     * ended, and the appointment still open for calls (closing it ends its calls; this holds
     * even for one that escaped that, e.g. opened as the appointment closed). */
    async maySignal(c: Caller, appointmentId: number, callId: number): Promise<boolean> {
      const row = await callById(db, callId);
      if (row === undefined || row.appointment_id !== appointmentId || row.status === 'ended' || !isParty(c, row)) return false;
      const appointment = await appointments.callTermsOf(appointmentId);
      return appointment !== undefined && isCallable(appointment, now());
    },
  };
}
