// Who may move an appointment from which status to which (DOMAIN.md, "Statuses and who
// moves them"). The service applies these under a row lock; anything else is refused.

import { APPOINTMENT_STATUSES, type AppointmentStatus, lagosTime, SESSION_START_LEAD_MINUTES } from '@naijacare/contracts';
import type { Caller } from '../accounts/service';
import type { appointments } from './schema';

export type AppointmentRow = typeof appointments.$inferSelect;
export type TransitionAction = 'approve' | 'reject' | 'cancel' | 'start_session' | 'end_session' | 'no_show';

interface Rule {
  from: AppointmentStatus[];
  to: AppointmentStatus;
  /** "Cannot <verb> an appointment that is <status>." */
  verb: string;
  who(c: Caller, a: AppointmentRow): boolean;
  whoError: string;
  /** A reason the time or state forbids it now, or null. */
  when?(a: AppointmentRow, now: Date): string | null;
}

const isDoctor = (c: Caller, a: AppointmentRow) => c.doctorId !== null && c.doctorId === a.doctor_id;
const ofHospital = (c: Caller, a: AppointmentRow) => c.hospitalId !== null && c.hospitalId === a.hospital_id;
const isPatient = (c: Caller, a: AppointmentRow) => c.patientId !== null && c.patientId === a.patient_id;
const needsPatient = (a: AppointmentRow) => (a.patient_id === null ? 'No patient has booked this slot yet' : null);

export const TRANSITIONS: Record<TransitionAction, Rule> = {
  approve: {
    from: ['pending'],
    to: 'scheduled',
    verb: 'approve',
    who: (c, a) => isDoctor(c, a) || ofHospital(c, a),
    whoError: 'Only the doctor can approve this appointment',
  },
  reject: {
    from: ['pending'],
    to: 'rejected',
    verb: 'reject',
    who: isDoctor,
    whoError: 'Only the doctor can reject this appointment',
  },
  cancel: {
    from: ['pending', 'scheduled'],
    to: 'cancelled',
    verb: 'cancel',
    who: (c, a) => c.isAdmin || isPatient(c, a) || isDoctor(c, a) || ofHospital(c, a),
    whoError: 'You cannot cancel this appointment',
  },
  start_session: {
    from: ['scheduled'],
    to: 'in_progress',
    verb: 'start',
    who: isDoctor,
    whoError: 'Only the doctor can start the session',
    when: (a, now) => {
      const opens = a.scheduled_at.getTime() - SESSION_START_LEAD_MINUTES * 60_000;
      if (now.getTime() < opens)
        return `The session can start from ${SESSION_START_LEAD_MINUTES} minutes before its time (${lagosTime(new Date(opens))} Lagos time)`;
      return needsPatient(a);
    },
  },
  end_session: {
    from: ['in_progress'],
    to: 'completed',
    verb: 'end',
    who: isDoctor,
    whoError: 'Only the doctor can end the session',
  },
  no_show: {
    from: ['scheduled'],
    to: 'no_show',
    verb: 'mark as no-show',
    who: isDoctor,
    whoError: 'Only the doctor can mark a no-show',
    when: (a, now) => (now.getTime() <= a.scheduled_at.getTime() ? 'A no-show can be recorded only after the start time has passed' : needsPatient(a)),
  },
};

/** update_status {status} names the status to reach; this is the action that reaches it. */
export const ACTION_FOR_STATUS: Partial<Record<AppointmentStatus, TransitionAction>> = {
  scheduled: 'approve',
  rejected: 'reject',
  cancelled: 'cancel',
  in_progress: 'start_session',
  completed: 'end_session',
  no_show: 'no_show',
};

export const statusLabel = (s: AppointmentStatus) => APPOINTMENT_STATUSES.find((x) => x.code === s)?.label.toLowerCase() ?? s;

/** Why this caller may not take this action now, as [HTTP status, message], or null when they may. */
export function refusal(action: TransitionAction, c: Caller, a: AppointmentRow, now: Date): [403 | 409, string] | null {
  const rule = TRANSITIONS[action];
  if (!rule.who(c, a)) return [403, rule.whoError];
  if (!rule.from.includes(a.status)) return [409, `Cannot ${rule.verb} an appointment that is ${statusLabel(a.status)}.`];
  const problem = rule.when?.(a, now);
  return problem ? [409, problem] : null;
}

export const isOpenSlot = (a: AppointmentRow) => a.patient_id === null && a.status === 'scheduled' && a.schedule_creator === 'hospital';
