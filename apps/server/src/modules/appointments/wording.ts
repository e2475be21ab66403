// What the people of an appointment are told when it changes. Each notice is written in
// the transaction of the change it tells of: both commit or neither.

import { APPOINTMENT_TYPES, formatLagos, type MessageParams } from '@naijacare/contracts';
import type { Tx } from '../../db/client';
import type { Caller } from '../accounts/caller';
import type { NotificationInput, NotificationsService } from '../notifications/service';
import type { Joined } from './serialize';
import type { TransitionAction } from './transitions';

export const typeLabel = (t: string) => APPOINTMENT_TYPES.find((x) => x.code === t)?.label.toLowerCase() ?? t;

/** Where an appointment's session happens in the web app: its call, or its chat (an in-person
 * visit has neither, and its list is where it is followed). */
export function sessionLink(appointmentId: number, appointmentType: string): string {
  if (appointmentType === 'video' || appointmentType === 'audio') return `/call/${appointmentId}`;
  if (appointmentType === 'chat') return `/chat/${appointmentId}`;
  return '/appointments';
}

type NoticeCode = Exclude<NotificationInput['code'], 'general'>;

export function wording(notifications: NotificationsService) {
  async function tell(tx: Tx, userId: number | null | undefined, code: NoticeCode, params: MessageParams, link = '/appointments') {
    if (userId) await notifications.create(userId, { code, params, kind: 'appointment', link }, tx);
  }

  async function announce(tx: Tx, action: TransitionAction, c: Caller, r: Joined, reason: string | null) {
    const when = formatLagos(r.a.scheduled_at);
    const patient = r.patient_first ? `${r.patient_first} ${r.patient_last}` : 'The patient';
    const doctor = `Dr. ${r.doctor_first} ${r.doctor_last}`;
    const type = typeLabel(r.a.appointment_type);
    const because: MessageParams = reason ? { reason } : {};
    switch (action) {
      case 'approve':
        return tell(tx, r.patient_user_id, 'appointment_approved', { doctor, type, when });
      case 'reject':
        return tell(tx, r.patient_user_id, 'appointment_declined', { doctor, when, ...because });
      case 'start_session':
        // "Join now" leads to where the session happens.
        return tell(tx, r.patient_user_id, 'session_started', { doctor, type }, sessionLink(r.a.id, r.a.appointment_type));
      case 'cancel': {
        const by = c.patientId ? patient : c.doctorId ? doctor : c.hospitalId ? (r.hospital_name ?? 'The hospital') : 'An administrator';
        const others = [r.patient_user_id, r.doctor_user_id, r.hospital_user_id].filter((u) => u && u !== c.actor.id);
        for (const u of new Set(others)) await tell(tx, u, 'appointment_cancelled', { by, when, ...because });
        return;
      }
      case 'no_show':
        return tell(tx, r.patient_user_id, 'missed_appointment', { doctor, when });
      case 'end_session':
        return tell(tx, r.patient_user_id, 'consultation_completed', { doctor, when });
    }
  }

  return { tell, announce };
}

export type Wording = ReturnType<typeof wording>;
