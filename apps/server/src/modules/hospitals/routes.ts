// HTTP for hospitals. This part: registration (spec §7 Hospitals).

import { apiErrorSchema as errorSchema, hospitalRegisterBody, hospitalRegisterResponseSchema } from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsService } from '../accounts/service';

export function hospitalRoutes(accounts: AccountsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post('/api/hospitals/register/', {
      schema: {
        tags: ['Hospitals'],
        summary: 'Register a hospital; it may sign in once an admin verifies it',
        body: hospitalRegisterBody,
        response: {
          201: hospitalRegisterResponseSchema,
          400: errorSchema,
          409: errorSchema,
        },
      },
      handler: async (request: FastifyRequest, reply) =>
        reply.status(201).send(await accounts.registerHospital((request.body ?? {}) as Record<string, unknown>, request.ip)),
    });
  };
}
