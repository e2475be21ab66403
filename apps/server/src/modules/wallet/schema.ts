// The ledger: accounts, transactions and their entries, in integer kobo. Each transaction's
// entries sum to zero (a deferred trigger checks it at commit); entries and transactions are
// append-only (triggers refuse UPDATE, DELETE and TRUNCATE), so a mistake is corrected by a
// reversing transaction. Each account keeps its balances beside its entries, changed in the same
// transaction; a CHECK refuses a wallet below zero whatever the code does (and an `owed` bucket above
// zero; a trigger refuses taking the platform's revenue below zero). People are plain user
// ids, not foreign keys, so no change elsewhere can rewrite or remove a past entry.

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** wallet: a person's money; the others are the platform's own accounts. */
export const LEDGER_ACCOUNT_KINDS = ['wallet', 'platform_revenue', 'provider_clearing'] as const;
/** available: spendable; pending: held for a booking, or earned and waiting out the dispute window;
 * owed: never above zero, minus what the person owes the platform (a doctor's share of a refund
 * decided after their earning was withdrawn: wallet/debts.ts), paid back from available. */
export const LEDGER_BUCKETS = ['available', 'pending', 'owed'] as const;

const kobo = (name: string) => bigint(name, { mode: 'number' });

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    /** The wallet's owner; null for the platform's accounts. */
    user_id: integer('user_id'),
    available: kobo('available').notNull().default(0),
    pending: kobo('pending').notNull().default(0),
    /** Minus the wallet owner's debt to the platform; always 0 for the platform's accounts. */
    owed: kobo('owed').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_key').on(t.user_id).where(sql`${t.kind} = 'wallet'`),
    uniqueIndex('ledger_accounts_platform_key').on(t.kind).where(sql`${t.kind} <> 'wallet'`),
    check('ledger_accounts_owner_check', sql`(${t.kind} = 'wallet') = (${t.user_id} is not null)`),
    // The last line: whatever the code does, no wallet goes below zero.
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'wallet' or (${t.available} >= 0 and ${t.pending} >= 0)`),
    // A debt is owed by a person, never by the platform to itself, and the owed bucket holds no money.
    check('ledger_accounts_owed_check', sql`${t.owed} <= 0 and (${t.kind} = 'wallet' or ${t.owed} = 0)`),
    // The platform's revenue never goes lower once below zero: a trigger (migration
    // 0033_doctor_debts), which, unlike a CHECK, lets a balance the old refund rule left
    // negative rise again.
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The idempotency key: a retried operation finds its transaction instead of moving money again. */
    key: text('key').notNull(),
    /** WALLET_TRANSACTION_TYPES */
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    /** The appointment it concerns, if any. */
    appointment_id: integer('appointment_id'),
    /** The hold this transaction releases or captures: a hold is settled once (the unique index). */
    settles_id: bigint('settles_id', { mode: 'number' }).references((): AnyPgColumn => ledgerTransactions.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_key').on(t.key),
    uniqueIndex('ledger_transactions_settles_key').on(t.settles_id).where(sql`${t.settles_id} is not null`),
    index('ledger_transactions_appointment_idx').on(t.appointment_id).where(sql`${t.appointment_id} is not null`),
    // The admin's list of every transaction, newest first, and revenue by period.
    index('ledger_transactions_created_idx').on(t.created_at, t.id),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transaction_id: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    account_id: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    bucket: text('bucket', { enum: LEDGER_BUCKETS }).notNull(),
    /** Signed kobo: positive adds to the account's bucket, negative takes from it. */
    amount: kobo('amount').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account_id, t.transaction_id),
    index('ledger_entries_transaction_idx').on(t.transaction_id),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A doctor's earning from a paid consultation, waiting out the dispute window in pending: when
 * `matures_at` passes it moves to available (earnings.ts) and `released_at` is set. Not part of
 * the ledger (which says what moved), this says what is due to move, and when. */
export const earnings = pgTable(
  'earnings',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id').notNull(),
    user_id: integer('user_id').notNull(),
    amount: kobo('amount').notNull(),
    matures_at: timestamp('matures_at', { withTimezone: true }).notNull(),
    released_at: timestamp('released_at', { withTimezone: true }),
    /** Held by an open dispute on its appointment: it does not mature until the dispute is decided. */
    on_hold: boolean('on_hold').notNull().default(false),
    /** Kobo of it a dispute gave back to the patient; the rest is what matures. */
    refunded: kobo('refunded').notNull().default(0),
    /** What the notice of its release names: the patient and the appointment's time. */
    patient_name: text('patient_name').notNull(),
    appointment_at: timestamp('appointment_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('earnings_appointment_key').on(t.appointment_id),
    index('earnings_due_idx').on(t.matures_at).where(sql`${t.released_at} is null`),
    index('earnings_user_due_idx').on(t.user_id, t.matures_at).where(sql`${t.released_at} is null`),
    check('earnings_amount_check', sql`${t.amount} > 0`),
    check('earnings_refunded_check', sql`${t.refunded} >= 0 and ${t.refunded} <= ${t.amount}`),
  ],
);
