// In-app notifications: one row per message to one user.

import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Which notice this is (NOTIFICATION_CODES), so a client may word it in its own language. */
    code: text('code').notNull().default('general'),
    /** The values the notice's text names (a doctor, a date), for that wording. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** What happened, for icons and filtering: account, appointment, wallet… */
    kind: text('kind').notNull().default('general'),
    /** Where in the app the person can act on it, e.g. /appointments. */
    link: text('link'),
    is_read: boolean('is_read').notNull().default(false),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    // Serves unread_count, polled by every signed-in browser: only unread rows are indexed.
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.is_read} = false`),
  ],
);
