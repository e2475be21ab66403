// HTTP for hospitals. This part: registration (spec §7 Hospitals).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, hospitalRegisterBody, sessionSchema } from '../accounts/schemas';
import type { AccountsService } from '../accounts/service';

export function hospitalRoutes(accounts: AccountsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/api/hospitals/register/', {
      schema: {
        tags: ['Hospitals'],
        summary: 'Register a hospital; it may sign in once an admin verifies it',
        body: hospitalRegisterBody,
        response: {
          201: z.object({ message: z.string(), user: sessionSchema.shape.user, hospital: sessionSchema.shape.profile }),
          400: errorSchema,
          409: errorSchema,
        },
      },
      handler: async (request: FastifyRequest, reply) =>
        reply.status(201).send(await accounts.registerHospital((request.body ?? {}) as Record<string, unknown>, request.ip)),
    });
  };
}
