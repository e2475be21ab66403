// Medical records and their attachments. A doctor writes a record for a patient they have (or
// had) an appointment with; the author may edit or delete it for 24 hours, later a correction is
// a new record naming the one it amends. Attachments are files in private storage, named by the
// server; the row says what the file is and where it is kept.

import { randomBytes } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { doctorProfiles, patientProfiles, users } from '../accounts/schema';
import { appointments } from '../appointments/schema';

export const RECORD_TYPES = ['consultation', 'diagnosis', 'lab_result', 'prescription', 'imaging', 'other'] as const;
/** Stored statuses of a prescription; `completed` is also answered for an active one whose course has run. */
export const PRESCRIPTION_STATUSES = ['active', 'stopped', 'completed', 'replaced'] as const;
export const ATTACHMENT_FILE_TYPES = ['lab_report', 'imaging', 'prescription', 'document', 'other'] as const;

/** A new record's verification code: VERIFICATION_CODE_LENGTH hex characters from a secure source. */
export const newVerificationCode = () =>
  randomBytes(VERIFICATION_CODE_LENGTH / 2)
    .toString('hex')
    .toUpperCase();

/** One medication of a prescription record. */
export interface MedicationRow {
  name: string;
  dosage: string;
  frequency: string;
  duration: string;
  instructions: string;
}

export const medicalRecords = pgTable(
  'medical_records',
  {
    id: serial('id').primaryKey(),
    patient_id: integer('patient_id')
      .notNull()
      .references(() => patientProfiles.id, { onDelete: 'cascade' }),
    /** The author. */
    doctor_id: integer('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'restrict' }),
    appointment_id: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The record this one corrects, written after the author's 24 hours had passed. */
    amends_id: integer('amends_id').references((): AnyPgColumn => medicalRecords.id, { onDelete: 'set null' }),
    record_type: text('record_type', { enum: RECORD_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    diagnosis: text('diagnosis').notNull().default(''),
    treatment: text('treatment').notNull().default(''),
    /** Prescriptions: the medications, in order. */
    medications: jsonb('medications').$type<MedicationRow[]>().notNull().default([]),
    follow_up_date: date('follow_up_date'),
    /** Prescriptions: active until a doctor stops or replaces it (completed once its course has run). */
    prescription_status: text('prescription_status', { enum: PRESCRIPTION_STATUSES }).notNull().default('active'),
    /** Why it was stopped or replaced, as the doctor wrote it. */
    status_reason: text('status_reason'),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    /** The doctor who stopped, replaced or renewed it. */
    status_changed_by: integer('status_changed_by').references(() => doctorProfiles.id, { onDelete: 'set null' }),
    /** The prescription this one replaces or renews; one successor at most (unique). */
    replaces_id: integer('replaces_id').references((): AnyPgColumn => medicalRecords.id, { onDelete: 'set null' }),
    /** Random and unguessable (80 bits, hex): what a pharmacist checks at the public page. */
    verification_code: text('verification_code').notNull().$defaultFn(newVerificationCode),
    /** Who issued it, as approved when it was issued ("Dr. " and the name an admin approved, and the
     * MDCN licence): what the printout and the pharmacist's check show, whatever the doctor's profile
     * says later. Null on other records. */
    prescriber_name: text('prescriber_name'),
    prescriber_license: text('prescriber_license'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medical_records_patient_idx').on(t.patient_id, t.created_at, t.id),
    index('medical_records_doctor_idx').on(t.doctor_id, t.created_at, t.id),
    index('medical_records_appointment_idx').on(t.appointment_id),
    uniqueIndex('medical_records_replaces_unique').on(t.replaces_id),
    uniqueIndex('medical_records_verification_code_unique').on(t.verification_code),
    check('medical_records_prescription_status_check', sql`${t.prescription_status} in ('active', 'stopped', 'completed', 'replaced')`),
  ],
);

export const medicalRecordAttachments = pgTable(
  'medical_record_attachments',
  {
    id: serial('id').primaryKey(),
    record_id: integer('record_id')
      .notNull()
      .references(() => medicalRecords.id, { onDelete: 'cascade' }),
    file_type: text('file_type', { enum: ATTACHMENT_FILE_TYPES }).notNull().default('other'),
    description: text('description').notNull().default(''),
    /** The name the uploader's file had, shown and offered on download; never used to store it. */
    original_name: text('original_name').notNull(),
    /** The type found in the file's content (magic bytes), not the one declared. */
    content_type: text('content_type').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The server-generated key of the file in private storage. */
    storage_key: text('storage_key').notNull().unique(),
    uploaded_by: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('medical_record_attachments_record_idx').on(t.record_id, t.id), check('medical_record_attachments_size_check', sql`${t.size_bytes} >= 0`)],
);
