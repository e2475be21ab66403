// Answers of the audit trail as a patient sees it (DOMAIN.md "Audit"): who read or changed
// what of their record, and when. Addresses and user agents stay in the log for admins.

import { z } from 'zod';
import { isIsoDate } from '../time';
import { paginatedSchema } from './pagination';
import { databaseId, pageQuery } from './params';
import { RECORD_TYPES } from './records';

/** `read` is what a person opened (a record, an attachment, the health profile); `list` is a row of a
 * list or a search result they were shown: kept for the admin's search, left out of the patient's view. */
export const AUDIT_ACTIONS = ['read', 'list', 'create', 'update', 'delete', 'download', 'export', 'grant', 'revoke', 'admin_decision'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What an entry is about; `medical_records` is one patient's records answered by one list call (entity id
 * null), `record_files` the list of a record's files (entity id: the record; null across records);
 * `hospital_access` is a hospital's access to the patient's record (granted or revoked). */
/** `user_account` is a person's account as an admin decides on it (approve, reject, deactivate, reactivate). */
export const AUDIT_ENTITY_TYPES = [
  'medical_record',
  'attachment',
  'medical_records',
  'record_files',
  'patient_profile',
  'hospital_access',
  'call_recording',
  'dispute',
  'report',
  'user_account',
  'payout',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What was opened or changed, in the patient's terms (no internal ids): a record by its type, title and
 * date, a file by its name and its record, their records as a list, the list of a record's files, the health profile, an export, a hospital's access. */
export const ACCESS_LOG_KINDS = [
  'record',
  'attachment',
  'records',
  'record_files',
  'health_profile',
  'export',
  'hospital_access',
  'call_recording',
  'other',
] as const;
export const accessLogAboutSchema = z.object({
  kind: z.enum(ACCESS_LOG_KINDS),
  record_type: z.enum(RECORD_TYPES).nullable().describe('The record’s type (for a record, or the record a file belongs to); null once deleted'),
  record_title: z.string().nullable(),
  record_date: z.string().nullable().describe('When the record was written'),
  file_name: z.string().nullable().describe('For a file: its name'),
  hospital_name: z
    .string()
    .nullable()
    .describe('For a hospital’s access granted or ended: the hospital, whoever acted (the patient granting it, an admin ending it)'),
});
export type AccessLogAbout = z.infer<typeof accessLogAboutSchema>;

export const accessLogEntrySchema = z.object({
  id: z.number(),
  actor_name: z.string().describe('The person, or the hospital’s name for a hospital account'),
  actor_role: z.string().describe('patient, doctor, hospital or admin, as they were when acting'),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.string(),
  about: accessLogAboutSchema,
  created_at: z.string(),
});
export const accessLogPageSchema = paginatedSchema(accessLogEntrySchema);
export const accessLogQuery = z.object({ ...pageQuery });

export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export type AccessLogQuery = z.infer<typeof accessLogQuery>;

/** The admin's search of the whole trail (DOMAIN.md "Audit"): every filter optional, newest first. */
const auditDay = (label: string) =>
  z.string().refine(isIsoDate, `${label} must be a date like 2026-11-23`).describe(`${label}: a Lagos calendar day, YYYY-MM-DD`);
export const adminAuditQuery = z
  .object({
    actor: databaseId('Actor').optional().describe('The user id of who acted'),
    patient: databaseId('Patient').optional().describe('The patient (profile id) the entry concerns'),
    entity_type: z
      .string()
      .trim()
      .max(50)
      .regex(/^[a-z_]+$/, 'entity_type is a lower-case name like medical_record')
      .optional(),
    entity_id: z.string().trim().max(50).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    date_from: auditDay('date_from').optional(),
    date_to: auditDay('date_to').optional(),
    ...pageQuery,
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, { message: 'date_to must be on or after date_from', path: ['date_to'] });
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

export const adminAuditEntrySchema = z.object({
  id: z.number(),
  actor_user_id: z.number().nullable(),
  actor_name: z.string(),
  actor_role: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  patient_id: z.number().nullable(),
  /** What an admin decided (approve, reject, deactivate, reactivate…), for an `admin_decision`. */
  detail: z.string().nullable(),
  /** The reason the admin gave, which the person was told. */
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export const adminAuditPageSchema = paginatedSchema(adminAuditEntrySchema);
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
