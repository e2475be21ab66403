// Edits that are not status changes: a patient's pending request, a doctor's notes, a
// hospital's unbooked slot (withdrawing one is withdraw.ts).

import type { Appointment, UpdateAppointmentInput } from '@naijacare/contracts';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AppointmentsContext } from './context';
import { appointmentType, text } from './parse';
import { appointments as a } from './schema';
import { serialize } from './serialize';
import { isOpenSlot } from './transitions';
import type { Visibility } from './visibility';

export function edits({ db, now }: AppointmentsContext, { visibleOne }: Visibility) {
  /** PUT: the patient edits a pending request; the doctor keeps notes; a hospital edits its unbooked slot.
   * The condition that allowed the edit is part of the update, so a change in between (an approval,
   * a booking) makes it a 409 rather than a silent edit of something else. */
  async function update(c: Caller, id: number, input: UpdateAppointmentInput, tx?: DbOrTx): Promise<Appointment> {
    const q = tx ?? db;
    const { a: row } = await visibleOne(c, id, q);
    const set: Partial<typeof a.$inferInsert> = {};
    let still: SQL | undefined;
    const isOwnPatient = c.patientId !== null && row.patient_id === c.patientId;
    if (isOwnPatient && row.status === 'pending') {
      if ('reason' in input) set.reason = text(input.reason, 'Reason', false);
      if ('appointment_type' in input) set.appointment_type = appointmentType(input.appointment_type);
      still = and(eq(a.patient_id, row.patient_id as number), eq(a.status, 'pending'));
    } else if (c.doctorId === row.doctor_id) {
      if ('notes' in input) set.notes = text(input.notes, 'Notes', false);
      still = eq(a.doctor_id, row.doctor_id);
    } else if (c.hospitalId !== null && row.hospital_id === c.hospitalId && isOpenSlot(row)) {
      if ('appointment_type' in input) set.appointment_type = appointmentType(input.appointment_type);
      still = and(eq(a.hospital_id, c.hospitalId), isNull(a.patient_id), eq(a.status, 'scheduled'));
    } else {
      throw forbidden(isOwnPatient ? 'edit_pending_only' : 'edit_forbidden');
    }
    if (Object.keys(set).length) {
      const changed = await q
        .update(a)
        .set({ ...set, updated_at: now() })
        .where(and(eq(a.id, id), still))
        .returning({ id: a.id });
      if (changed.length === 0) throw conflict('appointment_changed');
    }
    return serialize(c, await visibleOne(c, id, q), now());
  }

  return { update };
}
