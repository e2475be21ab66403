// Payouts: each doctor's or hospital's one saved bank account, and their withdrawals. A payout
// keeps a snapshot of the account it was asked for, so changing the saved account later never
// redirects money already asked for. The money itself moves in the ledger (wallet module) under
// keys named by the payout's id; these rows say where each payout stands.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/** contracts' PAYOUT_STATUSES (drizzle-kit reads this file alone; transitions.ts checks they agree). */
export const PAYOUT_STATUS_VALUES = ['requested', 'approved', 'paid', 'failed', 'rejected'] as const;

const bankColumns = {
  bank_code: text('bank_code').notNull(),
  bank_name: text('bank_name').notNull(),
  account_number: text('account_number').notNull(),
  account_name: text('account_name').notNull(),
  /** The provider's transfer recipient for this account (Paystack's RCP_…). */
  recipient_code: text('recipient_code').notNull(),
};

export const payoutBankAccounts = pgTable(
  'payout_bank_accounts',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    ...bankColumns,
    /** sandbox | paystack: the provider that knows the recipient. */
    provider: text('provider').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_bank_accounts_nuban_check', sql`${t.account_number} ~ '^[0-9]{10}$'`)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The transfer's reference at the provider: unguessable, lowercase, unique. */
    reference: text('reference').notNull(),
    /** The Idempotency-Key of the request that asked for it, if one was sent. */
    idempotency_key: text('idempotency_key'),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYOUT_STATUS_VALUES }).notNull().default('requested'),
    ...bankColumns,
    provider: text('provider').notNull(),
    /** The provider's id of the transfer once started (Paystack's TRF_…). */
    transfer_code: text('transfer_code'),
    /** Why an admin rejected it, or the provider's words when it failed. */
    reason: text('reason'),
    /** What a person must look into, when the provider's word could not be followed (money it paid that the wallet no longer holds). */
    needs_review: text('needs_review'),
    decided_by: integer('decided_by').references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    uniqueIndex('payouts_idempotency_key').on(t.user_id, t.idempotency_key).where(sql`${t.idempotency_key} is not null`),
    index('payouts_user_idx').on(t.user_id, t.created_at),
    index('payouts_status_idx').on(t.status, t.created_at),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);
