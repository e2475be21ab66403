// How the hospital's list names an appointment's state: a slot withdrawn before anyone booked it
// is cancelled on the server, and reads "Withdrawn" here.

import type { Appointment } from '@naijacare/contracts';

export const isWithdrawnSlot = (a: Pick<Appointment, 'status' | 'patient' | 'schedule_creator'>): boolean =>
  a.status === 'cancelled' && a.patient === null && a.schedule_creator === 'hospital';

/** A From date after the To date matches nothing: the form says so instead of showing an empty list. */
export const isReversedRange = (dateFrom: string, dateTo: string): boolean => dateFrom !== '' && dateTo !== '' && dateFrom > dateTo;
