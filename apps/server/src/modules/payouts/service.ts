// Payouts (DOMAIN "Money"): doctors and hospitals save a bank account and withdraw available
// money to it; an admin approves (the provider transfers) or rejects; the provider's transfer
// webhooks settle them. One use case a file, behind this façade:
// bank-accounts.ts, requests.ts, decisions.ts (admin), transfer-events.ts (webhooks); the
// lifecycle is transitions.ts, its money money.ts.

import type { FastifyBaseLogger } from 'fastify';
import type { RateRule } from '../../config';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../http/counters';
import type { NotificationsService } from '../notifications/service';
import type { PaymentProvider } from '../payments/provider';
import type { EarningsMaturity } from '../wallet/earnings';
import { payoutsOfDeactivatedAccount } from './account-deactivated';
import { bankAccounts } from './bank-accounts';
import { payoutDecisions } from './decisions';
import { payoutLifecycle } from './lifecycle';
import { payoutNotices } from './notices';
import { payoutRequests } from './requests';
import { transferEvents } from './transfer-events';

export interface PayoutsDeps {
  db: Db;
  provider: PaymentProvider;
  notifications: NotificationsService;
  /** Due earnings are released before a withdrawal is weighed against the available balance. */
  maturity: Pick<EarningsMaturity, 'matureFor'>;
  log: FastifyBaseLogger;
  counters: CounterStore;
  /** Bank-account saves per person (RATE_BANK_ACCOUNT_*): each asks the provider to name an account. */
  saveLimit: RateRule;
}

export function payoutsService({ db, provider, notifications, maturity, log, counters, saveLimit }: PayoutsDeps) {
  const notices = payoutNotices(notifications);
  const accounts = bankAccounts({ db, provider, counters, saveLimit, notices });
  const move = payoutLifecycle(notices);
  const requests = payoutRequests({ db, provider, accounts, notices, maturity });
  const decisions = payoutDecisions({ db, provider, move, notices, log });
  return {
    banks: async () => ({ results: await accounts.banks() }),
    myBankAccount: accounts.mine,
    saveBankAccount: accounts.save,
    myPayouts: requests.list,
    request: requests.request,
    adminList: decisions.list,
    approve: decisions.approve,
    reject: decisions.reject,
    /** For the admin module's deactivation: the person's waiting withdrawals are rejected, their holds released. */
    rejectForDeactivatedAccount: payoutsOfDeactivatedAccount(move),
    /** For the payments module's webhook route. */
    onTransferEvent: transferEvents({ db, move, log }),
  };
}

export type PayoutsService = ReturnType<typeof payoutsService>;
