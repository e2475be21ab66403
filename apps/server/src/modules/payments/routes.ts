// HTTP for top-ups: start one, verify one, the provider's webhook, and — only with the sandbox
// provider — its checkout page and the buttons behind it.

import {
  apiErrorSchema as errorSchema,
  formatNaira,
  paymentReferenceParams,
  paymentReferenceQuery,
  paymentSchema,
  topUpBody,
  topUpLimitsSchema,
  topUpStartedSchema,
  webhookReceivedSchema,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    if (service.provider.name === 'sandbox') await app.register(sandboxRoutes(service.provider as SandboxProvider));
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

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox's checkout: a page with the amount and two buttons, no script, nothing to load. */
function checkoutPage(reference: string, amount: number, status: string) {
  const open = status === 'pending';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1>Sandbox checkout</h1><p>No real money moves: this test provider stands in for Paystack.</p>
<p>Top-up <strong>${escapeHtml(formatNaira(amount))}</strong><br><small>Reference ${escapeHtml(reference)}</small></p>
${
  open
    ? `<form method="post" action="pay/"><button type="submit">Pay ${escapeHtml(formatNaira(amount))}</button></form>
<form method="post" action="decline/" style="margin-top:1rem"><button type="submit">Decline</button></form>`
    : `<p>This payment is ${escapeHtml(status === 'success' ? 'paid' : 'declined')}.</p>`
}
</body></html>`;
}

function sandboxRoutes(provider: SandboxProvider) {
  return async (app: FastifyInstance) => {
    // The page's buttons post an empty form; scripts post JSON or nothing.
    app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Wallet'], params: paymentReferenceParams };
    const chargeOf = (reference: string) => {
      const charge = provider.charge(reference);
      if (!charge) throw notFound('payment_not_found');
      return charge;
    };
    /** A browser's form goes back to the app; a script gets JSON. */
    const answer = (request: { headers: Record<string, unknown> }, reply: FastifyReply, reference: string, status: string) => {
      const charge = chargeOf(reference);
      if (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        return reply.redirect(`${charge.callbackUrl}?reference=${encodeURIComponent(reference)}`, 303);
      return reply.send({ reference, status });
    };

    r.get('/api/payments/sandbox/:reference/', {
      schema: { ...common, summary: 'Sandbox provider: the checkout page', hide: true },
      handler: async (request, reply) => {
        const charge = chargeOf(request.params.reference);
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
          .send(checkoutPage(request.params.reference, charge.amount, charge.status));
      },
    });

    const result = z.object({ reference: z.string(), status: z.enum(['success', 'failed']) });

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

    r.post('/api/payments/sandbox/:reference/pay/', {
      schema: {
        ...common,
        summary: 'Sandbox provider: pay (delivers a signed charge.success webhook)',
        response: { 200: result, 404: errorSchema, 409: errorSchema },
      },
      handler: async (request, reply) => {
        const { reference } = request.params;
        const charge = chargeOf(reference);
        const delivery = provider.pay(reference);
        if (!delivery) throw closed(charge.status);
        await deliver(delivery);
        return answer(request, reply, reference, 'success');
      },
    });

    r.post('/api/payments/sandbox/:reference/decline/', {
      schema: { ...common, summary: 'Sandbox provider: decline the payment', response: { 200: result, 404: errorSchema, 409: errorSchema } },
      handler: async (request, reply) => {
        const { reference } = request.params;
        const charge = chargeOf(reference);
        if (!provider.decline(reference)) throw closed(charge.status);
        return answer(request, reply, reference, 'failed');
      },
    });
  };
}
