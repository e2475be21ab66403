// An appointment's calls. The appointment's doctor and patient are copied onto the call when it
// is made (a booked appointment's parties never change), so who may see a call is decided from
// its own row. The database keeps at most one call not ended per appointment.

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctorProfiles, patientProfiles, users } from '../accounts/schema';
import { appointments } from '../appointments/schema';

const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patientProfiles.id, { onDelete: 'cascade' }),
    call_type: text('call_type', { enum: ['video', 'audio'] }).notNull(),
    status: text('status', { enum: ['created', 'ringing', 'active', 'ended'] }).notNull(),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joined_by: userRef('joined_by'),
    started_by: userRef('started_by'),
    ended_by: userRef('ended_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    joined_at: timestamp('joined_at', { withTimezone: true }),
    started_at: timestamp('started_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    duration_seconds: integer('duration_seconds'),
    end_reason: text('end_reason', { enum: ['hung_up', 'cancelled', 'no_answer', 'connection_failed', 'session_ended'] }),
    /** Each party's own consent, given on screen, to the call being recorded. */
    doctor_recording_consent: boolean('doctor_recording_consent').notNull().default(false),
    patient_recording_consent: boolean('patient_recording_consent').notNull().default(false),
  },
  (t) => [
    // Two parties opening the call at once both reach the same one: the second insert conflicts here.
    uniqueIndex('calls_one_live_per_appointment').on(t.appointment_id).where(sql`${t.status} <> 'ended'`),
    index('calls_appointment_idx').on(t.appointment_id, t.id),
    index('calls_doctor_idx').on(t.doctor_id, t.id),
    index('calls_patient_idx').on(t.patient_id, t.id),
    check('calls_ended_check', sql`(${t.status} = 'ended') = (${t.ended_at} is not null)`),
  ],
);

/** When a person was last rung (told by a `call_waiting` notification) for an appointment's call:
 * joining again and again rings them at most once in a short while (rings.ts). */
export const callRings = pgTable(
  'call_rings',
  {
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rung_at: timestamp('rung_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appointment_id, t.user_id] })],
);
