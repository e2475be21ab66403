// An appointment's chat (DOMAIN.md "Calls and chat"): open from a quarter of an hour before the
// start until the session ends, readable afterwards. Messages are plain text; the sending app names
// each one (client_id), so a message sent twice (a retry after a dropped connection) is stored once.

import { z } from 'zod';
import { SESSION_START_LEAD_MINUTES } from '../appointments';
import { serverMessage } from '../messages';
import { databaseId, MAX_DATABASE_ID } from './params';

/** The longest message, in characters. */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** The chat opens this many minutes before the appointment's time (as the session may start). */
export const CHAT_OPENS_MINUTES_BEFORE = SESSION_START_LEAD_MINUTES;
/** The most messages one answer carries; ask again with `after` for more. */
export const CHAT_PAGE_MAX = 200;
/** A message sent after another of the same stream waits at most this long for that one to be
 * stored first (its request may be behind on the wire), then is stored anyway. */
export const CHAT_ORDER_WAIT_MS = 10_000;
/** The largest `seq`: a sending page's count of its messages. */
export const CHAT_SEQ_MAX = 2_147_483_647;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const chatMessageBody = z
  .object({
    body: z
      .string()
      .trim()
      .refine((s) => s.length > 0, { message: serverMessage('chat_message_required'), params: { code: 'chat_message_required' } })
      .refine((s) => s.length <= CHAT_MESSAGE_MAX_CHARS, {
        message: serverMessage('field_too_long', { label: 'Message', max: CHAT_MESSAGE_MAX_CHARS }),
        params: { code: 'field_too_long' },
      }),
    client_id: z.string().refine((s) => UUID.test(s), { message: serverMessage('chat_client_id_invalid'), params: { code: 'chat_client_id_invalid' } }),
    stream: z
      .string()
      .refine((s) => UUID.test(s), { message: serverMessage('chat_stream_invalid'), params: { code: 'chat_stream_invalid' } })
      .optional()
      .describe('The sending page (a UUID it makes once): with `seq`, its messages are stored in the order it sent them'),
    seq: z
      .number()
      .int()
      .min(1)
      .max(CHAT_SEQ_MAX)
      .optional()
      .describe(
        `This message's place among the stream's messages (1, 2, 3…). A message whose predecessor in the stream is not stored yet waits for it up to ${CHAT_ORDER_WAIT_MS / 1000} s, so two sends reordered on the wire are stored in the order they were sent`,
      ),
  })
  .refine((m) => (m.stream === undefined) === (m.seq === undefined), {
    message: serverMessage('chat_sequence_incomplete'),
    params: { code: 'chat_sequence_incomplete' },
    path: ['seq'],
  });
export type ChatMessageInput = z.infer<typeof chatMessageBody>;

export const chatMessagesQuery = z.object({
  after: databaseId('after').optional().describe('Only messages after this one (the last the app has)'),
});

export const chatReadBody = z.object({
  up_to: z.number().int().positive().max(MAX_DATABASE_ID).describe('The newest message the reader has seen'),
});

export const chatMessageSchema = z.object({
  id: z.number(),
  appointment: z.number(),
  sender: z.number().describe('The sender’s user id'),
  sender_role: z.enum(['doctor', 'patient']),
  sender_name: z.string(),
  body: z.string().describe('Plain text: show it as text, never as HTML'),
  client_id: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable().describe('When the other party read it'),
  hidden: z.boolean().optional().describe('Hidden by a moderator: only its sender (who sees this mark) and admins read it'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const CHAT_STATES = ['open', 'not_open_yet', 'not_confirmed', 'closed', 'unavailable'] as const;
export type ChatState = (typeof CHAT_STATES)[number];

export const chatStatusSchema = z.object({
  state: z.enum(CHAT_STATES),
  /** Messages may be sent now. */
  can_send: z.boolean(),
  /** The history may be read (always, for the two parties). */
  can_read: z.boolean(),
  opens_at: z.string().describe('When sending opens'),
  message: z.string().nullable().describe('Why sending is not open, in English; `message_code` names it'),
  message_code: z.string().nullable(),
});
export type ChatStatus = z.infer<typeof chatStatusSchema>;
