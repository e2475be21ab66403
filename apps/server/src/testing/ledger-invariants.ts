// The ledger's invariants, checked after every test of the money files: every transaction has
// entries that sum to zero, no wallet is below zero, and each account's balances equal the sum
// of its entries; earnings waiting are in pending, and each fee's hold follows its appointment's
// status; the platform's revenue never goes below zero and gives back through disputes at most
// the commission it took on the appointment; what a dispute took of an earning is what its doctor
// gave, from pending or as a debt (the `owed` bucket, never above zero). Read straight from the tables: it checks the ledger, not its own code.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function ledgerProblems(db: Db): Promise<string[]> {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const problems: string[] = [];
  for (const r of await rows(sql`
    select t.id, t.key, coalesce(sum(e.amount), 0)::bigint as total, count(e.id)::int as entries
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`))
    problems.push(`transaction ${r.key} sums to ${r.total} over ${r.entries} entries`);
  for (const r of await rows(sql`select id, user_id, available, pending from ledger_accounts where kind = 'wallet' and (available < 0 or pending < 0)`))
    problems.push(`wallet of user ${r.user_id} is negative: available ${r.available}, pending ${r.pending}`);
  for (const r of await rows(sql`
    select a.id, a.kind, a.user_id, a.available, a.pending, a.owed,
      coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)::bigint as entries_available,
      coalesce(sum(e.amount) filter (where e.bucket = 'pending'), 0)::bigint as entries_pending,
      coalesce(sum(e.amount) filter (where e.bucket = 'owed'), 0)::bigint as entries_owed
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id
    having a.available <> coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)
        or a.pending <> coalesce(sum(e.amount) filter (where e.bucket = 'pending'), 0)
        or a.owed <> coalesce(sum(e.amount) filter (where e.bucket = 'owed'), 0)`))
    problems.push(
      `account ${r.id} (${r.kind} ${r.user_id ?? ''}) holds ${r.available}/${r.pending}/${r.owed} but its entries sum to ${r.entries_available}/${r.entries_pending}/${r.entries_owed}`,
    );
  // A debt is a person's, and the owed bucket never holds money.
  for (const r of await rows(sql`select id, kind, user_id, owed from ledger_accounts where owed > 0 or (kind <> 'wallet' and owed <> 0)`))
    problems.push(`account ${r.id} (${r.kind} ${r.user_id ?? ''}) has owed ${r.owed}`);
  // Refunds never take the platform's revenue below zero.
  for (const r of await rows(sql`select available, pending from ledger_accounts where kind = 'platform_revenue' and (available < 0 or pending < 0)`))
    problems.push(`platform revenue is negative: ${r.available}/${r.pending}`);
  // The platform gives back through disputes at most the commission it kept on the appointment.
  for (const r of await rows(sql`
    select t.appointment_id,
      coalesce(-sum(e.amount) filter (where t.type = 'dispute_refund'), 0)::bigint as given,
      coalesce(sum(e.amount) filter (where t.type in ('fee_payment', 'earning')), 0)::bigint as commission
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'platform_revenue'
    where t.appointment_id is not null group by t.appointment_id
    having coalesce(-sum(e.amount) filter (where t.type = 'dispute_refund'), 0) > coalesce(sum(e.amount) filter (where t.type in ('fee_payment', 'earning')), 0)`))
    problems.push(`appointment ${r.appointment_id}: the platform gave back ${r.given} through disputes, more than its commission ${r.commission}`);
  // What disputes took of an earning is what its doctor gave to refunds: from pending, or owed.
  for (const r of await rows(sql`
    select er.appointment_id, er.refunded,
      coalesce((select -sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'wallet' and a.user_id = er.user_id
        where t.type = 'dispute_refund' and t.appointment_id = er.appointment_id), 0)::bigint as gave
    from earnings er`))
    if (Number(r.refunded) !== Number(r.gave))
      problems.push(`earning of appointment ${r.appointment_id} says ${r.refunded} refunded, its doctor gave ${r.gave}`);
  // An earning not yet released (less what a dispute refunded of it) is still in its owner's pending balance.
  for (const r of await rows(sql`
    select e.user_id, sum(e.amount - e.refunded)::bigint as waiting, coalesce(max(a.pending), 0)::bigint as pending
    from earnings e left join ledger_accounts a on a.kind = 'wallet' and a.user_id = e.user_id
    where e.released_at is null group by e.user_id having sum(e.amount - e.refunded) > coalesce(max(a.pending), 0)`))
    problems.push(`user ${r.user_id} waits for ${r.waiting} of earnings but holds ${r.pending} pending`);
  // A fee's hold follows its appointment: settled once the appointment closed, held while it is open.
  for (const r of await rows(sql`
    select h.key, ap.status, exists (select 1 from ledger_transactions s where s.settles_id = h.id) as settled
    from ledger_transactions h join appointments ap on ap.id = h.appointment_id
    where h.type = 'fee_hold'
      and (ap.status in ('pending', 'scheduled', 'in_progress')) = exists (select 1 from ledger_transactions s where s.settles_id = h.id)`))
    problems.push(`hold ${r.key} is ${r.settled ? 'settled' : 'still held'} but its appointment is ${r.status}`);
  // A dispute undecided holds its appointment's earning; a decided one holds it no more.
  for (const r of await rows(sql`
    select d.id, d.status, e.on_hold from disputes d join earnings e on e.appointment_id = d.appointment_id
    where d.earning_hold = 'pending' and e.released_at is null
      and (d.status in ('open', 'under_review')) <> e.on_hold
      and not exists (select 1 from disputes o where o.appointment_id = d.appointment_id and o.id <> d.id and o.status in ('open', 'under_review'))`))
    problems.push(`dispute ${r.id} is ${r.status} but its earning is ${r.on_hold ? 'held' : 'not held'}`);
  // A dispute never refunds more than its appointment's fee, over all its disputes.
  for (const r of await rows(sql`
    select appointment_id, sum(refund_amount)::bigint as refunded, max(fee)::bigint as fee from disputes
    group by appointment_id having sum(refund_amount) > max(fee)`))
    problems.push(`appointment ${r.appointment_id} was refunded ${r.refunded} by disputes, more than its fee ${r.fee}`);
  return problems;
}
