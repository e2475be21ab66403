// The realtime channel: a WebSocket at /api/ws/?ticket=… (a ticket from POST /api/realtime/ticket/),
// carrying JSON messages. The client asks to follow topics; the server says what happened on them.

import { z } from 'zod';
import { type CallEvent, type CallSignalEvent, callSignalSchema } from './calls';
import { MAX_DATABASE_ID } from './params';

export const realtimeTicketSchema = z.object({
  ticket: z.string().describe('Good once, for a WebSocket at /api/ws/?ticket=…'),
  expires_in: z.number().describe('Seconds left to use it'),
});
export type RealtimeTicket = z.infer<typeof realtimeTicketSchema>;

/** Close codes of the socket: the client signs in again (4401) or stops retrying (4403). */
export const REALTIME_CLOSE = {
  /** Ticket missing, used, expired or forged, or the session has ended: get a new ticket, or sign in. */
  unauthorized: 4401,
  /** Sent more than the socket may (messages per second, or size). */
  tooMuch: 4429,
  /** The server cannot deliver events now (its message store is down): reconnect after a pause. */
  unavailable: 4503,
} as const;

/** A topic the client may follow: its own user's is followed from the start. */
export const REALTIME_TOPIC = /^(user|appointment):[1-9][0-9]{0,9}$/;

/** Client → server. */
export const realtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().max(40) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().max(40) }),
  z.object({ type: z.literal('ping') }),
  /** "I am typing" on an appointment's chat the socket follows; passed to the other party as `typing`. */
  z.object({ type: z.literal('typing'), topic: z.string().max(40) }),
  /** WebRTC signalling of a call of the appointment whose topic it names; passed to the other party as `signal`. */
  z.object({ type: z.literal('signal'), topic: z.string().max(40), call: z.number().int().min(1).max(MAX_DATABASE_ID), signal: callSignalSchema }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;

/** Server → client: `ready` once signed in, `subscribed` / `error` in answer, and events, each with
 * the topic it happened on. */
export type RealtimeServerMessage =
  | { type: 'ready'; user_id: number; topics: string[] }
  | { type: 'subscribed'; topic: string }
  | { type: 'unsubscribed'; topic: string }
  | { type: 'pong' }
  /** signal_refused: not a party of that live call of that appointment; nothing was passed on.
   * unavailable: the server could not pass the message on (its hub is down); send it again later. */
  | { type: 'error'; code: 'bad_message' | 'topic_forbidden' | 'signal_refused' | 'unavailable'; topic?: string; call?: number }
  | { type: 'notifications'; topic: string; op: 'created' | 'read'; id?: number }
  | CallEvent
  | CallSignalEvent
  | { type: string; topic: string; [field: string]: unknown };
