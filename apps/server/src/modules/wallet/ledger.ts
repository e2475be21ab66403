// The ledger's one way to move money: `post` writes a transaction whose legs sum to zero, under
// an idempotency key, and changes the balances beside the entries in the caller's transaction.
//
// Every operation takes the caller's transaction handle (`tx`), so a booking, its fee hold, its
// notification and its audit entry commit or fail together. What comes next is written on top of
// these, without changing them:
// - booking:     hold(tx, {key: `hold:appointment:<id>`, userId: patient, amount: fee, appointmentId})
//                  (available → pending of the patient's wallet; 402 insufficient_funds when short)
// - cancel / reject / doctor no-show: release(tx, {key: `refund:appointment:<id>`, holdKey})
// - completion:  capture(tx, {key: `pay:appointment:<id>`, holdKey, payees: [doctor's pending
//                  (fee − commission), platform_revenue (commission)]})
// - end of the dispute window: transfer(tx, {type: 'earning_release', legs: doctor pending −x, available +x})
// - payouts (modules/payouts/money.ts): hold(tx, {key: `hold:payout:<id>`, type: 'payout_hold'}) when
//                  asked for; capture into provider_clearing when the provider pays it; release when
//                  rejected or failed; a paid one the bank sends back is a `payout_reversal` transfer
//                  provider_clearing → available.
// - a dispute's refund beyond what the doctor still holds: their wallet's `owed` bucket (minus the
//                  debt, never above zero), paid back from available by `debt_recovery` (debts.ts).
// A hold is settled once: release and capture name it in `settles_id`, which a unique index keeps
// to one transaction, so a refund racing a completion leaves one winner and a 409 for the other.
//
// Concurrency: each touched account's balance is changed by one conditional UPDATE, in account-id
// order (no deadlock between two postings), which takes the row's lock; a second debit of the same
// wallet waits for the first to commit and is then checked against the new balance. A CHECK on
// the table is the last line if the code ever forgot the condition.

import { formatNaira, type WalletTransactionType } from '@naijacare/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { AppError, conflict, notFound } from '../../http/errors';
import { replayedDate } from './replay';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './schema';

/** owed: minus what the wallet's owner owes the platform (debts.ts); never above zero. */
export type Bucket = 'available' | 'pending' | 'owed';
export type PlatformAccount = 'platform_revenue' | 'provider_clearing';
/** A person's wallet, or one of the platform's accounts. */
export type AccountRef = { userId: number } | { platform: PlatformAccount };

export interface Leg {
  account: AccountRef;
  /** available unless said */
  bucket?: Bucket;
  /** Signed kobo: positive into the account's bucket, negative out of it. */
  amount: number;
}

export interface Posting {
  /** The idempotency key: the same key again answers the first transaction and moves nothing. */
  key: string;
  type: WalletTransactionType;
  reason: string;
  appointmentId?: number | null;
  legs: Leg[];
}

export type LedgerTransaction = typeof ledgerTransactions.$inferSelect;
export interface Posted {
  transaction: LedgerTransaction;
  /** True when the key had already moved this money: nothing moved now. */
  replayed: boolean;
}

/** A wallet short of money: 402 with what is missing, so the app can offer a top-up of it. */
export const insufficientFunds = (missing: number) =>
  new AppError(402, 'insufficient_funds', {
    params: { missing: formatNaira(missing) },
    hint: 'insufficient_funds_hint',
    details: { missing },
  });

const isKobo = (n: number) => Number.isSafeInteger(n);

/** The wallet's account id, opened on first use (two first uses at once: the unique index keeps one). */
export async function walletAccountId(tx: Tx, userId: number): Promise<number> {
  const at = replayedDate();
  const [made] = await tx
    .insert(ledgerAccounts)
    .values({ kind: 'wallet', user_id: userId, created_at: at, updated_at: at })
    .onConflictDoNothing({ target: ledgerAccounts.user_id, where: sql`${ledgerAccounts.kind} = 'wallet'` })
    .returning({ id: ledgerAccounts.id });
  if (made) return made.id;
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), eq(ledgerAccounts.user_id, userId)));
  return row.id;
}

