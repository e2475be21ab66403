// HTTP for payouts: a doctor's or hospital's bank account and withdrawals (others 403), and the
// admin's list and decisions (admins only). The provider's transfer webhooks arrive on the
// payments module's webhook route.

import {
  adminPayoutPageSchema,
  adminPayoutSchema,
  adminPayoutsQuery,
  bankAccountBody,
  bankAccountSchema,
  bankListSchema,
  apiErrorSchema as errorSchema,
  payoutApproveBody,
  payoutBody,
  payoutIdParams,
  payoutPageSchema,
  payoutRejectBody,
  payoutRequestHeaders,
  payoutSchema,
  payoutsQuery,
} from '@naijacare/contracts';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditWho } from '../../http/audit-who';
import { type AuthGuards, actorOf } from '../../http/auth';
import type { PayoutsService } from './service';

export function payoutRoutes(service: PayoutsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    await app.register(ownRoutes(service, guards));
    await app.register(adminRoutes(service, guards));
  };
}

function ownRoutes(service: PayoutsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Payouts'], security: [{ bearer: [] }] };
    const errors = { 401: errorSchema, 403: errorSchema };
    // Only doctors and hospitals earn money to withdraw.
    r.addHook('onRequest', guards.role('doctor', 'hospital'));

    r.get('/api/payouts/banks/', {
      schema: {
        ...common,
        summary: 'The banks a withdrawal can go to (name and code), from the payment provider',
        response: { 200: bankListSchema, 502: errorSchema, 503: errorSchema, ...errors },
      },
      handler: () => service.banks(),
    });

    r.get('/api/payouts/bank_account/', {
      schema: {
        ...common,
        summary: 'My saved bank account; 404 bank_account_not_set until one is saved',
        response: { 200: bankAccountSchema, 404: errorSchema, ...errors },
      },
      handler: (request) => service.myBankAccount(actorOf(request).id),
    });

    r.put('/api/payouts/bank_account/', {
      schema: {
        ...common,
        summary:
          'Save my bank account (a bank from the list, a 10-digit NUBAN); the account name is resolved by the provider. Saves per person are limited (RATE_BANK_ACCOUNT_*: 429); a change of account notifies its owner',
        body: bankAccountBody,
        response: { 200: bankAccountSchema, 400: errorSchema, 429: errorSchema, 502: errorSchema, 503: errorSchema, ...errors },
      },
      handler: (request) => service.saveBankAccount(actorOf(request).id, request.body),
    });

    r.get('/api/payouts/', {
      schema: {
        ...common,
        summary: 'My withdrawals, newest first',
        querystring: payoutsQuery,
        response: { 200: payoutPageSchema, 400: errorSchema, ...errors },
      },
      handler: (request) => service.myPayouts(actorOf(request).id, request.query),
    });

    r.post('/api/payouts/', {
      schema: {
        ...common,
        summary: 'Ask for a withdrawal of available money (kobo) to my saved bank account; the amount is held at once',
        description:
          'Send an Idempotency-Key header, new for each withdrawal: a retried request with the same key answers the payout the first one made, and moves no more money.',
        headers: payoutRequestHeaders,
        body: payoutBody,
        response: { 201: payoutSchema, 400: errorSchema, 402: errorSchema, 409: errorSchema, ...errors },
      },
      handler: async (request, reply) => {
        const payout = await service.request(actorOf(request).id, request.body.amount, request.headers['idempotency-key']);
        return reply.status(201).send(payout);
      },
    });
  };
}

function adminRoutes(service: PayoutsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Admin'], security: [{ bearer: [] }] };
    const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    r.addHook('onRequest', guards.admin);

    r.get('/api/admin/payouts/', {
      schema: {
        ...common,
        summary: 'Every withdrawal, newest first, with who asked; filter by status',
        querystring: adminPayoutsQuery,
        response: { 200: adminPayoutPageSchema, 400: errorSchema, ...errors },
      },
      handler: (request) => service.adminList(request.query),
    });

    r.post('/api/admin/payouts/:id/approve/', {
      schema: {
        ...common,
        summary:
          'Approve a requested withdrawal: one flagged with name_mismatch (the account is in another name than its holder’s) is a 409 payout_name_mismatch unless {override_name_mismatch: true, reason} is sent, the override audited with its reason. Recorded approved, then the provider transfers it (its webhook settles it). A provider refusal is a 502 payout_transfer_refused and returns it to requested; a provider that did not answer is a 502 payout_transfer_outcome_unknown and leaves it approved until its webhook',
        params: payoutIdParams,
        body: payoutApproveBody,
        response: { 200: adminPayoutSchema, 400: errorSchema, 502: errorSchema, 503: errorSchema, ...errors },
      },
      handler: async (request) => service.approve(auditWho(request, await guards.callerOf(request)), request.params.id, request.body ?? undefined),
    });

    r.post('/api/admin/payouts/:id/reject/', {
      schema: {
        ...common,
        summary:
          'Reject a requested withdrawal, with the reason its owner is told; the held money goes back to their available balance. An approved one (its transfer may be under way) is a 409',
        params: payoutIdParams,
        body: payoutRejectBody,
        response: { 200: adminPayoutSchema, 400: errorSchema, ...errors },
      },
      handler: async (request) => service.reject(auditWho(request, await guards.callerOf(request)), request.params.id, request.body.reason),
    });
  };
}
