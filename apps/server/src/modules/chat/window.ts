// When an appointment's chat is open, as a table of its statuses: sending from a quarter of an hour
// before the start until the session ends; reading, for the two parties, always. An open slot
// nobody has booked has no chat (nor call): its doctor would be talking to whoever books it later.

import { type AppointmentStatus, CHAT_OPENS_MINUTES_BEFORE, type ChatState, type MessageCode, type MessageParams } from '@naijacare/contracts';

export interface ChatWindowInput {
  status: AppointmentStatus;
  scheduled_at: Date;
  /** The appointment's patient; null for an open slot nobody has booked. */
  patient: number | null;
}

export interface ChatWindow {
  state: ChatState;
  opensAt: Date;
  /** Why sending is not open. */
  refusal: [MessageCode, MessageParams?] | null;
}

const BY_STATUS: Record<AppointmentStatus, ChatState | 'by_time'> = {
  pending: 'not_confirmed',
  scheduled: 'by_time',
  in_progress: 'open',
  completed: 'closed',
  no_show: 'closed',
  cancelled: 'unavailable',
  rejected: 'unavailable',
};

export function chatWindow(a: ChatWindowInput, now: Date): ChatWindow {
  const opensAt = new Date(a.scheduled_at.getTime() - CHAT_OPENS_MINUTES_BEFORE * 60_000);
  if (a.patient === null) return { state: 'unavailable', opensAt, refusal: ['chat_not_booked'] };
  const rule = BY_STATUS[a.status];
  const state: ChatState = rule === 'by_time' ? (now >= opensAt ? 'open' : 'not_open_yet') : rule;
  const refusal: ChatWindow['refusal'] =
    state === 'open'
      ? null
      : state === 'not_open_yet'
        ? ['chat_not_open_yet', { minutes: CHAT_OPENS_MINUTES_BEFORE }]
        : state === 'not_confirmed'
          ? ['chat_not_confirmed']
          : state === 'closed'
            ? ['chat_closed']
            : ['chat_unavailable', { status: a.status }];
  return { state, opensAt, refusal };
}
