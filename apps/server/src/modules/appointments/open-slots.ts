// A hospital publishes an open slot with one of its affiliated doctors, for any patient
// to book.

import { type Appointment, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN } from '@naijacare/contracts';
import { type DbOrTx, inTransaction } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { doctorForBooking } from '../accounts/doctor-reads';
import type { AppointmentsContext } from './context';
import { guardOverlap } from './overlap';
import { appointmentType, type CreateInput, doctorIdOf, instant } from './parse';
import { appointments as a } from './schema';
import { type Joined, loadJoined, serialize } from './serialize';

export function openSlots({ db, hospitals, now }: AppointmentsContext) {
  async function publishSlot(c: Caller, input: CreateInput, tx?: DbOrTx): Promise<Appointment> {
    const doctorId = doctorIdOf(input.doctor);
    const at = instant(input.scheduled_at);
    const type = appointmentType(input.appointment_type, 'in_person');
    const duration = input.duration_minutes === undefined ? 30 : Number(input.duration_minutes);
    if (!Number.isInteger(duration) || duration < SLOT_MINUTES_MIN || duration > SLOT_MINUTES_MAX)
      throw badRequest('duration_invalid', 'duration_minutes', { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX });
    if (at <= now()) throw badRequest('open_slot_in_past', 'scheduled_at');
    const joinedRow = await inTransaction(db, tx, async (q) => {
      const doctor = await doctorForBooking(q, doctorId);
      if (!doctor.available) throw conflict('doctor_not_accepting', undefined, { first_name: doctor.first, last_name: doctor.last });
      if (!(await hospitals.isAffiliated(c.hospitalId as number, doctorId, q, { lock: true }))) throw forbidden('doctor_not_affiliated');
      const [row] = await guardOverlap(
        () =>
          q
            .insert(a)
            .values({
              patient_id: null,
              doctor_id: doctorId,
              hospital_id: c.hospitalId,
              schedule_creator: 'hospital',
              scheduled_at: at,
              ends_at: new Date(at.getTime() + duration * 60_000),
              duration_minutes: duration,
              appointment_type: type,
              status: 'scheduled',
              fee_kobo: doctor.fee,
            })
            .returning(),
        'doctor_busy',
      );
      return (await loadJoined(q, row.id)) as Joined;
    });
    return serialize(c, joinedRow, now());
  }

  return { publishSlot };
}
