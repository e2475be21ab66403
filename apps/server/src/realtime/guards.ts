// Who may follow which topic, beyond their own user's.

import type { AppointmentsService } from '../modules/appointments/service';
import type { TopicGuard } from './socket';

/** An appointment's topic (its chat, its call's signalling) is for its doctor and its patient only. */
export const appointmentParties =
  (appointments: Pick<AppointmentsService, 'get'>): TopicGuard =>
  async (caller, id) => {
    if (!caller.doctorId && !caller.patientId) return false;
    const appointment = await appointments.get(caller, id);
    return (caller.patientId !== null && appointment.patient === caller.patientId) || (caller.doctorId !== null && appointment.doctor === caller.doctorId);
  };
