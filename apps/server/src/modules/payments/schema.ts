// Top-ups: one row per payment started with the provider, by its unique reference. The row's
// status leaves pending once (a locked row or a conditional update decides); a failed one may
// still become succeeded when the provider says it was paid, never the reverse. The ledger credit carries
// the reference as its idempotency key: however many webhooks and verifies arrive, one credit.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** sandbox | paystack: the provider that took it. */
    provider: text('provider').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    authorization_url: text('authorization_url').notNull(),
    /** The provider's words when it failed. */
    failure_reason: text('failure_reason'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_user_idx').on(t.user_id, t.created_at),
    // The admin's failed and pending top-ups, newest first.
    index('payments_status_idx').on(t.status, t.created_at),
    check('payments_amount_check', sql`${t.amount} > 0`),
  ],
);
