// A doctor's or hospital's bank account for withdrawals: the bank must be one the provider pays
// into, the number a NUBAN the provider resolves to an account name, and the provider registers it
// as a transfer recipient before it is saved. One account a person; saving again replaces it
// (payouts already asked for keep the account they were asked for). Each save asks the provider to
// name an account, so saves are counted per person (RATE_BANK_ACCOUNT_*, refused ones too: else
// the route would look up any number's holder without end); and a save that changes the account
// tells its owner, in the same transaction, so a change they did not make does not go unseen.

import type { BankAccount, BankAccountBody } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { RateRule } from '../../config';
import type { Db } from '../../db/client';
import { type CounterStore, enforce } from '../../http/counters';
import { AppError, badRequest, notFound } from '../../http/errors';
import { type VerifiedHolder, verifiedHolder } from '../accounts/money-parties';
import type { PaymentProvider, ProviderBank } from '../payments/provider';
import { nameMismatch } from './name-match';
import type { PayoutNotices } from './notices';
import { payoutBankAccounts } from './schema';

/** The provider's bank list changes seldom; it is asked again after this. */
export const BANK_LIST_TTL_MS = 10 * 60_000;

type AccountRow = typeof payoutBankAccounts.$inferSelect;

/** The account as its owner sees it, flagged when the bank holds it in another name than the one they were approved under. */
const toBankAccount = (a: AccountRow, holder: VerifiedHolder): BankAccount => ({
  bank_code: a.bank_code,
  bank_name: a.bank_name,
  account_number: a.account_number,
  account_name: a.account_name,
  updated_at: a.updated_at.toISOString(),
  name_mismatch: nameMismatch(a.account_name, holder.name, holder.kind),
});

interface Deps {
  db: Db;
  provider: PaymentProvider;
  counters: CounterStore;
  saveLimit: RateRule;
  notices: Pick<PayoutNotices, 'accountChanged'>;
  now?: () => number;
}

export function bankAccounts({ db, provider, counters, saveLimit, notices, now = Date.now }: Deps) {
  let cached: { at: number; banks: ProviderBank[] } | null = null;
  let asking: Promise<ProviderBank[]> | null = null;

  /** The provider's banks, kept BANK_LIST_TTL_MS; a provider that fails meanwhile is covered by the last list it gave. */
  function banks(): Promise<ProviderBank[]> {
    if (cached && now() - cached.at < BANK_LIST_TTL_MS) return Promise.resolve(cached.banks);
    asking ??= provider
      .banks()
      .then((banks) => {
        cached = { at: now(), banks };
        return banks;
      })
      .catch((err) => {
        if (cached) return cached.banks;
        throw err;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  }

  /** The saved account's row, for a payout's snapshot; undefined when none was saved. */
  async function savedRow(userId: number): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(payoutBankAccounts).where(eq(payoutBankAccounts.user_id, userId));
    return row;
  }

  return {
    banks,
    savedRow,

    async mine(userId: number): Promise<BankAccount> {
      const row = await savedRow(userId);
      if (!row) throw notFound('bank_account_not_set');
      return toBankAccount(row, await verifiedHolder(db, userId));
    },

    async save(userId: number, body: BankAccountBody): Promise<BankAccount> {
      await enforce(counters, `bank-account:${userId}`, saveLimit, 'bank account changes');
      const bank = (await banks()).find((b) => b.code === body.bank_code);
      if (!bank) throw badRequest('bank_unknown', 'bank_code');
      const resolved = await provider.resolveAccount({ bankCode: bank.code, accountNumber: body.account_number });
      if (!resolved) throw new AppError(400, 'account_not_resolved', { params: { bank: bank.name }, details: { field: 'account_number' } });
      const { recipientCode } = await provider.createRecipient({ bankCode: bank.code, accountNumber: body.account_number, accountName: resolved.accountName });
      const values = {
        bank_code: bank.code,
        bank_name: bank.name,
        account_number: body.account_number,
        account_name: resolved.accountName,
        recipient_code: recipientCode,
        provider: provider.name,
      };
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(payoutBankAccounts).where(eq(payoutBankAccounts.user_id, userId)).for('update');
        const [row] = await tx
          .insert(payoutBankAccounts)
          .values({ user_id: userId, ...values })
          .onConflictDoUpdate({ target: payoutBankAccounts.user_id, set: { ...values, updated_at: sql`now()` } })
          .returning();
        if (before?.bank_code !== row.bank_code || before.account_number !== row.account_number) await notices.accountChanged(tx, userId, row);
        return toBankAccount(row, await verifiedHolder(tx, userId));
      });
    },
  };
}

export type BankAccounts = ReturnType<typeof bankAccounts>;
