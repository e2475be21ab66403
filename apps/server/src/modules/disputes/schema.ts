// Disputes on appointments and their threads. The appointment's parties, time, type, final status
// and fee are copied in at opening (the appointment no longer changes: its status is final), so a
// dispute reads without the appointments' tables. One dispute per appointment may be open at a
// time: a partial unique index, so two openings at once leave one.

import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';
import { appointments } from '../appointments/schema';

/** contracts' DISPUTE_* lists (drizzle-kit reads this file alone; disputes.unit.test.ts checks they agree). */
export const DISPUTE_STATUS_VALUES = ['open', 'under_review', 'resolved', 'dismissed'] as const;
export const DISPUTE_CATEGORY_VALUES = ['doctor_no_show', 'quality_of_care', 'billing', 'technical', 'other'] as const;
export const DISPUTE_OUTCOME_VALUES = ['refund_full', 'refund_partial', 'no_refund'] as const;
/** How the doctor's earning is held while the dispute is open: none (no earning, or none left to
 * hold), pending (not yet matured: it stops maturing), reheld (had matured: moved back to pending). */
export const EARNING_HOLD_VALUES = ['none', 'pending', 'reheld'] as const;

const kobo = (name: string) => bigint(name, { mode: 'number' });

export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    patient_user_id: integer('patient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctor_user_id: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointment_at: timestamp('appointment_at', { withTimezone: true }).notNull(),
    appointment_type: text('appointment_type').notNull(),
    appointment_status: text('appointment_status').notNull(),
    fee: kobo('fee').notNull(),
    /** The fee was paid at completion or the patient's no-show (not free, not refunded at cancel): only then can a refund be given. */
    fee_paid: boolean('fee_paid').notNull(),
    category: text('category', { enum: DISPUTE_CATEGORY_VALUES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: DISPUTE_STATUS_VALUES }).notNull().default('open'),
    outcome: text('outcome', { enum: DISPUTE_OUTCOME_VALUES }),
    refund_amount: kobo('refund_amount').notNull().default(0),
    note: text('note'),
    reviewer_id: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    earning_hold: text('earning_hold', { enum: EARNING_HOLD_VALUES }).notNull().default('none'),
    /** Kobo of the doctor's earning held for this dispute (0 when none). */
    earning_held: kobo('earning_held').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('disputes_one_open_key').on(t.appointment_id).where(sql`${t.status} in ('open', 'under_review')`),
    index('disputes_appointment_idx').on(t.appointment_id),
    index('disputes_patient_idx').on(t.patient_user_id, t.id.desc()),
    index('disputes_doctor_idx').on(t.doctor_user_id, t.id.desc()),
    index('disputes_status_idx').on(t.status, t.id.desc()),
    check('disputes_status_check', sql`${t.status} in ('open', 'under_review', 'resolved', 'dismissed')`),
    check('disputes_category_check', sql`${t.category} in ('doctor_no_show', 'quality_of_care', 'billing', 'technical', 'other')`),
    // A resolution has an outcome, a refund only with a refund outcome, and never more than the fee.
    check('disputes_outcome_check', sql`(${t.status} = 'resolved') = (${t.outcome} is not null)`),
    check(
      'disputes_refund_check',
      sql`${t.refund_amount} >= 0 and ${t.refund_amount} <= ${t.fee} and (${t.refund_amount} = 0 or ${t.outcome} in ('refund_full', 'refund_partial'))`,
    ),
    check('disputes_decided_check', sql`${t.status} in ('open', 'under_review') or (${t.decided_at} is not null and ${t.note} is not null)`),
    check('disputes_description_check', sql`length(${t.description}) between 1 and 2000`),
  ],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: serial('id').primaryKey(),
    dispute_id: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** patient, doctor or admin: the side that wrote it. */
    author_role: text('author_role', { enum: ['patient', 'doctor', 'admin'] }).notNull(),
    body: text('body').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.dispute_id, t.id), check('dispute_messages_body_check', sql`length(${t.body}) between 1 and 2000`)],
);
