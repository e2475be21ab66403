// How a ticket reads on screen: its status (in the owner's words or the admin's), its colour, its
// category, the appointment a ticket may name, and whether a reply can still be sent.

import type { Appointment, SupportCategory, SupportStatus, SupportTicket } from '@naijacare/contracts';
import { i18n } from '../../i18n/appCatalogue';
import { typeLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';

const STATUS_COLORS: Record<SupportStatus, string> = { open: 'blue', awaiting_user: 'yellow', resolved: 'green', closed: 'gray' };

export const ticketStatusColor = (status: SupportStatus): string => STATUS_COLORS[status] ?? 'gray';

/** "Awaiting your reply" to the ticket's owner, "Awaiting user" in the admin's queue. */
export const ticketStatusLabel = (status: SupportStatus, reader: 'owner' | 'admin'): string =>
  i18n.t(reader === 'admin' ? `support.adminStatuses.${status}` : `support.statuses.${status}`);

export const categoryLabel = (category: SupportCategory): string => i18n.t(`support.categories.${category}`);

/** The appointments a ticket may name: booked ones, newest first. An open slot nobody booked, and an
 * affiliated doctor's own practice a hospital sees only as busy time, show no patient: the server
 * would refuse them. */
export function appointmentChoices(list: readonly Appointment[], reader: 'patient' | 'doctor' | 'hospital'): { value: string; label: string }[] {
  return list
    .filter((a) => a.patient !== null)
    .sort((a, b) => Date.parse(b.scheduled_at) - Date.parse(a.scheduled_at))
    .map((a) => ({ value: String(a.id), label: appointmentLine(a, reader) }));
}

/** "Mon 23 Nov 2026, 09:00 · Dr. Ada Obi · Video call": what the reader knows the appointment by. */
export function appointmentLine(
  a: Pick<Appointment, 'scheduled_at' | 'doctor_name' | 'patient_name' | 'appointment_type'>,
  reader: 'patient' | 'doctor' | 'hospital' | 'admin',
): string {
  const who = reader === 'patient' ? a.doctor_name : reader === 'doctor' ? a.patient_name : [a.doctor_name, a.patient_name].filter(Boolean).join(' – ');
  return [whenText(a.scheduled_at), who, typeLabel(a.appointment_type)].filter(Boolean).join(' · ');
}

/** Whether the reader may reply now: the server's allowed_actions decide. */
export const canReply = (t: Pick<SupportTicket, 'allowed_actions'>): boolean => t.allowed_actions.includes('reply');

/** A ticket id from the address, or null when it is not one ("12abc", "0", "-3"). */
export function ticketIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
