// A payout row as the API shows it, and the reads every use case shares.

import { formatNaira, type Payout, type PayoutStatus } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payouts } from './schema';

export type PayoutRow = typeof payouts.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toPayout = (p: PayoutRow): Payout => ({
  id: p.id,
  reference: p.reference,
  amount: p.amount,
  amount_formatted: formatNaira(p.amount),
  status: p.status as PayoutStatus,
  bank: { bank_code: p.bank_code, bank_name: p.bank_name, account_number: p.account_number, account_name: p.account_name },
  reason: p.reason,
  created_at: p.created_at.toISOString(),
  decided_at: iso(p.decided_at),
  settled_at: iso(p.settled_at),
});

/** The payout, locked until the transaction ends: one decision or settlement at a time. */
export async function lockPayout(tx: Tx, where: { id: number } | { reference: string }): Promise<PayoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where('id' in where ? eq(payouts.id, where.id) : eq(payouts.reference, where.reference))
    .for('update');
  return row;
}

/** "…6789": enough of the number for its owner to know the account in a notice or a ledger line. */
export const accountTail = (accountNumber: string) => `…${accountNumber.slice(-4)}`;
