// HTTP for the admin's money pages; admins only (others 403). Payout requests are approved and
// rejected at /api/admin/payouts/ (payouts module).

import {
  adminRevenueSchema,
  adminTopUpPageSchema,
  adminTopUpParams,
  adminTopUpSchema,
  adminTopUpsQuery,
  adminTransactionPageSchema,
  adminTransactionsQuery,
  apiErrorSchema as errorSchema,
  TOP_UP_STALE_MINUTES,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth';
import type { AdminPaymentsService } from './service';

const BASE = '/api/admin/payments';

export function adminPaymentRoutes(service: AdminPaymentsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Admin'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
    r.addHook('onRequest', guards.admin);

    r.get(`${BASE}/transactions/`, {
      schema: {
        ...common,
        summary:
          'Every ledger transaction, newest first, with where its money came from and went; filters type, user (id), search (username, name, email), date_from/date_to (Lagos days), amount_min/amount_max (kobo moved)',
        querystring: adminTransactionsQuery,
        response: { 200: adminTransactionPageSchema, ...errors },
      },
      handler: (request) => service.transactions(request.query),
    });

    r.get(`${BASE}/revenue/`, {
      schema: {
        ...common,
        summary:
          'The platform’s commission, fees, refunds, top-ups and payouts today (Lagos), over the last 7 and 30 days, and in all; its revenue account’s balance',
        response: { 200: adminRevenueSchema, ...errors },
      },
      handler: () => service.revenue(),
    });

    r.get(`${BASE}/top-ups/`, {
      schema: {
        ...common,
        summary: `Top-ups pending or failed, newest first, with their age (pending for more than ${TOP_UP_STALE_MINUTES} minutes: stale); filters status, search (payer or reference)`,
        querystring: adminTopUpsQuery,
        response: { 200: adminTopUpPageSchema, ...errors },
      },
      handler: (request) => service.topUps(request.query),
    });

    r.post(`${BASE}/top-ups/:reference/verify/`, {
      schema: {
        ...common,
        summary: 'Ask the provider about a pending or failed top-up, as its payer’s verify does: one it says was paid is credited to the wallet once',
        params: adminTopUpParams,
        response: { 200: adminTopUpSchema, 404: errorSchema, 502: errorSchema, ...errors },
      },
      handler: (request) => service.reverify(request.params.reference),
    });
  };
}