/** The platform's accounts are made by the migration. */
async function platformAccountId(tx: Tx, kind: PlatformAccount): Promise<number> {
  const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, kind));
  return row.id;
}

const accountIdOf = (tx: Tx, ref: AccountRef) => ('userId' in ref ? walletAccountId(tx, ref.userId) : platformAccountId(tx, ref.platform));

type Entry = { account_id: number; bucket: Bucket; amount: number };
const entryOrder = (a: Entry, b: Entry) => a.account_id - b.account_id || a.bucket.localeCompare(b.bucket) || a.amount - b.amount;
const sameEntries = (a: Entry[], b: Entry[]) => {
  const [x, y] = [[...a].sort(entryOrder), [...b].sort(entryOrder)];
  return x.length === y.length && x.every((e, i) => e.account_id === y[i].account_id && e.bucket === y[i].bucket && e.amount === y[i].amount);
};

/** Writes a balanced transaction once per key; `settles` names the hold it releases or captures. */
export async function post(tx: Tx, posting: Posting, settles?: LedgerTransaction): Promise<Posted> {
  const { legs } = posting;
  // A leg of the wrong shape is a bug in the caller, never a client's mistake: a 500 that names it.
  if (legs.length < 2 || !legs.every((l) => isKobo(l.amount) && l.amount !== 0)) throw new Error(`ledger: malformed legs for ${posting.key}`);
  if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error(`ledger: legs of ${posting.key} do not sum to zero`);

  const entries: Entry[] = [];
  for (const leg of legs) entries.push({ account_id: await accountIdOf(tx, leg.account), bucket: leg.bucket ?? 'available', amount: leg.amount });
  // Now, unless the demo seed is replaying the past (replay.ts).
  const at = replayedDate();

  // No target: the key's index and the hold's settles index both answer "already done".
  const [transaction] = await tx
    .insert(ledgerTransactions)
    .values({
      key: posting.key,
      type: posting.type,
      reason: posting.reason,
      appointment_id: posting.appointmentId ?? null,
      settles_id: settles?.id ?? null,
      created_at: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!transaction) return replay(tx, posting, entries, settles);

  await applyToBalances(tx, entries, at);
  await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transaction_id: transaction.id, created_at: at })));
  return { transaction, replayed: false };
}

/** The key's first transaction, when it moved the same money; a key reused for other money is a 409. */
async function replay(tx: Tx, posting: Posting, entries: Entry[], settles?: LedgerTransaction): Promise<Posted> {
  const [first] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, posting.key));
  if (!first) throw conflict('hold_settled', { hold: settles?.key });
  const moved = await tx
    .select({ account_id: ledgerEntries.account_id, bucket: ledgerEntries.bucket, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transaction_id, first.id));
  if (first.type !== posting.type || !sameEntries(moved, entries)) throw conflict('idempotency_key_reused', { key: posting.key });
  return { transaction: first, replayed: true };
}

/** Changes each account's balances once, in account-id order; a wallet that would go below zero refuses.
 * `at`: the replayed date of the change (replay.ts), kept as the last change unless a later one was. */
