// Hospitals' relations to doctors. A doctor requests affiliation; the hospital decides.

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    reason: text('reason'),
    decided_by: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliations_doctor_hospital_key').on(t.doctor_id, t.hospital_id), index('affiliations_hospital_idx').on(t.hospital_id, t.status)],
);
