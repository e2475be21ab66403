// What the people of an appointment are told when it changes. Each notice is written in
// the transaction of the change it tells of: both commit or neither.

import { APPOINTMENT_TYPES, formatLagos } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import type { Caller } from '../accounts/caller';
import type { NotificationsService } from '../notifications/service';
import type { Joined } from './serialize';
import type { TransitionAction } from './transitions';

export const typeLabel = (t: string) => APPOINTMENT_TYPES.find((x) => x.code === t)?.label.toLowerCase() ?? t;

export function wording(notifications: NotificationsService) {
  async function tell(tx: Tx, userId: number | null | undefined, title: string, message: string, link = '/appointments') {
    if (userId) await notifications.create(userId, { title, message, kind: 'appointment', link }, tx);
  }

  async function announce(tx: Tx, action: TransitionAction, c: Caller, r: Joined, reason: string | null) {
    const when = formatLagos(r.a.scheduled_at);
    const patient = r.patient_first ? `${r.patient_first} ${r.patient_last}` : 'The patient';
    const doctor = `Dr. ${r.doctor_first} ${r.doctor_last}`;
    const because = reason ? ` Reason: ${reason}` : '';
    switch (action) {
      case 'approve':
        return tell(tx, r.patient_user_id, 'Appointment approved', `${doctor} approved your ${typeLabel(r.a.appointment_type)} appointment on ${when}.`);
      case 'reject':
        return tell(tx, r.patient_user_id, 'Appointment request declined', `${doctor} declined your appointment request for ${when}.${because}`);
      case 'start_session':
        return tell(tx, r.patient_user_id, 'Your session has started', `${doctor} has started your ${typeLabel(r.a.appointment_type)} session. Join now.`);
      case 'cancel': {
        const by = c.patientId ? patient : c.doctorId ? doctor : c.hospitalId ? (r.hospital_name ?? 'The hospital') : 'An administrator';
        const message = `${by} cancelled the appointment on ${when}.${because}`;
        const others = [r.patient_user_id, r.doctor_user_id, r.hospital_user_id].filter((u) => u && u !== c.actor.id);
        for (const u of new Set(others)) await tell(tx, u, 'Appointment cancelled', message);
        return;
      }
      case 'no_show':
        return tell(tx, r.patient_user_id, 'Missed appointment', `You were marked as not attending your appointment with ${doctor} on ${when}.`);
      case 'end_session':
        return tell(tx, r.patient_user_id, 'Consultation completed', `Your consultation with ${doctor} on ${when} is complete.`);
    }
  }

  return { tell, announce };
}

export type Wording = ReturnType<typeof wording>;
