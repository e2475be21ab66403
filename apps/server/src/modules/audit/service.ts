// The audit trail: other modules record through `record` / `recordMany` (inside their own
// transaction); a patient reads who accessed their record; an admin searches the whole trail. This module alone writes audit_log.

import type { AccessLogEntry, AccessLogQuery, AdminAuditQuery, Paginated } from '@naijacare/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { accessLogPage } from './access-log';
import { auditSearchPage } from './admin-search';
import { type AuditBatch, type AuditEntry, recordAudit, recordAuditBatch } from './trail';

export function auditService(db: Db) {
  return {
    record: (q: DbOrTx, entry: AuditEntry) => recordAudit(q, entry),
    recordMany: (q: DbOrTx, batch: AuditBatch) => recordAuditBatch(q, batch),

    async myAccessLog(c: Caller, query: AccessLogQuery): Promise<Paginated<AccessLogEntry>> {
      if (c.patientId === null) throw forbidden('access_log_patients_only');
      return accessLogPage(db, c.patientId, c.actor.id, query.page, query.page_size);
    },
    /** The admin's search of the whole trail; the route lets only admins in. */
    search: (query: AdminAuditQuery) => auditSearchPage(db, query),
  };
}

export type AuditService = ReturnType<typeof auditService>;
