// A patient's view of the audit trail: who (name and role) read or changed what of their
// record, and when, newest first. Their own reads are in the log too (an admin sees them) but
// are left out here: the patient knows they looked. Their own grants and revocations of a
// hospital's access stay, beside the hospital's and admins' ones: the history of who could see
// the record. Names are joined for display only.

import type { AccessLogEntry, Paginated } from '@naijacare/contracts';
import { and, count, desc, eq, inArray, isNull, ne, not, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hospitalProfiles, users } from '../accounts/schema';
import { auditLog } from './schema';

/** What the patient did only to look at their own record: left out of their view of it. */
const OWN_READS = ['read', 'download', 'export'] as const;

export async function accessLogPage(q: DbOrTx, patientId: number, patientUserId: number, page: number, pageSize: number): Promise<Paginated<AccessLogEntry>> {
  const notMine = or(isNull(auditLog.actor_user_id), ne(auditLog.actor_user_id, patientUserId));
  const where = and(eq(auditLog.patient_id, patientId), or(notMine, not(inArray(auditLog.action, OWN_READS))));
  const [{ total }] = await q.select({ total: count() }).from(auditLog).where(where);
  const rows = await q
    .select({ e: auditLog, first: users.first_name, last: users.last_name, hospital: hospitalProfiles.hospital_name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, auditLog.actor_user_id))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total,
    next: page * pageSize < total ? page + 1 : null,
    results: rows.map(({ e, first, last, hospital }) => ({
      id: e.id,
      actor_name: nameOf(e.actor_role, first, last, hospital),
      actor_role: e.actor_role,
      action: e.action,
      entity_type: e.entity_type,
      entity_id: e.entity_id,
      created_at: e.created_at.toISOString(),
    })),
  };
}

function nameOf(role: string, first: string | null, last: string | null, hospital: string | null): string {
  if (role === 'hospital' && hospital) return hospital;
  if (first === null) return 'A former user';
  return role === 'doctor' ? `Dr. ${first} ${last}` : `${first} ${last}`;
}