async function applyToBalances(tx: Tx, entries: Entry[], at?: Date) {
  const deltas = new Map<number, { available: number; pending: number; owed: number }>();
  for (const e of entries) {
    const d = deltas.get(e.account_id) ?? { available: 0, pending: 0, owed: 0 };
    d[e.bucket] += e.amount;
    deltas.set(e.account_id, d);
  }
  for (const id of [...deltas.keys()].sort((a, b) => a - b)) {
    const { available, pending, owed } = deltas.get(id)!;
    const [changed] = await tx
      .update(ledgerAccounts)
      .set({
        available: sql`${ledgerAccounts.available} + ${available}`,
        pending: sql`${ledgerAccounts.pending} + ${pending}`,
        owed: sql`${ledgerAccounts.owed} + ${owed}`,
        updated_at: at ? sql`greatest(${ledgerAccounts.updated_at}, ${at.toISOString()}::timestamptz)` : sql`now()`,
      })
      .where(
        and(
          eq(ledgerAccounts.id, id),
          sql`(${ledgerAccounts.kind} <> 'wallet' or (${ledgerAccounts.available} + ${available} >= 0 and ${ledgerAccounts.pending} + ${pending} >= 0))`,
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (!changed) {
      // The row is locked by the failed UPDATE's wait, so this reads the balance that refused.
      const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
      throw insufficientFunds(Math.max(-(row.available + available), -(row.pending + pending), 0));
    }
  }
}

/** Money in from the payment provider: provider_clearing → the wallet's available balance. */
export function credit(tx: Tx, p: { key: string; userId: number; amount: number; reason: string; type?: WalletTransactionType }) {
  return post(tx, {
    key: p.key,
    type: p.type ?? 'top_up',
    reason: p.reason,
    legs: [
      { account: { platform: 'provider_clearing' }, amount: -p.amount },
      { account: { userId: p.userId }, amount: p.amount },
    ],
  });
}

/** Holds money in the wallet: available → pending. 402 when the available balance is short. */
export function hold(tx: Tx, p: { key: string; userId: number; amount: number; reason: string; appointmentId?: number | null; type?: WalletTransactionType }) {
  return post(tx, {
    key: p.key,
    type: p.type ?? 'fee_hold',
    reason: p.reason,
    appointmentId: p.appointmentId,
    legs: [
      { account: { userId: p.userId }, bucket: 'available', amount: -p.amount },
      { account: { userId: p.userId }, bucket: 'pending', amount: p.amount },
    ],
  });
}

/** The hold made under `holdKey`, its wallet and amount; locked, so one release or capture at a time. */
async function heldBy(tx: Tx, holdKey: string) {
  const [held] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, holdKey)).for('update');
  if (!held) throw notFound('hold_not_found');
  const [pending] = await tx
    .select({ account_id: ledgerEntries.account_id, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transaction_id, held.id), eq(ledgerEntries.bucket, 'pending')))
    .orderBy(asc(ledgerEntries.id));
  if (!pending || pending.amount <= 0) throw notFound('hold_not_found');
  const [owner] = await tx.select({ user_id: ledgerAccounts.user_id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, pending.account_id));
  return { held, userId: owner.user_id as number, amount: pending.amount };
}

/** Gives a hold back: the wallet's pending → available, in full. */
export async function release(tx: Tx, p: { key: string; holdKey: string; reason: string; type?: WalletTransactionType }) {
  const { held, userId, amount } = await heldBy(tx, p.holdKey);
  return post(
    tx,
    {
      key: p.key,
      type: p.type ?? 'fee_refund',
      reason: p.reason,
      appointmentId: held.appointment_id,
      legs: [
        { account: { userId }, bucket: 'pending', amount: -amount },
        { account: { userId }, bucket: 'available', amount },
      ],
    },
    held,
  );
}

/** Pays a hold out: the wallet's pending → the payees, whose amounts must add up to the hold. */
export async function capture(tx: Tx, p: { key: string; holdKey: string; reason: string; payees: Leg[]; type?: WalletTransactionType }) {
  const { held, userId, amount } = await heldBy(tx, p.holdKey);
  const paid = p.payees.reduce((sum, l) => sum + l.amount, 0);
  if (paid !== amount || p.payees.some((l) => l.amount <= 0)) throw new Error(`ledger: payees of ${p.key} pay ${paid}, the hold is ${amount}`);
  return post(
    tx,
    {
      key: p.key,
      type: p.type ?? 'fee_payment',
      reason: p.reason,
      appointmentId: held.appointment_id,
      legs: [{ account: { userId }, bucket: 'pending', amount: -amount }, ...p.payees],
    },
    held,
  );
}

/** The transaction made under this key, if any. */
export async function find(tx: Tx, key: string): Promise<LedgerTransaction | null> {
  const [row] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.key, key));
  return row ?? null;
}

/** Any other balanced movement (earnings maturing, payouts, corrections). */
export const transfer = post;

/** The wallets' balances of these people, as the ledger keeps them (no row: a wallet never used). */
export async function balancesOf(tx: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({
      user_id: ledgerAccounts.user_id,
      available: ledgerAccounts.available,
      pending: ledgerAccounts.pending,
      owed: ledgerAccounts.owed,
      updated_at: ledgerAccounts.updated_at,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'wallet'), inArray(ledgerAccounts.user_id, userIds)));
}
