// HTTP for reports: anyone signed in files one; admins alone read the queue and decide (others 403).

import {
  apiErrorSchema as errorSchema,
  reportBody,
  reportHideBody,
  reportIdParams,
  reportNoteBody,
  reportPageSchema,
  reportSchema,
  reportsQuery,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditWho } from '../../http/audit-who';
import type { AuthGuards } from '../../http/auth';
import type { ReportsService } from './service';

const BASE = '/api/reports';
const common = { tags: ['Moderation'], security: [{ bearer: [] }] };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export function reportRoutes(service: ReportsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    await app.register(async (people: FastifyInstance) => {
      const r = people.withTypeProvider<ZodTypeProvider>();
      r.addHook('onRequest', guards.signedIn);
      r.post(`${BASE}/`, {
        schema: {
          ...common,
          summary: 'Report a doctor’s profile, a review or a chat message I can see, with a reason; one open report per thing',
          body: reportBody,
          response: { 201: reportSchema, 429: errorSchema, ...errors },
        },
        handler: async (request, reply) => reply.status(201).send(await service.create(await guards.callerOf(request), request.body)),
      });
    });

    await app.register(async (admins: FastifyInstance) => {
      const r = admins.withTypeProvider<ZodTypeProvider>();
      r.addHook('onRequest', guards.admin);
      const who = async (request: Parameters<typeof guards.callerOf>[0]) => auditWho(request, await guards.callerOf(request));

      r.get(`${BASE}/`, {
        schema: {
          ...common,
          summary: 'The reports (admins), newest first; filters status, target_type',
          querystring: reportsQuery,
          response: { 200: reportPageSchema, ...errors },
        },
        handler: async (request) => service.list(await guards.callerOf(request), request.query),
      });
      r.post(`${BASE}/:id/action/`, {
        schema: {
          ...common,
          summary: 'Hide the content (admins); every open report on it is answered, its author is told the reason',
          params: reportIdParams,
          body: reportHideBody,
          response: { 200: reportSchema, ...errors },
        },
        handler: async (request) => service.action(await who(request), request.params.id, request.body.reason),
      });
      r.post(`${BASE}/:id/dismiss/`, {
        schema: {
          ...common,
          summary: 'Dismiss the report (admins): the content stays',
          params: reportIdParams,
          body: reportNoteBody.nullish(),
          response: { 200: reportSchema, ...errors },
        },
        handler: async (request) => service.dismiss(await who(request), request.params.id, request.body?.note),
      });
      r.post(`${BASE}/:id/restore/`, {
        schema: {
          ...common,
          summary: 'Show the hidden content again (admins); its author is told',
          params: reportIdParams,
          body: reportNoteBody.nullish(),
          response: { 200: reportSchema, ...errors },
        },
        handler: async (request) => service.restore(await who(request), request.params.id, request.body?.note),
      });
    });
  };
}
