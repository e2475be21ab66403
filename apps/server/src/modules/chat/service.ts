// An appointment's chat: its two parties read it always and send while it is open (window.ts);
// what is sent or read is published on the appointment's realtime topic once stored, so an open
// /chat page hears it at once and /chat-basic at its next poll.
//
// A person's messages are stored in the order they were written: the sending page numbers them
// (stream, seq), and one whose predecessor has not arrived yet (two sends at once, reordered on a
// slow network) waits for it, up to CHAT_ORDER_WAIT_MS, before it is stored. The id, which every
// reader orders and pages by, then follows the order of writing. See docs/product-decisions.md.

import { CHAT_ORDER_WAIT_MS, CHAT_PAGE_MAX, type ChatMessage, type ChatMessageInput, type ChatStatus, serverMessage } from '@naijacare/contracts';
import type { RateRule } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { type CounterStore, enforce } from '../../http/counters';
import { AppError, conflict, notFound } from '../../http/errors';
import type { Hub } from '../../realtime/hub';
import { appointmentTopic } from '../../realtime/socket';
import type { Caller } from '../accounts/caller';
import type { AppointmentsService } from '../appointments/service';
import { findSent, markRead, mayFollow, messageById, messagesAfter, type Sequence, storeMessage } from './messages';
import { chatWindow } from './window';

export interface ChatDeps {
  db: Db;
  appointments: Pick<AppointmentsService, 'get'>;
  hub: Hub;
  counters: CounterStore;
  sendLimit: RateRule;
  now?: () => Date;
}

/** A waiting message looks for its predecessor after 100 ms, then twice as long each time, at
 * most every second: a dozen queries over the whole wait, most of them in its first second. */
const ORDER_POLL_FIRST_MS = 100;
const ORDER_POLL_MAX_MS = 1_000;

export function chatService({ db, appointments, hub, counters, sendLimit, now = () => new Date() }: ChatDeps) {
  /** Until the message before this one in its stream is stored, or the wait is over. */
  async function awaitPredecessor(appointmentId: number, senderId: number, sequence: Sequence): Promise<void> {
    const until = Date.now() + CHAT_ORDER_WAIT_MS;
    let pause = ORDER_POLL_FIRST_MS;
    while (!(await mayFollow(db, appointmentId, senderId, sequence)) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, until - Date.now())));
      pause = Math.min(pause * 2, ORDER_POLL_MAX_MS);
    }
  }

  /** The appointment, if the caller is its doctor or its patient; anyone else is told it does not exist. */
  async function asParty(c: Caller, appointmentId: number) {
    const appointment = await appointments.get(c, appointmentId);
    const isParty = (c.patientId !== null && appointment.patient === c.patientId) || (c.doctorId !== null && appointment.doctor === c.doctorId);
    if (!isParty) throw notFound('appointment_not_found');
    return { status: appointment.status, scheduled_at: new Date(appointment.scheduled_at), patient: appointment.patient };
  }

  return {
    async status(c: Caller, appointmentId: number): Promise<ChatStatus> {
      const window = chatWindow(await asParty(c, appointmentId), now());
      const [code, params] = window.refusal ?? [null];
      return {
        state: window.state,
        can_send: window.state === 'open',
        can_read: true,
        opens_at: window.opensAt.toISOString(),
        message: code ? serverMessage(code, params) : null,
        message_code: code,
      };
    },

    async list(c: Caller, appointmentId: number, after = 0): Promise<ChatMessage[]> {
      await asParty(c, appointmentId);
      return messagesAfter(db, appointmentId, after, CHAT_PAGE_MAX, c.actor.id);
    },

    async send(c: Caller, appointmentId: number, input: ChatMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
      const party = await asParty(c, appointmentId);
      // A retry of a message already stored gets it back, whatever has changed since (the chat
      // closed, the sender reached the limit): the sender needs the acknowledgement it missed.
      const sent = await findSent(db, appointmentId, c.actor.id, input.client_id);
      if (sent) return { message: sent, created: false };
      const window = chatWindow(party, now());
      if (window.refusal) throw conflict(window.refusal[0], { state: window.state, opens_at: window.opensAt.toISOString() }, window.refusal[1]);
      await enforce(counters, `chat:${c.actor.id}`, sendLimit, 'messages');
      const sequence = input.stream !== undefined && input.seq !== undefined ? { stream: input.stream, seq: input.seq } : undefined;
      if (sequence) await awaitPredecessor(appointmentId, c.actor.id, sequence);
      const stored = await storeMessage(db, appointmentId, c.actor.id, input.body, input.client_id, sequence);
      if (stored.created) await hub.publish(appointmentTopic(appointmentId), { type: 'chat_message', message: stored.message });
      return stored;
    },

    /** A message for moderation: any one to an admin; to anyone else only one of their own appointment's (else undefined). */
    async reportable(c: Caller, id: number, q: DbOrTx = db): Promise<ChatMessage | undefined> {
      const message = await messageById(q, id);
      if (!message || c.isAdmin) return message;
      const party = await asParty(c, message.appointment).then(
        () => true,
        (error) => {
          if (error instanceof AppError && error.statusCode === 404) return false;
          throw error;
        },
      );
      return party ? message : undefined;
    },

    async read(c: Caller, appointmentId: number, upTo: number): Promise<{ read: number }> {
      await asParty(c, appointmentId);
      const ids = await markRead(db, appointmentId, c.actor.id, upTo, now());
      if (ids.length) await hub.publish(appointmentTopic(appointmentId), { type: 'chat_read', reader: c.actor.id, up_to: Math.max(...ids) });
      return { read: ids.length };
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
