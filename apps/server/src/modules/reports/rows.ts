// Reports as the admins' queue shows them: the reporter's and the deciding admin's names joined into
// the statement that reads them.

import type { Report } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { users } from '../accounts/schema';
import { reports } from './schema';
import { actionsFor } from './transitions';

const reporter = alias(users, 'reporter');
const decider = alias(users, 'decider');

export type ReportRow = typeof reports.$inferSelect;

export interface JoinedReport {
  report: ReportRow;
  reporter_first: string;
  reporter_last: string;
  decider_first: string | null;
  decider_last: string | null;
}

export const joinedReports = (q: DbOrTx) =>
  q
    .select({
      report: reports,
      reporter_first: reporter.first_name,
      reporter_last: reporter.last_name,
      decider_first: decider.first_name,
      decider_last: decider.last_name,
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporter_id))
    .leftJoin(decider, eq(decider.id, reports.decided_by));

/** The report as an admin reads it (content is read separately, through its owner). */
export function toReport(j: JoinedReport, content: Report['content'], admin: boolean): Report {
  const r = j.report;
  return {
    id: r.id,
    target_type: r.target_type,
    target_id: r.target_id,
    reason: r.reason,
    status: r.status,
    created_at: r.created_at.toISOString(),
    reporter: admin ? { id: r.reporter_id, name: `${j.reporter_first} ${j.reporter_last}` } : null,
    decided_at: r.decided_at?.toISOString() ?? null,
    decided_by: admin && r.decided_by !== null ? { id: r.decided_by, name: `${j.decider_first} ${j.decider_last}` } : null,
    decision_note: admin ? r.decision_note : null,
    content: admin ? content : null,
    allowed_actions: admin ? actionsFor(r.status) : [],
  };
}
