// A person's debt to the platform (DOMAIN "Money"; docs/product-decisions.md "Doctors' debts"). It
// arises when a dispute refunds a patient after the doctor's earning matured and was withdrawn or
// spent: the patient is refunded in full at once, the platform gives back at most its commission,
// and the doctor's share they no longer hold is written to their wallet's `owed` bucket (minus the
// debt), so every transaction still sums to zero and no kobo comes from the platform's revenue.
//
// The debt is paid back from the doctor's available balance as soon as there is any: each earning
// as it matures, any money that comes back to available (a rejected or failed withdrawal), at every
// read of the wallet, and at the latest when a withdrawal is asked for or approved — which are
// refused (409 payout_debt_outstanding) while a debt is left that the available balance cannot
// cover. Each recovery is a `debt_recovery` transaction, available → owed of the same wallet, made
// under the wallet row's lock; its key names the wallet and what had been recovered before it
// (strictly growing), so a recovery is never made twice from the same state.

import { formatNaira } from '@naijacare/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import { transfer } from './ledger';
import { ledgerAccounts, ledgerEntries } from './schema';

/** The wallet's row, locked: a debit or a recovery of the same wallet waits for this transaction. */
async function lockedWallet(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: ledgerAccounts.id, available: ledgerAccounts.available, owed: ledgerAccounts.owed })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.user_id, userId)))
    .for('update');
  return row;
}

/** What this person owes the platform now, in kobo (0: nothing). */
export async function debtOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ owed: ledgerAccounts.owed })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.user_id, userId)));
  return -(row?.owed ?? 0);
}

/** The debts of these people, by user id (those who owe nothing are left out). */
export async function debtsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ user_id: ledgerAccounts.user_id, owed: ledgerAccounts.owed })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), inArray(ledgerAccounts.user_id, userIds), sql`${ledgerAccounts.owed} < 0`));
  return new Map(rows.map((r) => [r.user_id as number, -r.owed]));
}

/** Pays the debt back from the available balance, as far as it goes. Returns the debt left. */
export async function recoverDebt(tx: Tx, userId: number): Promise<number> {
  // Most wallets owe nothing: read before taking the lock.
  if ((await debtOf(tx, userId)) === 0) return 0;
  const wallet = await lockedWallet(tx, userId);
  const debt = -wallet.owed;
  const amount = Math.min(debt, wallet.available);
  if (amount <= 0) return debt;
  const [{ recovered }] = await tx
    .select({ recovered: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account_id, wallet.id), eq(ledgerEntries.bucket, 'owed'), gt(ledgerEntries.amount, 0)));
  await transfer(tx, {
    key: `debt_recovery:user:${userId}:after:${recovered}`,
    type: 'debt_recovery',
    reason: `${formatNaira(amount)} taken from your available balance toward what you owe from a refund`,
    legs: [
      { account: { userId }, bucket: 'available', amount: -amount },
      { account: { userId }, bucket: 'owed', amount },
    ],
  });
  return debt - amount;
}

/** Before a withdrawal is held or approved: the debt is recovered, and what the available balance
 * cannot cover refuses it (409 payout_debt_outstanding, naming the debt). */
export async function refuseWhileInDebt(tx: Tx, userId: number): Promise<void> {
  const left = await recoverDebt(tx, userId);
  if (left > 0) throw conflict('payout_debt_outstanding', { debt: left }, { debt: formatNaira(left) });
}
