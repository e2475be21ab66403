// A patient's bookings: requesting one of a doctor's free slots, or taking a hospital's
// open slot. Of many concurrent bookers of one slot exactly one wins.

import { ACTIVE_APPOINTMENT_STATUSES, type Appointment, formatLagos, lagosDate, PATIENT_UPCOMING_MAX } from '@naijacare/contracts';
import { and, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { type DbOrTx, inTransaction, type Tx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { doctorForBooking } from '../accounts/doctor-reads';
import { lockActiveParties } from '../accounts/parties-active';
import { lockPatient } from '../accounts/patient-lock';
import type { AppointmentsContext } from './context';
import type { AppointmentFees } from './fees';
import { guardOverlap } from './overlap';
import { appointmentType, type CreateInput, doctorIdOf, instant, text } from './parse';
import { appointments as a } from './schema';
import { type Joined, loadJoined, serialize } from './serialize';
import { isOpenSlot } from './transitions';
import { stillOffered, type Visibility } from './visibility';
import { typeLabel, type Wording } from './wording';

export function booking(ctx: AppointmentsContext, { visibleTo }: Visibility, { tell }: Wording, fees: AppointmentFees) {
  const { db, schedules, now } = ctx;

  /** Refuses a booking past the patient's upcoming-appointments limit. The patient's row is locked
   * first, so two bookings of one patient at once are counted one after the other. */
  async function withinUpcomingLimit(tx: Tx, patientId: number) {
    await lockPatient(tx, patientId);
    const [{ upcoming }] = await tx
      .select({ upcoming: count() })
      .from(a)
      .where(and(eq(a.patient_id, patientId), inArray(a.status, [...ACTIVE_APPOINTMENT_STATUSES]), gt(a.ends_at, now())));
    if (upcoming >= PATIENT_UPCOMING_MAX) throw conflict('too_many_upcoming', { max: PATIENT_UPCOMING_MAX }, { max: PATIENT_UPCOMING_MAX });
  }

  async function request(c: Caller, input: CreateInput, tx?: DbOrTx): Promise<Appointment> {
    const doctorId = doctorIdOf(input.doctor);
    const at = instant(input.scheduled_at);
    const type = appointmentType(input.appointment_type);
    const reason = text(input.reason, 'Reason', false);
    const doctor = await doctorForBooking(tx ?? db, doctorId);
    if (!doctor.available) throw conflict('doctor_not_accepting', undefined, { first_name: doctor.first, last_name: doctor.last });
    const free = (await schedules.freeSlotsOf([doctorId], lagosDate(at), now(), tx)).get(doctorId)?.slots ?? [];
    const slot = free.find((s) => Date.parse(s.start) === at.getTime());
    if (!slot) throw conflict('not_a_free_slot');
    const r = await guardOverlap(
      () =>
        inTransaction(db, tx, async (tx) => {
          await withinUpcomingLimit(tx, c.patientId as number);
          // The accounts before the appointment's row, as a deactivation takes them (see bookSlot).
          await lockActiveParties(tx, [c.actor.id, doctor.userId]);
          const [row] = await tx
            .insert(a)
            .values({
              patient_id: c.patientId,
              doctor_id: doctorId,
              schedule_creator: 'patient',
              scheduled_at: at,
              ends_at: new Date(slot.end),
              duration_minutes: slot.duration_minutes,
              appointment_type: type,
              reason,
              status: 'pending',
              fee_kobo: doctor.fee,
            })
            .returning();
          const joinedRow = (await loadJoined(tx, row.id)) as Joined;
          // After the insert: a time no longer free is a 409 whatever the balance.
          await fees.hold(tx, joinedRow);
          await tell(tx, joinedRow.doctor_user_id, 'appointment_requested', {
            patient: `${joinedRow.patient_first} ${joinedRow.patient_last}`,
            type: typeLabel(type),
            when: formatLagos(at),
            ...(reason ? { reason } : {}),
          });
          return joinedRow;
        }),
      'slot_taken',
    );
    return serialize(c, r, now());
  }

  /** Books an open slot. One conditional update: of many concurrent bookers exactly one wins. */
  async function bookSlot(c: Caller, id: number, reason: string | null | undefined, tx?: DbOrTx): Promise<Appointment> {
    if (!c.patientId) throw forbidden('book_slot_patients_only');
    const why = text(reason, 'Reason', false);
    const booked = await guardOverlap(
      () =>
        inTransaction(db, tx, async (tx) => {
          await withinUpcomingLimit(tx, c.patientId as number);
          // The parties' accounts are share-locked before the slot's row is taken: a deactivation locks
          // the account first and the appointments after it, so in the other order each would wait for
          // the other (a deadlock, a 500). Locked first, one of the two goes ahead and the other waits:
          // the booking is either refused (an inactive party) or made and then cancelled by the deactivation.
          // (Only for what is offered: anyone else's appointment is answered below as absent or taken.)
          const offered = await loadJoined(tx, id);
          if (offered && isOpenSlot(offered.a)) await lockActiveParties(tx, [c.actor.id, offered.doctor_user_id, offered.hospital_user_id]);
          const [won] = await tx
            .update(a)
            .set({
              patient_id: c.patientId,
              reason: why,
              // The fee it was published with, which the patient was shown (not the doctor's fee now).
              updated_at: now(),
            })
            .where(
              and(eq(a.id, id), isNull(a.patient_id), eq(a.status, 'scheduled'), eq(a.schedule_creator, 'hospital'), gt(a.scheduled_at, now()), stillOffered),
            )
            .returning({ id: a.id });
          if (!won) return null;
          const r = (await loadJoined(tx, id)) as Joined;
          // Already held unless the slot changed hands in between; then those accounts are checked too.
          await lockActiveParties(tx, [r.patient_user_id, r.doctor_user_id, r.hospital_user_id]);
          await fees.hold(tx, r);
          const params = {
            patient: `${r.patient_first} ${r.patient_last}`,
            when: formatLagos(r.a.scheduled_at),
            doctor: `Dr. ${r.doctor_first} ${r.doctor_last}`,
          };
          await tell(tx, r.hospital_user_id, 'open_slot_booked', params, '/hospital-appointments');
          await tell(tx, r.doctor_user_id, 'open_slot_booked', params);
          return r;
        }),
      'slot_taken',
    );
    if (!booked) {
      // "No longer available" only for what the caller could have been offered (a hospital's slot,
      // listed to every patient) or can see; anyone else's appointment is answered as absent.
      const q = tx ?? db;
      const vis = visibleTo(c);
      const [known] = await q
        .select({ id: a.id })
        .from(a)
        .where(and(eq(a.id, id), or(eq(a.schedule_creator, 'hospital'), vis)))
        .limit(1);
      if (!known) throw notFound('appointment_not_found');
      throw conflict('slot_taken');
    }
    return serialize(c, booked, now());
  }

  return { request, bookSlot };
}
