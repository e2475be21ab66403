// The two people of a booked appointment, for the modules that act between them: a call rings
// the other party, by their user id and in their name; and whether it may have a call now.

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppointmentsContext } from './context';
import { appointments as a } from './schema';
import { loadJoined } from './serialize';
import type { AppointmentRow } from './transitions';

export interface AppointmentParties {
  doctorUserId: number;
  patientUserId: number;
  doctorName: string;
  patientName: string;
}

/** What decides whether an appointment may have a call now; `patient` null for an open slot. */
export type CallTerms = Pick<AppointmentRow, 'status' | 'scheduled_at' | 'appointment_type'> & { patient: number | null };

export function parties({ db }: AppointmentsContext) {
  return {
    /** What decides whether the appointment may have a call now (calls/window.ts), or undefined. */
    async callTermsOf(id: number, q: DbOrTx = db): Promise<CallTerms | undefined> {
      const [row] = await q
        .select({ status: a.status, scheduled_at: a.scheduled_at, appointment_type: a.appointment_type, patient: a.patient_id })
        .from(a)
        .where(eq(a.id, id));
      return row;
    },

    /** The parties of the appointment, or null when it does not exist or nobody has booked it. */
    async partiesOf(id: number, q: DbOrTx = db): Promise<AppointmentParties | null> {
      const r = await loadJoined(q, id);
      if (!r?.patient_user_id) return null;
      return {
        doctorUserId: r.doctor_user_id,
        patientUserId: r.patient_user_id,
        doctorName: `Dr. ${r.doctor_first} ${r.doctor_last}`,
        patientName: `${r.patient_first} ${r.patient_last}`,
      };
    },
  };
}
