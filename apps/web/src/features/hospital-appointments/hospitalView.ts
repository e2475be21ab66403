// How the hospital's list names an appointment's state: a slot withdrawn before anyone booked it
// is cancelled on the server, and reads "Withdrawn" here.

import type { Appointment } from '@naijacare/contracts';

export const isWithdrawnSlot = (a: Pick<Appointment, 'status' | 'patient' | 'schedule_creator'>): boolean =>
  a.status === 'cancelled' && a.patient === null && a.schedule_creator === 'hospital';

/** The patient cell when no name is shown: booked by someone the hospital may not see, withdrawn, or still open. */
export function patientCellKey(a: Pick<Appointment, 'status' | 'patient' | 'patient_private' | 'schedule_creator'>) {
  // A request the doctor declined, or a booking cancelled, was a patient's but is no booking now: its state says so.
  if (a.patient_private) {
    if (a.status === 'rejected') return 'hospitalAppointments.privateDeclined' as const;
    if (a.status === 'cancelled') return 'hospitalAppointments.privateCancelled' as const;
    return 'hospitalAppointments.privatePatient' as const;
  }
  return isWithdrawnSlot(a) ? ('hospitalAppointments.nobody' as const) : ('hospitalAppointments.notBooked' as const);
}
