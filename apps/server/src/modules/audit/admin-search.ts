// The admin's search of the whole audit trail (DOMAIN.md "Audit"): who did what to which record
// or account, filtered by actor, patient, entity, action and Lagos days, newest first. Unlike a
// patient's view, nothing is left out and the address and user agent are shown. Actors' names
// are joined for display only; the entry keeps the id, so a renamed or removed user changes nothing.
import { type AdminAuditEntry, type AdminAuditQuery, addDays, lagosInstant, type Paginated } from '@naijacare/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hospitalProfiles, users } from '../accounts/schema';
import { auditLog } from './schema';

function conditions(f: Omit<AdminAuditQuery, 'page' | 'page_size'>): SQL | undefined {
  return and(
    f.actor ? eq(auditLog.actor_user_id, f.actor) : undefined,
    f.patient ? eq(auditLog.patient_id, f.patient) : undefined,
    f.entity_type ? eq(auditLog.entity_type, f.entity_type) : undefined,
    f.entity_id ? eq(auditLog.entity_id, f.entity_id) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    // Days are Lagos calendar days, as every date the product shows.
    f.date_from ? gte(auditLog.created_at, lagosInstant(f.date_from, 0)) : undefined,
    f.date_to ? lt(auditLog.created_at, lagosInstant(addDays(f.date_to, 1), 0)) : undefined,
  );
}

export async function auditSearchPage(q: DbOrTx, f: AdminAuditQuery): Promise<Paginated<AdminAuditEntry>> {
  const where = conditions(f);
  const [{ total }] = await q.select({ total: count() }).from(auditLog).where(where);
  const rows = await q
    .select({ e: auditLog, first: users.first_name, last: users.last_name, hospital: hospitalProfiles.hospital_name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, auditLog.actor_user_id))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(f.page_size)
    .offset((f.page - 1) * f.page_size);
  return {
    count: total,
    next: f.page * f.page_size < total ? f.page + 1 : null,
    results: rows.map(({ e, first, last, hospital }) => ({
      id: e.id,
      actor_user_id: e.actor_user_id,
      actor_name: actorName(e.actor_role, first, last, hospital),
      actor_role: e.actor_role,
      action: e.action,
      entity_type: e.entity_type,
      entity_id: e.entity_id,
      patient_id: e.patient_id,
      detail: e.detail,
      reason: e.reason,
      ip: e.ip,
      user_agent: e.user_agent,
      created_at: e.created_at.toISOString(),
    })),
  };
}

function actorName(role: string, first: string | null, last: string | null, hospital: string | null): string {
  if (role === 'hospital' && hospital) return hospital;
  if (first === null) return 'A former user';
  return role === 'doctor' ? `Dr. ${first} ${last}` : `${first} ${last}`;
}
