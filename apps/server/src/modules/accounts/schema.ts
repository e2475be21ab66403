// Accounts: one users table and one profile table per kind of account, plus sessions and their
// refresh tokens.

import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    phone: text('phone'),
    state: text('state'),
    user_type: text('user_type', { enum: ['patient', 'doctor', 'hospital', 'admin'] }).notNull(),
    is_superuser: boolean('is_superuser').notNull().default(false),
    account_status: text('account_status', { enum: ['active', 'pending', 'rejected', 'inactive'] }).notNull(),
    /** The status a deactivated account returns to when reactivated (a pending doctor stays pending). */
    status_before_deactivation: text('status_before_deactivation', { enum: ['active', 'pending', 'rejected'] }),
    /** Why an admin rejected or deactivated the account; shown to admins, and to the person when a deactivated account signs in with the right password. */
    status_reason: text('status_reason'),
    /** The name an admin approved a doctor (first and last name) or hospital (its hospital's name)
     * under. A payout's bank account is checked against it, so renaming oneself later does not make
     * another person's account look like one's own. Null until approved. */
    verified_name: text('verified_name'),
    /** Bumped to end every session at once (password change, deactivation); access tokens carry it. */
    session_epoch: integer('session_epoch').notNull().default(0),
    last_login: timestamp('last_login', { withTimezone: true }),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamps.updated_at,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_type_status_idx').on(t.user_type, t.account_status),
  ],
);

export const patientProfiles = pgTable('patient_profiles', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  date_of_birth: date('date_of_birth'),
  gender: text('gender'),
  address: text('address'),
  emergency_contact: text('emergency_contact'),
  blood_type: text('blood_type'),
  allergies: text('allergies'),
  current_medications: text('current_medications'),
  medical_conditions: text('medical_conditions'),
  preferred_language: text('preferred_language').notNull().default('EN'),
  nin: text('nin'),
  insurance_provider: text('insurance_provider'),
  insurance_number: text('insurance_number'),
  next_of_kin_name: text('next_of_kin_name'),
  next_of_kin_relationship: text('next_of_kin_relationship'),
  next_of_kin_phone: text('next_of_kin_phone'),
  ...timestamps,
});

export const doctorProfiles = pgTable('doctor_profiles', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  specialization: text('specialization').notNull(),
  license_number: text('license_number').notNull(),
  years_of_experience: integer('years_of_experience').notNull().default(0),
  hospital_affiliation: text('hospital_affiliation'),
  consultation_fee_kobo: bigint('consultation_fee_kobo', { mode: 'number' }).notNull().default(0),
  bio: text('bio'),
  nin: text('nin'),
  medical_school: text('medical_school'),
  residency_program: text('residency_program'),
  /** Stored file name under the photos folder; never a client-chosen name. */
  professional_photo: text('professional_photo'),
  is_available: boolean('is_available').notNull().default(true),
  ...timestamps,
});

export const hospitalProfiles = pgTable('hospital_profiles', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  hospital_name: text('hospital_name').notNull(),
  address: text('address'),
  registration_number: text('registration_number'),
  facility_type: text('facility_type', { enum: ['primary', 'secondary', 'tertiary', 'specialist', 'clinic'] }),
  website: text('website'),
  bed_count: integer('bed_count'),
  description: text('description'),
  /** Stored file name of the public logo (like a doctor's professional photo). */
  logo: text('logo'),
  verification_status: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
    .notNull()
    .default('pending'),
  verified_at: timestamp('verified_at', { withTimezone: true }),
  ...timestamps,
});

/** One sign-in: the refresh tokens of one family and the access tokens issued with them, which carry
 * its id. Ending it (logout, a replayed refresh token, a password change, deactivation) ends them all
 * at once; every request checks it in the same query that loads the user. */
export const sessions = pgTable(
  'sessions',
  {
    /** The family id of its refresh tokens. */
    id: uuid('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens descended from one login share a family; replaying a used one revokes the family. */
    family_id: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    token_hash: text('token_hash').notNull().unique(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id), index('refresh_tokens_family_idx').on(t.family_id)],
);
