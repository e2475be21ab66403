// A doctor's or hospital's own withdrawals: the list, and asking for one. Asking holds the amount
// at once (money.ts), in the transaction that writes the payout, so a payout exists only with its
// money held. An Idempotency-Key makes a retried request answer the payout it already made. A
// debt to the platform (a refund after a withdrawal: wallet/debts.ts) is recovered from the
// available balance first, under the wallet's lock, and refuses the request while any is left.
// Only an active account asks: its user row is share-locked for the request's transaction.

import { randomBytes } from 'node:crypto';
import type { Payout } from '@naijacare/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { lockActiveAccount } from '../accounts/parties-active';
import type { PaymentProvider } from '../payments/provider';
import type { EarningsMaturity } from '../wallet/earnings';
import { debts } from '../wallet/service';
import type { BankAccounts } from './bank-accounts';
import { holdPayout } from './money';
import type { PayoutNotices } from './notices';
import { toPayout } from './rows';
import { payouts } from './schema';

/** The transfer's reference at the provider: Paystack takes lowercase letters, digits, - and _. */
const newReference = () => `po_${randomBytes(12).toString('hex')}`;

interface Deps {
  db: Db;
  provider: PaymentProvider;
  accounts: BankAccounts;
  notices: PayoutNotices;
  maturity: Pick<EarningsMaturity, 'matureFor'>;
}

export function payoutRequests({ db, provider, accounts, notices, maturity }: Deps) {
  return {
    /** My payouts, newest first. */
    async list(userId: number, q: { page: number; page_size: number }) {
      const [{ total }] = await db.select({ total: count() }).from(payouts).where(eq(payouts.user_id, userId));
      const rows = await db
        .select()
        .from(payouts)
        .where(eq(payouts.user_id, userId))
        .orderBy(desc(payouts.created_at), desc(payouts.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size);
      return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results: rows.map(toPayout) };
    },

    /** Asks for a withdrawal of `amount` kobo to my saved account. The same key again answers the first payout. */
    async request(userId: number, amount: number, idempotencyKey?: string): Promise<Payout> {
      const account = await accounts.savedRow(userId);
      // A recipient another provider registered means nothing to this one: the account is saved again.
      if (!account || account.provider !== provider.name) throw conflict('bank_account_required');
      // An earning whose dispute window has just ended counts, whether or not its wallet was read since.
      await maturity.matureFor(userId);
      return db.transaction(async (tx) => {
        // The requester's row is share-locked, so a deactivation at the same moment either comes first
        // (refused here) or waits for this payout and then rejects it, its hold released.
        if (!(await lockActiveAccount(tx, userId))) throw conflict('payout_account_inactive');
        const [made] = await tx
          .insert(payouts)
          .values({
            user_id: userId,
            reference: newReference(),
            idempotency_key: idempotencyKey ?? null,
            amount,
            bank_code: account.bank_code,
            bank_name: account.bank_name,
            account_number: account.account_number,
            account_name: account.account_name,
            recipient_code: account.recipient_code,
            provider: account.provider,
          })
          // Only the key's unique index can refuse it (the reference is new): a retry, or its twin in flight.
          .onConflictDoNothing()
          .returning();
        if (!made) {
          const [first] = await tx
            .select()
            .from(payouts)
            .where(and(eq(payouts.user_id, userId), eq(payouts.idempotency_key, idempotencyKey ?? '')));
          if (first?.amount !== amount) throw conflict('idempotency_key_reused', { key: idempotencyKey });
          return toPayout(first);
        }
        // A debt to the platform is paid first; one the available balance cannot cover refuses it (409).
        await debts.refuseWhileInDebt(tx, userId);
        await holdPayout(tx, made);
        await notices.tell(tx, made);
        return toPayout(made);
      });
    },
  };
}
