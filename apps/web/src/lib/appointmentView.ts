// Pure rules for showing appointments: which list an appointment belongs in, in what
// order, and the words and colours of its type and status.

import { APPOINTMENT_STATUSES, APPOINTMENT_TYPES, type Appointment, type AppointmentStatus, type AppointmentType } from '@naijacare/contracts';
import { choiceLabelOf } from '../forms/choices';
import { i18n } from '../i18n/appCatalogue';

type Timed = Pick<Appointment, 'scheduled_at' | 'status'>;

const timeOf = (a: Pick<Appointment, 'scheduled_at'>) => Date.parse(a.scheduled_at);

/** Statuses that still hold both people's time. */
export const isActive = (a: Pick<Appointment, 'status'>): boolean => a.status === 'pending' || a.status === 'scheduled' || a.status === 'in_progress';

/** Upcoming: still on (not cancelled or rejected) and its time is ahead, or its session is under way.
 * A called-off appointment belongs with the past even when its date has not come. */
export const isUpcoming = (a: Timed, now: Date): boolean => a.status === 'in_progress' || (isActive(a) && timeOf(a) > now.getTime());

/** The upcoming ones by nearest time first; past (the rest) newest first. */
export function splitByTime<T extends Timed>(list: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = list.filter((a) => isUpcoming(a, now)).sort((a, b) => timeOf(a) - timeOf(b));
  const past = list.filter((a) => !isUpcoming(a, now)).sort((a, b) => timeOf(b) - timeOf(a));
  return { upcoming, past };
}

/** The next few appointments that still hold the person's time, soonest first. */
export function nextAppointments<T extends Timed>(list: readonly T[], now: Date, count: number): T[] {
  return splitByTime(list, now).upcoming.slice(0, count);
}

export const typeLabel = (type: AppointmentType | string): string => choiceLabelOf('appointmentType', APPOINTMENT_TYPES, type);
export const appointmentStatusLabel = (status: AppointmentStatus | string): string => choiceLabelOf('appointmentStatus', APPOINTMENT_STATUSES, status);

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'yellow',
  scheduled: 'blue',
  in_progress: 'teal',
  completed: 'green',
  cancelled: 'gray',
  rejected: 'red',
  no_show: 'orange',
};
export const appointmentStatusColor = (status: AppointmentStatus): string => STATUS_COLORS[status] ?? 'gray';

/** A hospital's open slot nobody has booked yet (it shows in the doctor's list). */
export const isUnbookedSlot = (a: Pick<Appointment, 'patient'>): boolean => a.patient === null;

/** The person on the other side: the doctor for a patient, the patient for a doctor. */
export function counterpartOf(a: Pick<Appointment, 'doctor_name' | 'patient_name'>, viewer: 'patient' | 'doctor'): string {
  if (viewer === 'patient') return a.doctor_name;
  return a.patient_name ?? i18n.t('dashboard.openSlotNotBooked');
}

export interface SessionLink {
  kind: 'call' | 'chat';
  label: string;
  to: string;
}

/**
 * Where the session happens in the app, for the two parties: a call's appointment has its call and,
 * as the fallback when the call will not connect, its chat, while it is on or under way, and once
 * completed its chat history and its call page (with the recordings); a chat appointment has its
 * chat then, and its history afterwards. In-person visits have none.
 */
export function sessionLinksOf(a: Pick<Appointment, 'id' | 'appointment_type' | 'status'>): SessionLink[] {
  const call: SessionLink = { kind: 'call', label: i18n.t('appointments.joinCall'), to: `/call/${a.id}` };
  const chat = (label: string): SessionLink => ({ kind: 'chat', label, to: `/chat/${a.id}` });
  const on = a.status === 'scheduled' || a.status === 'in_progress';
  const over = a.status === 'completed' || a.status === 'no_show';
  if (a.appointment_type === 'video' || a.appointment_type === 'audio') {
    if (on) return [call, chat(i18n.t('appointments.openChat'))];
    // Afterwards: what was said in the chat, and the call page with the call's recordings.
    if (a.status === 'completed') return [chat(i18n.t('appointments.chatHistory')), { ...call, label: i18n.t('appointments.callAndRecordings') }];
    return [];
  }
  if (a.appointment_type === 'chat') return on ? [chat(i18n.t('appointments.openChat'))] : over ? [chat(i18n.t('appointments.chatHistory'))] : [];
  return [];
}

/** The reason an appointment ended early, with who-did-it wording, when there is one. */
export function closingReasonOf(a: Pick<Appointment, 'status' | 'cancellation_reason' | 'rejection_reason'>): { label: string; text: string } | null {
  if (a.status === 'cancelled' && a.cancellation_reason) return { label: i18n.t('appointments.cancellationReason'), text: a.cancellation_reason };
  if (a.status === 'rejected' && a.rejection_reason) return { label: i18n.t('appointments.reasonForDeclining'), text: a.rejection_reason };
  return null;
}

/** The type filter's choices: All, then the four types (built when shown, in the language of the moment). */
export const typeFilterOptions = (): { value: AppointmentType | 'all'; label: string }[] => [
  { value: 'all', label: i18n.t('appointments.all') },
  ...APPOINTMENT_TYPES.map((t) => ({ value: t.code, label: typeLabel(t.code) })),
];
