// Answers of the audit trail as a patient sees it (DOMAIN.md "Audit"): who read or changed
// what of their record, and when. Addresses and user agents stay in the log for admins.

import { z } from 'zod';
import { paginatedSchema } from './pagination';
import { pageQuery } from './params';

export const AUDIT_ACTIONS = ['read', 'create', 'update', 'delete', 'download', 'export', 'grant', 'revoke', 'admin_decision'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What an entry is about; `hospital_access` is a hospital's access to the patient's record (granted or revoked). */
export const AUDIT_ENTITY_TYPES = ['medical_record', 'attachment', 'patient_profile', 'hospital_access', 'call_recording', 'dispute', 'report'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const accessLogEntrySchema = z.object({
  id: z.number(),
  actor_name: z.string().describe('The person, or the hospital’s name for a hospital account'),
  actor_role: z.string().describe('patient, doctor, hospital or admin, as they were when acting'),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  created_at: z.string(),
});
export const accessLogPageSchema = paginatedSchema(accessLogEntrySchema);
export const accessLogQuery = z.object({ ...pageQuery });

export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
export type AccessLogQuery = z.infer<typeof accessLogQuery>;
