// Wallets: each person's balance and history, read from the ledger (ledger.ts), which alone
// writes its tables. Other modules move money through `ledger`, inside their own transaction.
//
// Wallets are opened lazily, on the first money they take: registration stays free of money
// (it belongs to accounts, which need not know of wallets), people registered before the ledger
// need no backfill, and a wallet never used reads as zero.

import { addDays, formatNaira, lagosInstant, type Wallet, type WalletTransaction, type WalletTransactionsQuery } from '@naijacare/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debtOf, debtsOf, recoverDebt, refuseWhileInDebt } from './debts';
import type { EarningsMaturity } from './earnings';
import { balancesOf, capture, credit, find, hold, release, transfer } from './ledger';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

/** The ledger's operations, for the modules that move money. Each takes the caller's transaction. */
export const ledger = { credit, hold, release, capture, transfer, find, balancesOf };
/** People's debts to the platform (debts.ts), for the modules that pay money out. */
export const debts = { debtOf, debtsOf, recoverDebt, refuseWhileInDebt };

const walletView = (row?: { available: number; pending: number; owed: number; updated_at: Date }): Wallet => ({
  currency: 'NGN',
  available: row?.available ?? 0,
  available_formatted: formatNaira(row?.available ?? 0),
  pending: row?.pending ?? 0,
  pending_formatted: formatNaira(row?.pending ?? 0),
  debt: -(row?.owed ?? 0),
  debt_formatted: formatNaira(-(row?.owed ?? 0)),
  updated_at: row?.updated_at.toISOString() ?? null,
});

/** `maturity` releases the reader's due earnings before their wallet is read. */
export function walletService(db: Db, maturity: EarningsMaturity) {
  return {
    ledger,
    maturity,

    async myWallet(userId: number): Promise<Wallet> {
      await maturity.matureFor(userId);
      const [row] = await db.transaction((tx) => balancesOf(tx, [userId]));
      return walletView(row);
    },

    /** My transactions, newest first: each as the change it made to my available and pending balances. */
    async myTransactions(userId: number, q: WalletTransactionsQuery) {
      await maturity.matureFor(userId);
      const where = and(
        eq(ledgerAccounts.kind, 'wallet'),
        eq(ledgerAccounts.user_id, userId),
        q.type ? eq(ledgerTransactions.type, q.type) : undefined,
        // Days are Lagos calendar days, as every date the product shows.
        q.date_from ? gte(ledgerTransactions.created_at, lagosInstant(q.date_from, 0)) : undefined,
        q.date_to ? lt(ledgerTransactions.created_at, lagosInstant(addDays(q.date_to, 1), 0)) : undefined,
      );
      const mine = db
        .selectDistinct({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transaction_id, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
        .where(where)
        .as('mine');
      const [{ total }] = await db.select({ total: count() }).from(mine);
      const rows = await db
        .select({
          id: ledgerTransactions.id,
          type: ledgerTransactions.type,
          reason: ledgerTransactions.reason,
          appointment_id: ledgerTransactions.appointment_id,
          created_at: ledgerTransactions.created_at,
          available: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.bucket} = 'available'), 0)`.mapWith(Number),
          pending: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.bucket} = 'pending'), 0)`.mapWith(Number),
          owed: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.bucket} = 'owed'), 0)`.mapWith(Number),
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transaction_id, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.account_id))
        .where(where)
        .groupBy(ledgerTransactions.id)
        .orderBy(desc(ledgerTransactions.created_at), desc(ledgerTransactions.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
      const results: WalletTransaction[] = rows.map((r) => ({
        id: r.id,
        type: r.type as WalletTransaction['type'],
        reason: r.reason,
        appointment_id: r.appointment_id,
        amount: r.available,
        amount_formatted: formatNaira(r.available),
        pending_amount: r.pending,
        pending_amount_formatted: formatNaira(r.pending),
        debt_amount: -r.owed || 0,
        debt_amount_formatted: formatNaira(-r.owed || 0),
        created_at: r.created_at.toISOString(),
      }));
      return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results };
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
