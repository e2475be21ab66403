// The payouts module: bank accounts and withdrawals, the admin's decisions, and transfers settled
// by the provider's word (`payment.transfer_reported`). A deactivated account's waiting
// withdrawals are rejected in the deactivation's transaction (`account.deactivated`).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { transactionOf } from '../../db/client';
import { payoutRoutes } from './routes';
import { type PayoutsService, payoutsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    payouts: PayoutsService;
  }
}

export const payoutsModule = fp(
  async (app: FastifyInstance) => {
    const { events } = app;
    const payouts = payoutsService({
      db: app.db,
      provider: app.paymentProvider,
      notifications: app.notifications,
      maturity: app.maturity,
      log: app.log,
      counters: app.counters,
      saveLimit: app.config.rateLimits.bankAccountSavesPerUser,
    });
    app.decorate('payouts', payouts);
    events.within(
      'account.deactivated',
      async ({ user, byUserId }, q) => void (await payouts.rejectForDeactivatedAccount(transactionOf(q), user.id, byUserId)),
    );
    events.within('payment.transfer_reported', payouts.onTransferEvent);
    await app.register(payoutRoutes(payouts, app.guards));
  },
  { name: 'payouts', dependencies: ['core', 'accounts', 'notifications', 'wallet', 'payments'] },
);
