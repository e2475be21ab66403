// An appointment's status change told on its topic once it has committed: the two parties' open
// chat and call pages change with it (a session started or ended elsewhere) instead of offering
// what the server would now refuse. Only the id and the status travel; each page asks for the
// rest as its reader may see it.

import type { AppointmentAction, AppointmentEvent, AppointmentStatus } from '@naijacare/contracts';
import type { Hub } from '../../realtime/hub';
import { appointmentTopic } from '../../realtime/socket';

export async function announceStatus(hub: Hub, op: AppointmentAction, appointment: { id: number; status: AppointmentStatus }): Promise<void> {
  const event: Omit<AppointmentEvent, 'topic'> = { type: 'appointment', op, appointment: { id: appointment.id, status: appointment.status } };
  await hub.publish(appointmentTopic(appointment.id), event);
}
