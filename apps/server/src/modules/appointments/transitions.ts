// Who may move an appointment from which status to which (DOMAIN.md, "Statuses and who
// moves them"). The service applies these under a row lock; anything else is refused.

import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  lagosTime,
  type MessageCode,
  type MessageParams,
  SESSION_START_LEAD_MINUTES,
} from '@naijacare/contracts';
import type { Caller } from '../accounts/service';
import type { appointments } from './schema';

export type AppointmentRow = typeof appointments.$inferSelect;
/** A refusal's message code and the values of its text. */
type Refused = [MessageCode, MessageParams?];

export type TransitionAction = 'approve' | 'reject' | 'cancel' | 'start_session' | 'end_session' | 'no_show';

interface Rule {
  from: AppointmentStatus[];
  to: AppointmentStatus;
  /** "Cannot <verb> an appointment that is <status>." */
  verb: string;
  who(c: Caller, a: AppointmentRow): boolean;
  whoError: MessageCode;
  /** A reason the time or state forbids it now, or null. */
  when?(a: AppointmentRow, now: Date): Refused | null;
  /** A reason the time forbids this caller in particular, or null. */
  whenFor?(c: Caller, a: AppointmentRow, now: Date): Refused | null;
}

const isDoctor = (c: Caller, a: AppointmentRow) => c.doctorId !== null && c.doctorId === a.doctor_id;
const ofHospital = (c: Caller, a: AppointmentRow) => c.hospitalId !== null && c.hospitalId === a.hospital_id;
const isPatient = (c: Caller, a: AppointmentRow) => c.patientId !== null && c.patientId === a.patient_id;
const needsPatient = (a: AppointmentRow): Refused | null => (a.patient_id === null ? ['no_patient_yet'] : null);

export const TRANSITIONS: Record<TransitionAction, Rule> = {
  approve: {
    from: ['pending'],
    to: 'scheduled',
    verb: 'approve',
    who: (c, a) => isDoctor(c, a) || ofHospital(c, a),
    whoError: 'approve_doctor_only',
  },
  reject: {
    from: ['pending'],
    to: 'rejected',
    verb: 'reject',
    who: isDoctor,
    whoError: 'reject_doctor_only',
  },
  cancel: {
    from: ['pending', 'scheduled'],
    to: 'cancelled',
    verb: 'cancel',
    who: (c, a) => c.isAdmin || isPatient(c, a) || isDoctor(c, a) || ofHospital(c, a),
    whoError: 'cancel_forbidden',
    // Once a booked appointment's time has come, the patient who did not come cannot take a refund
    // by cancelling: whether they came is the doctor's to record (a no-show pays the doctor). A
    // request never approved stays cancellable: the doctor never took the time.
    whenFor: (c, a, now) => (isPatient(c, a) && a.status === 'scheduled' && now.getTime() >= a.scheduled_at.getTime() ? ['cancel_too_late'] : null),
  },
  start_session: {
    from: ['scheduled'],
    to: 'in_progress',
    verb: 'start',
    who: isDoctor,
    whoError: 'start_doctor_only',
    when: (a, now) => {
      const opens = a.scheduled_at.getTime() - SESSION_START_LEAD_MINUTES * 60_000;
      if (now.getTime() < opens) return ['session_too_early', { minutes: SESSION_START_LEAD_MINUTES, time: lagosTime(new Date(opens)) }];
      return needsPatient(a);
    },
  },
  end_session: {
    from: ['in_progress'],
    to: 'completed',
    verb: 'end',
    who: isDoctor,
    whoError: 'end_doctor_only',
  },
  no_show: {
    from: ['scheduled'],
    to: 'no_show',
    verb: 'mark as no-show',
    who: isDoctor,
    whoError: 'no_show_doctor_only',
    when: (a, now) => (now.getTime() <= a.scheduled_at.getTime() ? ['no_show_too_early'] : needsPatient(a)),
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

/** Why this caller may not take this action now, as [HTTP status, message code, params], or null when they may. */
export function refusal(action: TransitionAction, c: Caller, a: AppointmentRow, now: Date): [403 | 409, MessageCode, MessageParams?] | null {
  const rule = TRANSITIONS[action];
  if (!rule.who(c, a)) return [403, rule.whoError];
  const state = stateRefusal(action, a, now);
  if (state) return state;
  const late = rule.whenFor?.(c, a, now);
  return late ? [409, ...late] : null;
}

/** Why the appointment's status or time forbids the action now, whoever asks; null when they allow it. */
export function stateRefusal(action: TransitionAction, a: AppointmentRow, now: Date): [409, MessageCode, MessageParams?] | null {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(a.status)) return [409, 'appointment_status_conflict', { verb: rule.verb, status: statusLabel(a.status) }];
  const problem = rule.when?.(a, now);
  return problem ? [409, ...problem] : null;
}

export const isOpenSlot = (a: AppointmentRow) => a.patient_id === null && a.status === 'scheduled' && a.schedule_creator === 'hospital';

/** Who may withdraw an open slot (withdraw.ts): the hospital that published it, or an admin. Here, below
 * the serializer that offers the action and the withdrawal that takes it. */
export const mayWithdraw = (c: Caller, row: AppointmentRow) => c.isAdmin || (c.hospitalId !== null && row.hospital_id === c.hospitalId);
