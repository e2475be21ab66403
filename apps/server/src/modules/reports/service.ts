// Reports (DOMAIN "Report"): anyone signed in reports content they can see (one open report per
// person per thing; rate-limited); an admin hides it (its author is told why), dismisses the report,
// or restores content hidden before. Hiding writes hidden_content, which every reader of that content
// consults (hidden.ts). Each decision runs with every report on the same content locked in id order,
// so of two admins deciding at once one wins and the other is told the report's new status (409),
// and no two decisions on one thing can deadlock.

import type { Paginated, Report, ReportAction, ReportInput, ReportsQuery } from '@naijacare/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { RateRule } from '../../config';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { AuditWho } from '../../http/audit-who';
import { type CounterStore, enforce } from '../../http/counters';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AuditService } from '../audit/service';
import type { NotificationsService } from '../notifications/service';
import { type JoinedReport, joinedReports, type ReportRow, toReport } from './rows';
import { hiddenContent, reports } from './schema';
import { readTarget, reportableTarget, type TargetReaders, WHAT } from './targets';
import { refusal } from './transitions';

export interface ReportsDeps extends TargetReaders {
  db: Db;
  notifications: NotificationsService;
  audit: AuditService;
  counters: CounterStore;
  /** Reports one person may file in a window. */
  reportsPerUser: RateRule;
  now?: () => Date;
}

export function reportsService({ db, notifications, audit, counters, reportsPerUser, now = () => new Date(), ...readers }: ReportsDeps) {
  async function present(q: Db | Tx, j: JoinedReport, c: Caller): Promise<Report> {
    const target = await readTarget(q, readers, c, j.report.target_type, j.report.target_id);
    return toReport(j, target?.content ?? null, c.isAdmin);
  }

  async function readJoined(q: Db | Tx, id: number): Promise<JoinedReport> {
    const [j] = (await joinedReports(q).where(eq(reports.id, id))) as JoinedReport[];
    return j;
  }

  /** Applies an admin's move to report `id` with every report on its content locked; the author hears of a hide or a restore. */
  async function decide(who: AuditWho, id: number, move: ReportAction, note: string | null): Promise<Report> {
    const c = who.caller;
    if (!c.isAdmin) throw forbidden();
    const [first] = await db.select({ type: reports.target_type, target: reports.target_id }).from(reports).where(eq(reports.id, id));
    if (!first) throw notFound('report_not_found');
    return db.transaction(async (tx) => {
      const onTarget = and(eq(reports.target_type, first.type), eq(reports.target_id, first.target));
      const locked: ReportRow[] = await tx.select().from(reports).where(onTarget).orderBy(asc(reports.id)).for('update');
      const report = locked.find((r) => r.id === id) as ReportRow;
      const refused = refusal(move, report.status);
      if (refused) throw new AppError(refused[0], refused[1], { params: refused[2], details: { status: report.status } });
      const at = now();
      const decided = { decided_at: at, decided_by: c.actor.id };
      const what = WHAT[report.target_type];
      if (move === 'action') {
        await tx
          .insert(hiddenContent)
          .values({ target_type: report.target_type, target_id: report.target_id, report_id: id, reason: note as string, hidden_by: c.actor.id, hidden_at: at })
          .onConflictDoNothing();
        // Every open report on the content is answered by the one decision.
        await tx
          .update(reports)
          .set({ status: 'actioned', ...decided, decision_note: note })
          .where(and(onTarget, eq(reports.status, 'open')));
        if (report.author_id !== null)
          await notifications.create(report.author_id, { code: 'content_hidden', params: { what, reason: note as string }, kind: 'moderation' }, tx);
      } else if (move === 'restore') {
        await tx.delete(hiddenContent).where(and(eq(hiddenContent.target_type, report.target_type), eq(hiddenContent.target_id, report.target_id)));
        await tx
          .update(reports)
          .set({ status: 'restored', ...decided, ...(note ? { decision_note: note } : {}) })
          .where(and(onTarget, eq(reports.status, 'actioned')));
        if (report.author_id !== null) await notifications.create(report.author_id, { code: 'content_restored', params: { what }, kind: 'moderation' }, tx);
      } else {
        await tx
          .update(reports)
          .set({ status: 'dismissed', ...decided, decision_note: note })
          .where(eq(reports.id, id));
      }
      await audit.record(tx, { who, action: 'admin_decision', entity_type: 'report', entity_id: id, patient_id: null, detail: move, reason: note ?? null });
      return present(tx, await readJoined(tx, id), c);
    });
  }

  return {
    /** Files a report on content the caller can see and did not write; a second open one on the same thing is 409. */
    async create(c: Caller, input: ReportInput): Promise<Report> {
      const target = await reportableTarget(db, readers, c, input.target_type, input.target_id);
      await enforce(counters, `reports:${c.actor.id}`, reportsPerUser, 'reports');
      const [row] = await db
        .insert(reports)
        .values({
          reporter_id: c.actor.id,
          target_type: input.target_type,
          target_id: input.target_id,
          author_id: target.authorId,
          reason: input.reason,
          created_at: now(),
        })
        .returning({ id: reports.id })
        .catch((error) => {
          if (uniqueViolation(error) === 'reports_open_per_reporter_key') throw conflict('report_exists');
          throw error;
        });
      return present(db, await readJoined(db, row.id), c);
    },

    /** The admins' queue, newest first, with the content each is about. */
    async list(c: Caller, q: ReportsQuery): Promise<Paginated<Report>> {
      if (!c.isAdmin) throw forbidden();
      const where: SQL | undefined = and(
        q.status ? eq(reports.status, q.status) : undefined,
        q.target_type ? eq(reports.target_type, q.target_type) : undefined,
      );
      const [{ total }] = await db.select({ total: count() }).from(reports).where(where);
      const rows = (await joinedReports(db)
        .where(where)
        .orderBy(desc(reports.created_at), desc(reports.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size)) as JoinedReport[];
      const results = await Promise.all(rows.map((j) => present(db, j, c)));
      return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results };
    },

    action: (who: AuditWho, id: number, reason: string) => decide(who, id, 'action', reason),
    dismiss: (who: AuditWho, id: number, note?: string) => decide(who, id, 'dismiss', note || null),
    restore: (who: AuditWho, id: number, note?: string) => decide(who, id, 'restore', note || null),
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
