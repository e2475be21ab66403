// Hospitals' relations to doctors and the services they offer. A doctor requests affiliation;
// the hospital decides (transitions in affiliations/transitions.ts).

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctorProfiles, hospitalProfiles, users } from '../accounts/schema';

export const AFFILIATION_STATUSES = ['pending', 'approved', 'rejected', 'suspended', 'revoked'] as const;

export const doctorHospitalAffiliations = pgTable(
  'doctor_hospital_affiliations',
  {
    id: serial('id').primaryKey(),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    hospital_id: integer('hospital_id')
      .notNull()
      .references(() => hospitalProfiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AFFILIATION_STATUSES }).notNull().default('pending'),
    /** The doctor's note to the hospital with their request. */
    message: text('message'),
    /** The reason given with the last decision (rejection, suspension, revocation). */
    reason: text('reason'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    /** When the request was first approved: request-to-approval time for the quality page. */
    approved_at: timestamp('approved_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live request or affiliation per doctor and hospital; a rejected request leaves room for a new one.
    uniqueIndex('affiliations_live_doctor_hospital_key').on(t.doctor_id, t.hospital_id).where(sql`${t.status} <> 'rejected'`),
    index('affiliations_hospital_idx').on(t.hospital_id, t.status),
    index('affiliations_doctor_idx').on(t.doctor_id, t.status),
  ],
);

export const HOSPITAL_SERVICE_CATEGORIES = ['consultation', 'laboratory', 'imaging', 'pharmacy', 'surgery', 'maternity', 'emergency', 'other'] as const;

export const hospitalServices = pgTable(
  'hospital_services',
  {
    id: serial('id').primaryKey(),
    hospital_id: integer('hospital_id')
      .notNull()
      .references(() => hospitalProfiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category', { enum: HOSPITAL_SERVICE_CATEGORIES }).notNull().default('other'),
    description: text('description').notNull().default(''),
    /** Optional price in kobo. */
    price: integer('price'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hospital_services_hospital_idx').on(t.hospital_id, t.name),
    // A hospital lists a service once: two tabs adding "Antenatal care" at once make one row.
    uniqueIndex('hospital_services_hospital_name_key').on(t.hospital_id, sql`lower(${t.name})`),
    check('hospital_services_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
