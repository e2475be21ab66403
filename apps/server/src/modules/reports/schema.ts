// Reports of content, and the content hidden by them. The content itself stays in its own module's
// table (reviews, chat_messages, doctor_profiles): a row in hidden_content is what hides it, so this
// module alone writes what moderation decides and every reader asks it (hidden.ts).

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/** contracts' REPORT_TARGET_TYPES and REPORT_STATUSES (drizzle-kit reads this file alone; reports.unit.test.ts checks they agree). */
export const REPORT_TARGET_VALUES = ['doctor_profile', 'review', 'chat_message'] as const;
export const REPORT_STATUS_VALUES = ['open', 'actioned', 'dismissed', 'restored'] as const;

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target_type: text('target_type', { enum: REPORT_TARGET_VALUES }).notNull(),
    /** The doctor's profile id, the review's or the chat message's id (no foreign key: three tables). */
    target_id: integer('target_id').notNull(),
    /** The content's author when reported (the user told when it is hidden). */
    author_id: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REPORT_STATUS_VALUES }).notNull().default('open'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decision_note: text('decision_note'),
  },
  (t) => [
    // One open report per person per thing: a second is refused (409), however two requests race.
    uniqueIndex('reports_open_per_reporter_key').on(t.reporter_id, t.target_type, t.target_id).where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.created_at.desc(), t.id.desc()),
    index('reports_target_idx').on(t.target_type, t.target_id),
    check('reports_target_type_check', sql`${t.target_type} in ('doctor_profile', 'review', 'chat_message')`),
    check('reports_status_check', sql`${t.status} in ('open', 'actioned', 'dismissed', 'restored')`),
    check('reports_reason_check', sql`length(${t.reason}) between 1 and 500`),
  ],
);

/** What is hidden now: one row per piece of content, written when a report is actioned and removed on restore. */
export const hiddenContent = pgTable(
  'hidden_content',
  {
    target_type: text('target_type', { enum: REPORT_TARGET_VALUES }).notNull(),
    target_id: integer('target_id').notNull(),
    report_id: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    hidden_by: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hidden_at: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.target_type, t.target_id] })],
);
