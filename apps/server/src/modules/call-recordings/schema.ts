// Recordings of calls. The file grows in numbered pieces: `chunks` counts those stored (the next
// piece's sequence) and `size_bytes` where the file ends, both moved in the transaction that
// writes a piece. The call's doctor and patient are copied from the call, so who may read a
// recording is decided from its own row.

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctorProfiles, patientProfiles, users } from '../accounts/schema';
import { appointments } from '../appointments/schema';
import { calls } from '../calls/schema';

export const callRecordings = pgTable(
  'call_recordings',
  {
    id: serial('id').primaryKey(),
    call_id: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    appointment_id: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patientProfiles.id, { onDelete: 'cascade' }),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['recording', 'ready'] }).notNull(),
    /** Known from the first piece, with the file's name in private storage. */
    content_type: text('content_type', { enum: ['video/webm', 'audio/webm', 'video/mp4', 'audio/mp4'] }),
    storage_key: text('storage_key'),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    duration_seconds: integer('duration_seconds'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
    /** When either party withdrew consent while it was open: it takes no more pieces, ever. */
    consent_withdrawn_at: timestamp('consent_withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('call_recordings_call_idx').on(t.call_id, t.id),
    // One recording in pieces per call at a time (one stopped by a withdrawal of consent no longer
    // takes pieces): of two starts at once, the second insert conflicts here.
    uniqueIndex('call_recordings_one_open_per_call').on(t.call_id).where(sql`${t.status} = 'recording' and ${t.consent_withdrawn_at} is null`),
    index('call_recordings_doctor_idx').on(t.doctor_id, t.id),
    index('call_recordings_patient_idx').on(t.patient_id, t.id),
    check('call_recordings_file_check', sql`(${t.chunks} = 0) = (${t.storage_key} is null) and (${t.storage_key} is null) = (${t.content_type} is null)`),
    check('call_recordings_ready_check', sql`(${t.status} = 'ready') = (${t.ready_at} is not null) and (${t.status} <> 'ready' or ${t.chunks} > 0)`),
  ],
);

/** What each stored piece was (its size and SHA-256), so a retry of a piece is told apart from
 * other bytes sent under the same number. A whole recording uploaded at once is its piece 0. */
export const callRecordingPieces = pgTable(
  'call_recording_pieces',
  {
    recording_id: integer('recording_id')
      .notNull()
      .references(() => callRecordings.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Hexadecimal. */
    sha256: text('sha256').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recording_id, t.sequence] })],
);
