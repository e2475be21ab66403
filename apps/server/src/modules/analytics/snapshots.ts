// Daily snapshots: one Lagos day's figures stored for all Nigeria and for each state, computed by
// one INSERT … SELECT over the same grouped figures as the live dashboard. ON CONFLICT on (day,
// state) makes it idempotent: a second run — or two at once, the second waiting on the first's row
// — rewrites the day's row instead of adding one, so a day generated again (after a late refund,
// say) shows its latest figures.

import { ANALYTICS_ALL, type AnalyticsSnapshot, addDays, codesOf, formatNaira, lagosDate, lagosInstant, STATES } from '@naijacare/contracts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointmentsBooked, consultationsCompleted, moneyMoved, num, rowsOf, ticketsOpened, usersJoined } from './figures';
import { analyticsSnapshots } from './schema';

export const STATE_SCOPES: readonly string[] = codesOf(STATES);

type SnapshotRow = typeof analyticsSnapshots.$inferSelect;

export function serializeSnapshot(r: SnapshotRow): AnalyticsSnapshot {
  const money = (k: 'top_ups' | 'fees' | 'refunds' | 'payouts' | 'commission') => num(r[k]);
  return {
    day: r.day,
    state: r.state,
    new_users: r.new_users,
    new_patients: r.new_patients,
    new_doctors: r.new_doctors,
    new_hospitals: r.new_hospitals,
    users_total: r.users_total,
    appointments_booked: r.appointments_booked,
    consultations_completed: r.consultations_completed,
    tickets_opened: r.tickets_opened,
    top_ups: money('top_ups'),
    top_ups_formatted: formatNaira(money('top_ups')),
    fees: money('fees'),
    fees_formatted: formatNaira(money('fees')),
    refunds: money('refunds'),
    refunds_formatted: formatNaira(money('refunds')),
    payouts: money('payouts'),
    payouts_formatted: formatNaira(money('payouts')),
    commission: money('commission'),
    commission_formatted: formatNaira(money('commission')),
    generated_at: new Date(r.generated_at).toISOString(),
  };
}

/** The sum of a figure's rows in the scope row `sc` (all Nigeria: every row, a person without a state too). */
const inScope = (cte: string, column: string, extra = sql``) =>
  sql`(select coalesce(sum(${sql.identifier(column)}), 0) from ${sql.identifier(cte)} f where (sc.scope = 'all' or f.state = sc.scope) ${extra})`;
const ofType = (type: string) => sql`and f.user_type = ${type}`;

/** Computes and stores the snapshots of `day` (a Lagos date) for each scope; answers the stored rows. */
export async function generateSnapshots(db: DbOrTx, day: string, scopes: readonly string[]): Promise<SnapshotRow[]> {
  const range = { from: lagosInstant(day, 0), to: lagosInstant(addDays(day, 1), 0) };
  const scopeList = sql.join(
    scopes.map((s) => sql`${s}`),
    sql`, `,
  );
  return rowsOf<SnapshotRow>(
    db,
    sql`
    with joined as (${usersJoined(range)}),
      existing as (${usersJoined({ to: range.to })}),
      booked as (${appointmentsBooked(range)}),
      completed as (${consultationsCompleted(range)}),
      tickets as (${ticketsOpened(range)}),
      moved as (${moneyMoved(range)}),
      scopes as (select unnest(array[${scopeList}]::text[]) as scope)
    insert into ${analyticsSnapshots} (day, state, new_users, new_patients, new_doctors, new_hospitals, users_total,
      appointments_booked, consultations_completed, tickets_opened, top_ups, fees, refunds, payouts, commission, generated_at)
    select ${day}::date, sc.scope,
      ${inScope('joined', 'n')}, ${inScope('joined', 'n', ofType('patient'))}, ${inScope('joined', 'n', ofType('doctor'))},
      ${inScope('joined', 'n', ofType('hospital'))}, ${inScope('existing', 'n')},
      ${inScope('booked', 'n')}, ${inScope('completed', 'n')}, ${inScope('tickets', 'n')},
      ${inScope('moved', 'top_ups')}, ${inScope('moved', 'fees')}, ${inScope('moved', 'refunds')},
      ${inScope('moved', 'payouts')}, ${inScope('moved', 'commission')}, now()
    from scopes sc
    on conflict (day, state) do update set
      new_users = excluded.new_users, new_patients = excluded.new_patients, new_doctors = excluded.new_doctors,
      new_hospitals = excluded.new_hospitals, users_total = excluded.users_total,
      appointments_booked = excluded.appointments_booked, consultations_completed = excluded.consultations_completed,
      tickets_opened = excluded.tickets_opened, top_ups = excluded.top_ups, fees = excluded.fees, refunds = excluded.refunds,
      payouts = excluded.payouts, commission = excluded.commission, generated_at = excluded.generated_at
    returning id, to_char(day, 'YYYY-MM-DD') as day, state, new_users, new_patients, new_doctors, new_hospitals, users_total,
      appointments_booked, consultations_completed, tickets_opened, top_ups, fees, refunds, payouts, commission, generated_at`,
  );
}

/** The stored snapshots of one scope for the `days` days up to yesterday (Lagos), oldest first. */
export async function storedSnapshots(db: DbOrTx, scope: string, days: number, now: Date): Promise<AnalyticsSnapshot[]> {
  const today = lagosDate(now);
  const rows = await db
    .select()
    .from(analyticsSnapshots)
    .where(and(eq(analyticsSnapshots.state, scope), gte(analyticsSnapshots.day, addDays(today, -days)), lte(analyticsSnapshots.day, addDays(today, -1))))
    .orderBy(asc(analyticsSnapshots.day));
  return rows.map(serializeSnapshot);
}

/** How many days back the sweep looks for a day left without its snapshots (the server was down). */
export const CATCH_UP_DAYS = 7;

/** The days of the last week (up to yesterday) missing their national or any state snapshot. */
export async function daysMissingSnapshots(db: DbOrTx, now: Date): Promise<string[]> {
  const yesterday = addDays(lagosDate(now), -1);
  const wanted = Array.from({ length: CATCH_UP_DAYS }, (_, i) => addDays(yesterday, -i));
  const stored = await db
    .select({ day: analyticsSnapshots.day, n: sql<number>`count(*)::int` })
    .from(analyticsSnapshots)
    .where(and(gte(analyticsSnapshots.day, wanted[wanted.length - 1]), lte(analyticsSnapshots.day, yesterday)))
    .groupBy(analyticsSnapshots.day);
  const counts = new Map(stored.map((r) => [r.day, num(r.n)]));
  return wanted.filter((day) => (counts.get(day) ?? 0) < STATE_SCOPES.length + 1).reverse();
}

export const NATIONAL_SCOPES: readonly string[] = [ANALYTICS_ALL];
