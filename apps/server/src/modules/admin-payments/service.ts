// The admin's money pages (/admin/payments): the ledger's transactions, the platform's revenue
// and the top-ups that did not end in money. Payout requests are the payouts module's own admin
// API, used as it is. Reads only, but for a re-verify, which the payments service settles.

import type { AdminTopUpsQuery, AdminTransactionsQuery } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import { reverifyTopUp, topUpPage } from '../payments/admin-top-ups';
import type { PaymentsService } from '../payments/service';
import { transactionPage } from '../wallet/admin-transactions';
import { revenue } from '../wallet/revenue';

export interface AdminPaymentsDeps {
  db: Db;
  payments: Pick<PaymentsService, 'verify'>;
  now?: () => Date;
}

export function adminPaymentsService({ db, payments, now = () => new Date() }: AdminPaymentsDeps) {
  return {
    transactions: (q: AdminTransactionsQuery) => transactionPage(db, q),
    revenue: () => revenue(db, now()),
    topUps: (q: AdminTopUpsQuery) => topUpPage(db, q, now()),
    reverify: (reference: string) => reverifyTopUp(db, payments, reference, now),
  };
}

export type AdminPaymentsService = ReturnType<typeof adminPaymentsService>;
