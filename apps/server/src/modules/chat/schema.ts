// An appointment's chat messages. The sending app names each message (client_id), and the
// database keeps one message per sender and name: a retried send cannot store it twice. A sending
// page also numbers its messages (stream, seq), so that two sent at once are stored in the order
// they were written, whichever request arrives first (messages.ts).

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { appointments } from '../appointments/schema';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    client_id: text('client_id').notNull(),
    /** The sending page, and this message's place among its messages; null for a client that does not say. */
    stream: uuid('stream'),
    seq: integer('seq'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the other party read it. */
    read_at: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_appointment_idx').on(t.appointment_id, t.id),
    uniqueIndex('chat_messages_client_id_key').on(t.appointment_id, t.sender_id, t.client_id),
    check('chat_messages_body_check', sql`length(${t.body}) between 1 and 2000`),
    check('chat_messages_sequence_check', sql`(${t.stream} is null) = (${t.seq} is null) and (${t.seq} is null or ${t.seq} > 0)`),
    index('chat_messages_stream_idx').on(t.stream, t.seq).where(sql`${t.stream} is not null`),
  ],
);
