// HTTP side of the realtime channel: the ticket that signs a WebSocket in.

import { apiErrorSchema as errorSchema, realtimeTicketSchema } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateRule } from '../config';
import { type AuthGuards, bearer } from '../http/auth';
import { type CounterStore, enforce } from '../http/counters';
import { unauthorized } from '../http/errors';
import type { AccessClaims } from '../modules/accounts/tokens';
import type { RealtimeTickets } from './tickets';

/** A socket reconnecting with backoff asks for a ticket every few seconds at most; many more from one
 * user is someone opening sockets by the hundred. */
export function ticketRoutes(
  tickets: RealtimeTickets,
  guards: AuthGuards,
  verifyToken: (token: string) => Promise<AccessClaims | null>,
  limit: { counters: CounterStore; rule: RateRule },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/api/realtime/ticket/', {
      onRequest: guards.signedIn,
      schema: {
        tags: ['Realtime'],
        security: [{ bearer: [] }],
        summary: 'A ticket for the WebSocket at /api/ws/?ticket=…, good once within expires_in seconds',
        response: { 200: realtimeTicketSchema, 401: errorSchema, 429: errorSchema },
      },
      handler: async (request) => {
        const claims = await verifyToken(bearer(request) ?? '');
        if (!claims) throw unauthorized('token_invalid', 'session_expired');
        await enforce(limit.counters, `realtime:tickets:${claims.userId}`, limit.rule, 'realtime connections');
        return tickets.issue(claims);
      },
    });
  };
}
