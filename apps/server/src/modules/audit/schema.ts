// The audit trail: who read or changed what of a patient's record, when and from where. The app
// only ever inserts; the database refuses updates and deletes (migration 0012's trigger). Ids of
// people are plain numbers, not foreign keys, so no change elsewhere can rewrite a past entry.

import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_ACTIONS = ['read', 'list', 'create', 'update', 'delete', 'download', 'export', 'grant', 'revoke', 'admin_decision'] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_user_id: integer('actor_user_id'),
    /** patient, doctor, hospital or admin, as the actor was when acting. */
    actor_role: text('actor_role').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    /** What was acted on: medical_record, attachment, patient_profile… */
    entity_type: text('entity_type').notNull(),
    entity_id: text('entity_id'),
    /** The patient whose record it concerns, if any. */
    patient_id: integer('patient_id'),
    /** For an admin_decision: what was decided (approve, reject, deactivate, reactivate). */
    detail: text('detail'),
    /** For an admin_decision: the reason the admin gave, as the person was told it. */
    reason: text('reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_patient_idx').on(t.patient_id, t.created_at, t.id),
    index('audit_log_actor_idx').on(t.actor_user_id, t.created_at),
    index('audit_log_time_idx').on(t.created_at, t.id),
    // What was done to one record or account: the admin's page of a user reads its decisions by this.
    index('audit_log_entity_idx').on(t.entity_type, t.entity_id, t.created_at),
  ],
);
