// A patient's consent to a hospital: the hospital hands out single-use access codes; a patient who
// enters one grants that hospital access to their record until either side revokes it.

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hospitalProfiles, patientProfiles, users } from '../accounts/schema';

export const REVOCATION_TYPES = ['PATIENT_REVOKED', 'HOSPITAL_REVOKED', 'ADMIN_REVOKED', 'CODE_REVOKED'] as const;

export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    hospital_id: integer('hospital_id')
      .notNull()
      .references(() => hospitalProfiles.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code: the code itself is shown once, when generated, and never stored. */
    code_hash: text('code_hash').notNull().unique(),
    /** The last characters, so a hospital can tell its codes apart in the list. */
    code_hint: text('code_hint').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    used_by: integer('used_by').references(() => patientProfiles.id, { onDelete: 'set null' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revocation_type: text('revocation_type', { enum: REVOCATION_TYPES }),
    revocation_reason: text('revocation_reason'),
  },
  (t) => [index('access_codes_hospital_idx').on(t.hospital_id, t.created_at)],
);

export const patientHospitalAccesses = pgTable(
  'patient_hospital_accesses',
  {
    id: serial('id').primaryKey(),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patientProfiles.id, { onDelete: 'cascade' }),
    hospital_id: integer('hospital_id')
      .notNull()
      .references(() => hospitalProfiles.id, { onDelete: 'cascade' }),
    access_code_id: integer('access_code_id').references(() => accessCodes.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    granted_at: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revocation_type: text('revocation_type', { enum: REVOCATION_TYPES }),
    reason: text('reason'),
  },
  (t) => [
    // A patient grants a hospital access once at a time; a new code while access is active is refused.
    uniqueIndex('patient_hospital_access_active_key').on(t.patient_id, t.hospital_id).where(sql`${t.status} = 'active'`),
    index('patient_hospital_access_hospital_idx').on(t.hospital_id, t.status, t.granted_at),
  ],
);
