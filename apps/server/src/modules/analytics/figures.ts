// The platform's figures, each one SQL statement grouped by state, so the live dashboard and the
// stored snapshots count the same way: the dashboard selects from them, the snapshot generation
// uses them as the CTEs of one INSERT … SELECT. A person counts in their own state (none: only in
// all Nigeria); an appointment, a ticket or a money movement in its person's state — the patient's,
// the requester's, the paying wallet's owner's. Open slots nobody booked are offers, not
// appointments, and are counted nowhere.

import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientProfiles, users } from '../accounts/schema';
import { appointments } from '../appointments/schema';
import { supportTickets } from '../support/schema';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/schema';

/** A half-open range of instants [from, to); either end may be open. */
export interface Range {
  from?: Date;
  to?: Date;
}

const within = (column: SQL | unknown, r: Range) =>
  sql.join(
    [
      sql`true`,
      ...(r.from ? [sql`${column} >= ${r.from.toISOString()}::timestamptz`] : []),
      ...(r.to ? [sql`${column} < ${r.to.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );

/** Accounts that joined in the range: state, user_type, account_status, n. */
export const usersJoined = (r: Range) => sql`
  select ${users.state} as state, ${users.user_type} as user_type, ${users.account_status} as account_status, count(*)::int as n
  from ${users} where ${within(users.date_joined, r)}
  group by 1, 2, 3`;

/** Booked appointments created in the range, in their patient's state: state, status, appointment_type, n. */
export const appointmentsBooked = (r: Range) => sql`
  select u.state as state, a.status as status, a.appointment_type as appointment_type, count(*)::int as n
  from ${appointments} a
  join ${patientProfiles} p on p.id = a.patient_id
  join ${users} u on u.id = p.user_id
  where ${within(sql`a.created_at`, r)}
  group by 1, 2, 3`;

/** Consultations completed in the range (when they ended; the planned end if none was recorded): state, n. */
export const consultationsCompleted = (r: Range) => sql`
  select u.state as state, count(*)::int as n
  from ${appointments} a
  join ${patientProfiles} p on p.id = a.patient_id
  join ${users} u on u.id = p.user_id
  where a.status = 'completed' and ${within(sql`coalesce(a.ended_at, a.ends_at)`, r)}
  group by 1`;

/** Support tickets opened in the range, in their requester's state: state, status, n. */
export const ticketsOpened = (r: Range) => sql`
  select u.state as state, t.status as status, count(*)::int as n
  from ${supportTickets} t
  join ${users} u on u.id = t.requester_id
  where ${within(sql`t.created_at`, r)}
  group by 1, 2`;

/**
 * Money moved through the ledger in the range, by the state of the transaction's person: for an
 * appointment's money (its fee held, paid, refunded, the doctor's earning, a dispute's refund) the
 * appointment's patient, as DOMAIN "Analytics" counts an appointment; otherwise the owner of its
 * lowest wallet entry (the payer; for a top-up or a payout, the only wallet).
 * - top_ups: what came in from the payment provider (out of provider_clearing) as top-ups;
 * - fees: consultation fees paid (a fee_payment's positive legs: the doctor's share and commission);
 * - refunds: fees given back to the patient (fee_refund at a cancellation, dispute_refund at a dispute's outcome);
 * - payouts: what went out to banks (into provider_clearing) less what the bank sent back;
 * - commission: the platform_revenue account's net change, whatever moved it.
 */
export const moneyMoved = (r: Range) => sql`
  with moves as (
    select t.id, t.type, t.appointment_id,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0) as gross,
      coalesce(sum(e.amount) filter (where la.kind = 'provider_clearing'), 0) as clearing,
      coalesce(sum(e.amount) filter (where la.kind = 'platform_revenue'), 0) as commission,
      (array_agg(la.user_id order by e.amount asc, e.id asc) filter (where la.kind = 'wallet'))[1] as person
    from ${ledgerTransactions} t
    join ${ledgerEntries} e on e.transaction_id = t.id
    join ${ledgerAccounts} la on la.id = e.account_id
    where ${within(sql`t.created_at`, r)}
    group by t.id, t.type, t.appointment_id
  )
  select u.state as state,
    coalesce(-sum(m.clearing) filter (where m.type = 'top_up'), 0)::bigint as top_ups,
    coalesce(sum(m.gross) filter (where m.type = 'fee_payment'), 0)::bigint as fees,
    coalesce(sum(m.gross) filter (where m.type in ('fee_refund', 'dispute_refund')), 0)::bigint as refunds,
    coalesce(sum(m.clearing) filter (where m.type in ('payout', 'payout_reversal')), 0)::bigint as payouts,
    coalesce(sum(m.commission), 0)::bigint as commission
  from moves m
  left join ${appointments} a on a.id = m.appointment_id
  left join ${patientProfiles} pp on pp.id = a.patient_id
  left join ${users} u on u.id = coalesce(pp.user_id, m.person)
  group by 1`;

/** The rows of a raw statement. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PostgreSQL answers bigint sums as text: every figure becomes a number here. */
export const num = (v: unknown) => Number(v ?? 0);
