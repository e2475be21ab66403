// HTTP for hospital services: /api/hospital-services/ (spec §7; DOMAIN.md "Hospital portal").

import {
  createHospitalServiceBody,
  apiErrorSchema as errorSchema,
  hospitalServiceIdParams,
  hospitalServiceSchema,
  hospitalServicesQuery,
  updateHospitalServiceBody,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../../http/auth';
import type { HospitalServicesService } from './service';

export function hospitalServiceRoutes(services: HospitalServicesService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Hospital services'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
    const caller = guards.callerOf;

    r.get('/api/hospital-services/', {
      onRequest: guards.signedIn,
      schema: {
        ...common,
        summary: 'A hospital’s services: the active ones, and for the hospital itself and admins the inactive ones too',
        querystring: hospitalServicesQuery,
        response: { 200: z.array(hospitalServiceSchema), ...errors },
      },
      handler: async (request) => services.list(await caller(request), request.query.hospital),
    });
    r.post('/api/hospital-services/', {
      onRequest: guards.role('hospital'),
      schema: {
        ...common,
        summary: 'The hospital adds a service (name unique within the hospital)',
        body: createHospitalServiceBody,
        response: { 201: hospitalServiceSchema, 409: errorSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await services.create(await caller(request), request.body)),
    });
    r.patch('/api/hospital-services/:id/', {
      onRequest: guards.role('hospital', 'admin'),
      schema: {
        ...common,
        summary: 'Change one of the hospital’s services (name, category, description, price in kobo, active)',
        params: hospitalServiceIdParams,
        body: updateHospitalServiceBody,
        response: { 200: hospitalServiceSchema, 409: errorSchema, ...errors },
      },
      handler: async (request) => services.update(await caller(request), request.params.id, request.body),
    });
    r.delete('/api/hospital-services/:id/', {
      onRequest: guards.role('hospital', 'admin'),
      schema: { ...common, summary: 'Remove one of the hospital’s services', params: hospitalServiceIdParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await services.remove(await caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
