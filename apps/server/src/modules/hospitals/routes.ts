// HTTP for hospitals (spec §7 Hospitals): registration and the directory.

import {
  apiErrorSchema as errorSchema,
  hospitalDetailSchema,
  hospitalIdParams,
  hospitalListQuery,
  hospitalListSchema,
  hospitalRegisterBody,
  hospitalRegisterResponseSchema,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth';
import type { AccountsService } from '../accounts/service';
import type { HospitalDirectory } from './directory';

export function hospitalRoutes(accounts: AccountsService, directory: HospitalDirectory, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/api/hospitals/register/', {
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

    const signedIn = { tags: ['Hospitals'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
    r.get('/api/hospitals/', {
      onRequest: guards.signedIn,
      schema: {
        ...signedIn,
        summary: 'Verified hospitals by name; search by name, filter by state (admins: any verification status)',
        querystring: hospitalListQuery,
        response: { 200: hospitalListSchema, ...errors },
      },
      handler: async (request) => directory.list(await guards.callerOf(request), request.query),
    });
    r.get('/api/hospitals/:id/', {
      onRequest: guards.signedIn,
      schema: {
        ...signedIn,
        summary: 'One hospital’s public profile (an unverified one only to itself and admins)',
        params: hospitalIdParams,
        response: { 200: hospitalDetailSchema, ...errors },
      },
      handler: async (request) => directory.get(await guards.callerOf(request), request.params.id),
    });
  };
}
