// Only on a test server (TEST_CLOCK=adjustable; config.ts refuses it in production): earnings mature
// by an adjustable clock, which an admin moves forward (POST /api/testing/clock/), to see an
// earning become available without waiting out the dispute window, and puts back (DELETE). The
// browser tests use it (apps/web/e2e/fixtures.ts). Listed before the wallet module, which takes
// the clock it decorates.

import { apiErrorSchema as errorSchema } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../http/auth';
import { type AdjustableClock, adjustableClock } from './clock';

function clockRoutes(clock: AdjustableClock, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/api/testing/clock/', {
      onRequest: guards.admin,
      schema: {
        tags: ['Testing'],
        security: [{ bearer: [] }],
        summary: 'Test servers only: move the clock earnings mature by forward',
        body: z.object({
          advance_hours: z
            .number()
            .int()
            .min(0)
            .max(24 * 365),
        }),
        response: { 200: z.object({ now: z.string() }), 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      handler: async (request) => ({ now: clock.advance(request.body.advance_hours * 3_600_000).toISOString() }),
    });
    app.withTypeProvider<ZodTypeProvider>().delete('/api/testing/clock/', {
      onRequest: guards.admin,
      schema: {
        tags: ['Testing'],
        security: [{ bearer: [] }],
        summary: 'Test servers only: put the clock earnings mature by back to the system time',
        response: { 200: z.object({ now: z.string() }), 401: errorSchema, 403: errorSchema },
      },
      handler: async () => ({ now: clock.reset().toISOString() }),
    });
  };
}

export const testClock = fp(
  async (app: FastifyInstance) => {
    const clock = adjustableClock();
    app.decorate('earningsClock', clock);
    await app.register(clockRoutes(clock, app.guards));
  },
  { name: 'test-clock', dependencies: ['core', 'accounts'] },
);
