// When an appointment may have a call: a video or audio appointment, while its chat may send
// (chat/window.ts: from a quarter of an hour before the start of a confirmed appointment until
// its session ends). Refusals are the call's own codes, in the chat's order.

import { type AppointmentStatus, CHAT_OPENS_MINUTES_BEFORE, type ChatState, type MessageCode, type MessageParams } from '@naijacare/contracts';
import { conflict } from '../../http/errors';
import { typeLabel } from '../appointments/wording';
import { chatWindow } from '../chat/window';

const REFUSALS: Record<Exclude<ChatState, 'open'>, MessageCode> = {
  not_open_yet: 'call_not_open_yet',
  not_confirmed: 'call_not_confirmed',
  closed: 'call_closed',
  unavailable: 'call_unavailable',
};

export interface CallableAppointment {
  appointment_type: string;
  status: AppointmentStatus;
  scheduled_at: string;
}

/** Throws a 409 saying why the appointment may have no call now. */
export function assertCallable(a: CallableAppointment, now: Date): 'video' | 'audio' {
  if (a.appointment_type !== 'video' && a.appointment_type !== 'audio')
    throw conflict('call_type_not_supported', { appointment_type: a.appointment_type }, { type: typeLabel(a.appointment_type) });
  const window = chatWindow({ status: a.status, scheduled_at: new Date(a.scheduled_at) }, now);
  if (window.state !== 'open') {
    const params: MessageParams = window.state === 'not_open_yet' ? { minutes: CHAT_OPENS_MINUTES_BEFORE } : { status: a.status };
    throw conflict(REFUSALS[window.state], { state: window.state, opens_at: window.opensAt.toISOString() }, params);
  }
  return a.appointment_type;
}

/** Whether the appointment may have a call now (the same rule, without saying why not). */
export function isCallable(a: { appointment_type: string; status: AppointmentStatus; scheduled_at: Date }, now: Date): boolean {
  return (a.appointment_type === 'video' || a.appointment_type === 'audio') && chatWindow(a, now).state === 'open';
}
