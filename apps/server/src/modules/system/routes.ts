// Health of the service and of its database.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';

export function systemRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/health/', {
      schema: { tags: ['System'], summary: 'Answers ok when the database answers', response: { 200: z.object({ status: z.literal('ok') }) } },
      handler: async () => {
        try {
          await database.ping();
        } catch {
          throw new AppError(503, 'Database unavailable');
        }
        return { status: 'ok' as const };
      },
    });
  };
}
