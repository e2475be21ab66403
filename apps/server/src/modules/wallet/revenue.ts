// The platform's money by period, summed in SQL from the ledger's entries: the commission it
// earned (every entry of its revenue account, so commission later given back is netted out),
// the fees patients paid, the fees given back, the top-ups in and the payouts out. Periods are
// the Lagos day so far, the last 7 and 30 days (rolling, to the minute) and all time.

import { type AdminRevenue, formatNaira, lagosDate, lagosInstant, REVENUE_PERIODS, type RevenuePeriod, type RevenuePeriodTotals } from '@naijacare/contracts';
import { eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/schema';

const DAY = 86_400_000;

/** The first instant a period counts from; null for all time. */
export function periodStart(period: RevenuePeriod, now: Date): Date | null {
  switch (period) {
    case 'today':
      return lagosInstant(lagosDate(now), 0);
    case '7d':
      return new Date(now.getTime() - 7 * DAY);
    case '30d':
      return new Date(now.getTime() - 30 * DAY);
    case 'all':
      return null;
  }
}

const money = (amount: number) => ({ amount, formatted: formatNaira(amount) });
const sumWhere = (condition: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${condition}), 0)`.mapWith(Number);
/** What the receiving legs of transactions of these types got. */
const received = (...types: string[]) =>
  sumWhere(
    sql`${ledgerTransactions.type} in (${sql.join(
      types.map((type) => sql`${type}`),
      sql`, `,
    )}) and ${ledgerEntries.amount} > 0`,
  );

async function totalsSince(db: DbOrTx, period: RevenuePeriod, since: Date | null): Promise<RevenuePeriodTotals> {
  const [row] = await db
    .select({
      commission: sumWhere(sql`${ledgerAccounts.kind} = 'platform_revenue'`),
      fees: received('fee_payment'),
      // Fees given back: at a cancellation or rejection, and at a dispute's outcome.
      refunds: received('fee_refund', 'dispute_refund'),
      top_ups: received('top_up'),
      payouts: received('payout'),
      transactions: sql<number>`count(distinct ${ledgerTransactions.id})`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transaction_id, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
    .where(since ? gte(ledgerTransactions.created_at, since) : undefined);
  return {
    period,
    since: since?.toISOString() ?? null,
    commission: money(row.commission),
    fees: money(row.fees),
    refunds: money(row.refunds),
    top_ups: money(row.top_ups),
    payouts: money(row.payouts),
    transactions: row.transactions,
  };
}

export async function revenue(db: DbOrTx, now: Date): Promise<AdminRevenue> {
  const periods = await Promise.all(REVENUE_PERIODS.map((p) => totalsSince(db, p, periodStart(p, now))));
  const [balances] = await db
    .select({
      platform: sumWhereAccount('platform_revenue', sql`${ledgerAccounts.available} + ${ledgerAccounts.pending}`),
      wallets: sumWhereAccount('wallet', sql`${ledgerAccounts.available} + ${ledgerAccounts.pending}`),
    })
    .from(ledgerAccounts);
  return { periods, platform_balance: money(balances.platform), wallets_total: money(balances.wallets) };
}

function sumWhereAccount(kind: string, value: ReturnType<typeof sql>) {
  return sql<number>`coalesce(sum(${value}) filter (where ${ledgerAccounts.kind} = ${kind}), 0)`.mapWith(Number);
}
