// Every ledger transaction, as the admin searches them: newest first, filtered by type, by the
// person whose wallet it touched (an id, or a search of username, name or email), by Lagos days
// and by the money it moved; each with both its sides named (where the money came from, where it
// went). Read straight from the ledger's tables, which only the ledger writes.

import { type AdminTransaction, type AdminTransactionsQuery, addDays, formatNaira, type LedgerLeg, lagosInstant } from '@naijacare/contracts';
import { and, count, desc, eq, exists, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partiesOf, usersMatching } from '../accounts/money-parties';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

const t = ledgerTransactions;

/** The money a transaction moved: what its receiving legs got (a hold moves its sum within one wallet). */
// Named in full: drizzle writes a lone table's columns unqualified in a select list, where "id" would be the entry's.
const movedAmount =
  sql<number>`(select coalesce(sum(e.amount), 0) from ledger_entries e where e.transaction_id = ledger_transactions.id and e.amount > 0)`.mapWith(Number);

function filters(db: DbOrTx, q: AdminTransactionsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.type) where.push(eq(t.type, q.type));
  // Days are Lagos calendar days, as every date the product shows.
  if (q.date_from) where.push(gte(t.created_at, lagosInstant(q.date_from, 0)));
  if (q.date_to) where.push(lt(t.created_at, lagosInstant(addDays(q.date_to, 1), 0)));
  if (q.amount_min !== undefined) where.push(sql`${movedAmount} >= ${q.amount_min}`);
  if (q.amount_max !== undefined) where.push(sql`${movedAmount} <= ${q.amount_max}`);
  // The person's wallet: by id, or anyone the search finds.
  const owners: SQL[] = [];
  if (q.user !== undefined) owners.push(eq(ledgerAccounts.user_id, q.user));
  if (q.search) owners.push(inArray(ledgerAccounts.user_id, usersMatching(db, q.search)));
  if (owners.length > 0) {
    const wallets = db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, 'wallet'), ...owners));
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.transaction_id, t.id), inArray(ledgerEntries.account_id, wallets))),
      ),
    );
  }
  return and(...where);
}

/** The legs of these transactions, each with its wallet's owner named; platform accounts have none. */
async function legsOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, LedgerLeg[]>();
  const rows = await db
    .select({
      transaction_id: ledgerEntries.transaction_id,
      kind: ledgerAccounts.kind,
      user_id: ledgerAccounts.user_id,
      bucket: ledgerEntries.bucket,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
    .where(inArray(ledgerEntries.transaction_id, ids))
    .orderBy(ledgerEntries.id);
  const parties = await partiesOf(db, [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))]);
  const legs = new Map<number, LedgerLeg[]>();
  for (const r of rows) {
    const leg: LedgerLeg = {
      account: r.kind,
      user: r.user_id === null ? null : (parties.get(r.user_id) ?? null),
      bucket: r.bucket,
      amount: r.amount,
      amount_formatted: formatNaira(r.amount),
    };
    legs.set(r.transaction_id, [...(legs.get(r.transaction_id) ?? []), leg]);
  }
  return legs;
}

export async function transactionPage(db: DbOrTx, q: AdminTransactionsQuery) {
  const where = filters(db, q);
  const [{ total }] = await db.select({ total: count() }).from(t).where(where);
  const rows = await db
    .select({ id: t.id, type: t.type, reason: t.reason, appointment_id: t.appointment_id, created_at: t.created_at, amount: movedAmount })
    .from(t)
    .where(where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  const legs = await legsOf(
    db,
    rows.map((r) => r.id),
  );
  const results: AdminTransaction[] = rows.map((r) => {
    const all = legs.get(r.id) ?? [];
    return {
      id: r.id,
      type: r.type as AdminTransaction['type'],
      reason: r.reason,
      appointment_id: r.appointment_id,
      amount: r.amount,
      amount_formatted: formatNaira(r.amount),
      from: all.filter((l) => l.amount < 0),
      to: all.filter((l) => l.amount > 0),
      created_at: r.created_at.toISOString(),
    };
  });
  return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results };
}
