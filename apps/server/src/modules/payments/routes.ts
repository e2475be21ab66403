// HTTP for top-ups: start one, verify one, the provider's webhook, and — only with the sandbox
// provider — what its checkout page (in the web app) reads and its Pay and Decline.

import {
  apiErrorSchema as errorSchema,
  formatNaira,
  paymentReferenceParams,
  paymentReferenceQuery,
  paymentSchema,
  sandboxAnswerSchema,
  sandboxChargeSchema,
  topUpBody,
  topUpLimitsSchema,
  topUpStartedSchema,
  webhookReceivedSchema,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateRule } from '../../config';
import { type AuthGuards, actorOf } from '../../http/auth';
import { type CounterStore, enforce } from '../../http/counters';
import { AppError, notFound } from '../../http/errors';
import type { Delivery, SandboxProvider } from './sandbox';
import type { PaymentsService } from './service';

/** Where the provider sends the payer back unless told: the web app's wallet page, which verifies
 * the reference. A booking that needed the money asks for its own page instead (`return_to`). */
const WALLET_PAGE = '/wallet';

export interface PaymentRoutesOptions {
  /**
   * The product's origin (PUBLIC_URL), which checkouts send the payer back to. Unset — only outside
   * production (config.ts requires it there) — the request's own origin is used, from its Host
   * header: a convenience for development and tests on any address, which a client can forge.
   */
  publicUrl?: string;
  counters: CounterStore;
  /** Per person: each top-up and each verify asks the provider. */
  topUps: RateRule;
  verifies: RateRule;
}

export function paymentRoutes(service: PaymentsService, guards: AuthGuards, options: PaymentRoutesOptions) {
  return async (app: FastifyInstance) => {
    await app.register(accountRoutes(service, guards, options));
    await app.register(webhookRoute(service));
    if (service.provider.name === 'sandbox') await app.register(sandboxRoutes(service, service.provider as SandboxProvider, guards));
  };
}

function accountRoutes(service: PaymentsService, guards: AuthGuards, { publicUrl, counters, topUps, verifies }: PaymentRoutesOptions) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Wallet'], security: [{ bearer: [] }] };
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/wallets/top_up_limits/', {
      schema: { ...common, summary: 'The smallest and largest top-up this server takes, in kobo', response: { 200: topUpLimitsSchema, 401: errorSchema } },
      handler: () => service.topUpLimits(),
    });

    r.post('/api/wallets/top_up/', {
      schema: {
        ...common,
        summary: 'Start a top-up of my wallet (amount in kobo): answers the provider’s checkout page (rate-limited per user)',
        body: topUpBody,
        response: { 200: topUpStartedSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema, 502: errorSchema, 503: errorSchema },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await enforce(counters, `top_up:${actor.id}`, topUps, 'top-ups');
        // Always the product's own origin: return_to is only ever a path of it (topUpBody checks
        // isReturnPath), so the checkout can never send anyone to another site.
        const page = request.body.return_to ?? WALLET_PAGE;
        const origin = publicUrl ?? `${request.protocol}://${request.host}`;
        return service.startTopUp(actor, request.body.amount, `${origin}${page}`);
      },
    });

    r.get('/api/wallets/verify/', {
      schema: {
        ...common,
        summary: 'Settle and report one of my top-ups (asks the provider when its webhook has not come; rate-limited per user)',
        querystring: paymentReferenceQuery,
        response: { 200: paymentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 429: errorSchema, 502: errorSchema },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await enforce(counters, `payment_verify:${actor.id}`, verifies, 'payment checks');
        return service.verify(actor.id, request.query.reference);
      },
    });
  };
}

/** The webhook reads its body as bytes: the signature is over exactly what was sent. */
function webhookRoute(service: PaymentsService) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhook/', {
      schema: {
        tags: ['Wallet'],
        summary: 'The payment provider’s events, signed in x-paystack-signature (HMAC-SHA512 of the raw body)',
        response: { 200: webhookReceivedSchema, 400: errorSchema, 401: errorSchema },
      },
      handler: async (request) => {
        const signature = request.headers['x-paystack-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await service.webhook(body, typeof signature === 'string' ? signature : undefined);
        return { received: true as const };
      },
    });
  };
}

const closed = (status: string) => new AppError(409, 'payment_closed', { params: { status: status === 'success' ? 'paid' : 'declined' } });

/**
 * The sandbox's checkout, behind a page of the web app (/wallet/sandbox-checkout/{reference}): the
 * charge, and the payer's Pay or Decline. Only the person who started the top-up, signed in, may
 * see or answer it: anyone else is told what an unknown reference tells (404), so a reference seen
 * in a log or an address bar credits nothing.
 */
function sandboxRoutes(service: PaymentsService, provider: SandboxProvider, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Wallet'], security: [{ bearer: [] }], params: paymentReferenceParams };
    /** The charge, once the payment is known to be the caller's own. */
    const payersCharge = async (request: FastifyRequest, reference: string) => {
      await service.ownPayment(actorOf(request).id, reference);
      const charge = provider.charge(reference);
      // Started before a restart, which the sandbox forgets: as an abandoned checkout.
      if (!charge) throw notFound('payment_not_found');
      return charge;
    };
    const returnUrl = (reference: string, callbackUrl: string) => `${callbackUrl}?reference=${encodeURIComponent(reference)}`;

    /** Delivered as Paystack delivers: a POST of the signed bytes to the webhook route. */
    const deliver = async (delivery: Delivery) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook/',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
        payload: delivery.body,
      });
      if (res.statusCode !== 200) app.log.error({ status: res.statusCode, body: res.body }, 'sandbox webhook refused');
    };
    provider.deliverTo(deliver);

    r.addHook('onRequest', guards.signedIn);

    r.get('/api/payments/sandbox/:reference/', {
      schema: {
        ...common,
        summary: 'Sandbox provider: my charge, as its checkout page shows it',
        response: { 200: sandboxChargeSchema, 401: errorSchema, 404: errorSchema },
      },
      handler: async (request) => {
        const charge = await payersCharge(request, request.params.reference);
        return { reference: request.params.reference, amount: charge.amount, amount_formatted: formatNaira(charge.amount), status: charge.status };
      },
    });

    r.post('/api/payments/sandbox/:reference/pay/', {
      schema: {
        ...common,
        summary: 'Sandbox provider: pay my charge (delivers a signed charge.success webhook)',
        response: { 200: sandboxAnswerSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      handler: async (request) => {
        const { reference } = request.params;
        const charge = await payersCharge(request, reference);
        const delivery = provider.pay(reference);
        if (!delivery) throw closed(charge.status);
        await deliver(delivery);
        return { reference, status: 'success' as const, return_url: returnUrl(reference, charge.callbackUrl) };
      },
    });

    r.post('/api/payments/sandbox/:reference/decline/', {
      schema: {
        ...common,
        summary: 'Sandbox provider: decline my charge',
        response: { 200: sandboxAnswerSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
      handler: async (request) => {
        const { reference } = request.params;
        const charge = await payersCharge(request, reference);
        if (!provider.decline(reference)) throw closed(charge.status);
        return { reference, status: 'failed' as const, return_url: returnUrl(reference, charge.callbackUrl) };
      },
    });
  };
}
