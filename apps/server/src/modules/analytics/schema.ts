// Stored daily snapshots of the platform's figures: one row per Lagos day for all Nigeria
// (state 'all') and one per day and state. The unique index makes generation idempotent: a second
// run, or two at once, upserts the same row instead of adding one.

import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const count = (name: string) => integer(name).notNull().default(0);

export const analyticsSnapshots = pgTable(
  'analytics_snapshots',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'all' for all Nigeria, else a state code. */
    state: text('state').notNull(),
    new_users: count('new_users'),
    new_patients: count('new_patients'),
    new_doctors: count('new_doctors'),
    new_hospitals: count('new_hospitals'),
    users_total: count('users_total'),
    appointments_booked: count('appointments_booked'),
    consultations_completed: count('consultations_completed'),
    tickets_opened: count('tickets_opened'),
    top_ups: kobo('top_ups'),
    fees: kobo('fees'),
    refunds: kobo('refunds'),
    payouts: kobo('payouts'),
    commission: kobo('commission'),
    generated_at: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analytics_snapshots_day_state_key').on(t.day, t.state),
    // The charts read one scope's latest days.
    uniqueIndex('analytics_snapshots_state_day_key').on(t.state, t.day),
    check('analytics_snapshots_state_check', sql`${t.state} = 'all' or ${t.state} ~ '^[A-Z]{2}$'`),
  ],
);
