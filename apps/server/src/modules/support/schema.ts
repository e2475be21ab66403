// Support tickets and their threads. A ticket belongs to the person who opened it (its
// requester); admins answer it. Someone who cannot sign in (a deactivated account, a forgotten
// password) writes through the signed-out contact form: their ticket has no requester but the
// name and contact they gave, and its first message no author. Status moves by the lifecycle in transitions.ts; every message and
// status change moves last_activity_at, which orders the lists.

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { appointments } from '../appointments/schema';

/** contracts' SUPPORT_STATUSES and SUPPORT_CATEGORIES (drizzle-kit reads this file alone; support.unit.test.ts checks they agree). */
export const SUPPORT_STATUS_VALUES = ['open', 'awaiting_user', 'resolved', 'closed'] as const;
export const SUPPORT_CATEGORY_VALUES = ['account', 'appointment', 'payment', 'technical', 'other'] as const;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** Null for a ticket sent through the signed-out contact form (then contact_name is set). */
    requester_id: integer('requester_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The signed-out form's name, and the email and/or phone to answer them at. */
    contact_name: text('contact_name'),
    contact_email: text('contact_email'),
    contact_phone: text('contact_phone'),
    subject: text('subject').notNull(),
    category: text('category', { enum: SUPPORT_CATEGORY_VALUES }).notNull(),
    status: text('status', { enum: SUPPORT_STATUS_VALUES }).notNull().default('open'),
    /** One of the requester's appointments the ticket is about; kept if the appointment goes. */
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The admin who took it (assigned to themself, replied or resolved first). */
    assignee_id: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_activity_at: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    resolved_by: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** resolved_at + 7 days: when it closed by the rule, whenever that was noticed. */
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_tickets_requester_idx').on(t.requester_id, t.last_activity_at.desc(), t.id.desc()),
    index('support_tickets_queue_idx').on(t.last_activity_at.desc(), t.id.desc()),
    index('support_tickets_status_idx').on(t.status, t.last_activity_at.desc()),
    index('support_tickets_assignee_idx').on(t.assignee_id, t.last_activity_at.desc()),
    // The close sweep reads only resolved tickets, oldest resolution first.
    index('support_tickets_resolved_idx').on(t.resolved_at).where(sql`${t.status} = 'resolved'`),
    check('support_tickets_status_check', sql`${t.status} in ('open', 'awaiting_user', 'resolved', 'closed')`),
    check('support_tickets_category_check', sql`${t.category} in ('account', 'appointment', 'payment', 'technical', 'other')`),
    check('support_tickets_subject_check', sql`length(${t.subject}) between 1 and 200`),
    check('support_tickets_resolved_check', sql`${t.status} not in ('resolved', 'closed') or ${t.resolved_at} is not null`),
    check('support_tickets_closed_check', sql`${t.status} <> 'closed' or ${t.closed_at} is not null`),
    // A ticket has either a requester or (signed out) a name and a way to answer them, never both.
    check(
      'support_tickets_contact_check',
      sql`(${t.requester_id} is not null and ${t.contact_name} is null and ${t.contact_email} is null and ${t.contact_phone} is null) or (${t.requester_id} is null and ${t.contact_name} is not null and (${t.contact_email} is not null or ${t.contact_phone} is not null))`,
    ),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** Null for the message of a signed-out contact form (its ticket's contact_name wrote it). */
    author_id: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Written by an admin (the other side of the thread from the requester). */
    from_staff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticket_id, t.id),
    check('support_messages_body_check', sql`length(${t.body}) between 1 and 5000`),
    check('support_messages_author_check', sql`${t.author_id} is not null or not ${t.from_staff}`),
  ],
);
