// The ledger's invariants, checked after every test of the money files: every transaction has
// entries that sum to zero, no wallet is below zero, and each account's balances equal the sum
// of its entries. Read straight from the tables: it checks the ledger, not its own code.

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
    select a.id, a.kind, a.user_id, a.available, a.pending,
      coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)::bigint as entries_available,
      coalesce(sum(e.amount) filter (where e.bucket = 'pending'), 0)::bigint as entries_pending
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.id
    having a.available <> coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)
        or a.pending <> coalesce(sum(e.amount) filter (where e.bucket = 'pending'), 0)`))
    problems.push(
      `account ${r.id} (${r.kind} ${r.user_id ?? ''}) holds ${r.available}/${r.pending} but its entries sum to ${r.entries_available}/${r.entries_pending}`,
    );
  return problems;
}
