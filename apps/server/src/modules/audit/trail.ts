// Writing the audit trail. Other modules call these inside the transaction of the change they
// record, and after every read of a record, so no change commits and no record is answered
// without its entry. Only this module writes audit_log; the database refuses updates and deletes.

import type { AuditAction, AuditEntityType } from '@naijacare/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import type { Caller } from '../accounts/caller';
import { auditLog } from './schema';

/** The role written with an entry: admins (and superusers) as admin, everyone else by account type. */
const roleOf = (c: Caller): string => (c.isAdmin ? 'admin' : c.actor.user_type);

export interface AuditEntry {
  who: AuditWho;
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: number | string | null;
  /** The patient whose record it concerns. */
  patient_id: number | null;
  /** For an admin_decision: what was decided, and the reason the person was told. */
  detail?: string;
  reason?: string | null;
}

/** What one person did to many entities at once (a list of records read): one row each. */
export interface AuditBatch {
  who: AuditWho;
  action: AuditAction;
  entity_type: AuditEntityType;
  entities: { entity_id: number | string | null; patient_id: number | null }[];
}

function row(
  who: AuditWho,
  action: AuditAction,
  entity_type: AuditEntityType,
  entity_id: number | string | null,
  patient_id: number | null,
  detail: string | null = null,
  reason: string | null = null,
) {
  return {
    detail,
    reason,
    actor_user_id: who.caller.actor.id,
    actor_role: roleOf(who.caller),
    action,
    entity_type,
    entity_id: entity_id === null ? null : String(entity_id),
    patient_id,
    ip: who.ip,
    user_agent: who.userAgent,
  };
}

/** Appends one entry; pass the transaction of the change it records. */
export async function recordAudit(q: DbOrTx, e: AuditEntry): Promise<void> {
  await q.insert(auditLog).values(row(e.who, e.action, e.entity_type, e.entity_id, e.patient_id, e.detail ?? null, e.reason ?? null));
}

/** Appends one entry per entity, in one insert. */
export async function recordAuditBatch(q: DbOrTx, b: AuditBatch): Promise<void> {
  if (b.entities.length === 0) return;
  await q.insert(auditLog).values(b.entities.map((x) => row(b.who, b.action, b.entity_type, x.entity_id, x.patient_id)));
}
