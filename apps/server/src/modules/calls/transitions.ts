// A call's lifecycle as a table: created -join-> ringing -start-> active -end-> ended, and end
// from created or ringing too (a call hung up before it was answered). Only the appointment's
// two parties move a call; anything else is refused. The service applies these under a row lock.

import type { CallAction, CallStatus, MessageCode, MessageParams } from '@naijacare/contracts';
import type { Caller } from '../accounts/caller';
import type { calls } from './schema';

export type CallRow = typeof calls.$inferSelect;
export type CallTransition = 'join' | 'start' | 'end';

interface Rule {
  from: CallStatus[];
  to: CallStatus;
  /** "Cannot <verb> a call that is <status>." */
  verb: string;
}

export const CALL_TRANSITIONS: Record<CallTransition, Rule> = {
  join: { from: ['created'], to: 'ringing', verb: 'join' },
  start: { from: ['ringing'], to: 'active', verb: 'start' },
  end: { from: ['created', 'ringing', 'active'], to: 'ended', verb: 'end' },
};

export const isParty = (c: Caller, call: Pick<CallRow, 'doctor_id' | 'patient_id'>) =>
  (c.doctorId !== null && c.doctorId === call.doctor_id) || (c.patientId !== null && c.patientId === call.patient_id);

/** The appointment's doctor or patient, of an appointment as the appointments service answers it. */
export const isAppointmentParty = (c: Caller, a: { doctor: number; patient: number | null }) =>
  (c.doctorId !== null && c.doctorId === a.doctor) || (c.patientId !== null && c.patientId === a.patient);

type Refusal = [403 | 409, MessageCode, MessageParams?];

/** Why this caller may not take this step now, or null when they may. */
export function callRefusal(action: CallTransition, c: Caller, call: CallRow): Refusal | null {
  if (!isParty(c, call)) return [403, 'call_parties_only'];
  const rule = CALL_TRANSITIONS[action];
  if (!rule.from.includes(call.status)) return [409, 'call_status_conflict', { verb: rule.verb, status: call.status }];
  // Answering is the other party's: whoever waits cannot start the call (and with it the
  // appointment's session) alone.
  if (action === 'start' && call.joined_by === c.actor.id) return [409, 'call_answer_own'];
  return null;
}

/** A call is deleted only if it never took place (never active), by a party: one that did is kept. */
export function deleteRefusal(c: Caller, call: CallRow): Refusal | null {
  if (!isParty(c, call)) return [403, 'call_parties_only'];
  return call.started_at === null ? null : [409, 'call_delete_after_active'];
}

/** Each party gives or withdraws their own consent to a recording while the call has not ended. */
export function consentRefusal(c: Caller, call: CallRow): Refusal | null {
  if (!isParty(c, call)) return [403, 'call_parties_only'];
  return call.status === 'ended' ? [409, 'call_status_conflict', { verb: 'change the recording consent of', status: call.status }] : null;
}

export function allowedCallActions(c: Caller, call: CallRow): CallAction[] {
  const actions: CallAction[] = (Object.keys(CALL_TRANSITIONS) as CallTransition[]).filter((step) => !callRefusal(step, c, call));
  if (!deleteRefusal(c, call)) actions.push('delete');
  if (!consentRefusal(c, call)) actions.push('recording_consent');
  return actions;
}
