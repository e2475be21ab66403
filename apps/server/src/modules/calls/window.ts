// When an appointment may have a call: a video or audio appointment, while its chat may send
// (chat/window.ts: from a quarter of an hour before the start of a confirmed appointment until
// its session ends). Refusals are the call's own codes, in the chat's order.

import type { AppointmentStatus, MessageCode } from '@naijacare/contracts';
import { conflict } from '../../http/errors';
import { typeLabel } from '../appointments/wording';
import { chatWindow } from '../chat/window';

/** The chat's refusal, as the call says it. */
const REFUSALS: Partial<Record<MessageCode, MessageCode>> = {
  chat_not_open_yet: 'call_not_open_yet',
  chat_not_confirmed: 'call_not_confirmed',
  chat_closed: 'call_closed',
  chat_unavailable: 'call_unavailable',
  chat_not_booked: 'call_not_booked',
};

export interface CallableAppointment {
  appointment_type: string;
  status: AppointmentStatus;
  scheduled_at: string;
  patient: number | null;
}

/** Throws a 409 saying why the appointment may have no call now. */
export function assertCallable(a: CallableAppointment, now: Date): 'video' | 'audio' {
  if (a.appointment_type !== 'video' && a.appointment_type !== 'audio')
    throw conflict('call_type_not_supported', { appointment_type: a.appointment_type }, { type: typeLabel(a.appointment_type) });
  const window = chatWindow({ status: a.status, scheduled_at: new Date(a.scheduled_at), patient: a.patient }, now);
  if (window.refusal) {
    const [chatCode, params] = window.refusal;
    const code = REFUSALS[chatCode];
    if (!code) throw new Error(`no call refusal for ${chatCode}`);
    throw conflict(code, { state: window.state, opens_at: window.opensAt.toISOString() }, params);
  }
  return a.appointment_type;
}

/** Whether the appointment may have a call now (the same rule, without saying why not). */
export function isCallable(a: { appointment_type: string; status: AppointmentStatus; scheduled_at: Date; patient: number | null }, now: Date): boolean {
  return (a.appointment_type === 'video' || a.appointment_type === 'audio') && chatWindow(a, now).state === 'open';
}
