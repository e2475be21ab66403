// The payments module: wallet top-ups through the payment provider (PAYMENT_PROVIDER: the sandbox
// checkout and bank, or Paystack) and its signed webhook. A transfer's outcome the webhook reports
// is the payouts module's to settle: told as `payment.transfer_reported`, whose failure fails the
// webhook, so that the provider delivers it again.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PaymentProvider, paymentProvider } from './provider';
import { paymentRoutes } from './routes';
import { type PaymentsService, paymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider top-ups and payouts go through. */
    paymentProvider: PaymentProvider;
    payments: PaymentsService;
  }
}

export const paymentsModule = fp(
  async (app: FastifyInstance) => {
    const { config, db, events } = app;
    const provider = paymentProvider(config.payments);
    const payments = paymentsService({
      db,
      provider,
      notifications: app.notifications,
      limits: config.payments,
      log: app.log,
      onTransferEvent: (event) => events.publish(db, 'payment.transfer_reported', event),
    });
    app.decorate('paymentProvider', provider);
    app.decorate('payments', payments);
    const { rateLimits } = config;
    const limits = { counters: app.counters, topUps: rateLimits.topUpsPerUser, verifies: rateLimits.paymentVerifiesPerUser };
    await app.register(paymentRoutes(payments, app.guards, { publicUrl: config.publicUrl, ...limits }));
  },
  { name: 'payments', dependencies: ['core', 'accounts', 'notifications'] },
);
