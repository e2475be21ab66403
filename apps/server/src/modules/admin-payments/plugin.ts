// The admin's money pages: the ledger's transactions, the platform's revenue, and the top-ups that
// did not end in money (a re-verify settles one through the payments service).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminPaymentRoutes } from './routes';
import { adminPaymentsService } from './service';

export const adminPaymentsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(adminPaymentRoutes(adminPaymentsService({ db: app.db, payments: app.payments }), app.guards));
  },
  { name: 'admin-payments', dependencies: ['core', 'accounts', 'payments'] },
);
