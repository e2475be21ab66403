// HTTP for the admin's decisions on accounts: approve or reject doctors and
// hospitals, deactivate and reactivate anyone. Admins only.

import { ACCOUNT_STATUSES, USER_TYPES } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuards, actorOf } from '../../http/auth';
import { databaseId } from '../../http/query';
import { errorSchema } from '../accounts/schemas';
import type { AdminService } from './service';

const idParams = z.object({ id: databaseId('User id') });
const reasonBody = z.object({ reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').optional() }).optional();
const adminUser = z.record(z.string(), z.unknown());

export function adminRoutes(admin: AdminService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Admin'], security: [{ bearer: [] }] };
    const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    r.addHook('onRequest', guards.admin);

    r.get('/api/admin/users/', {
      schema: {
        ...common,
        summary: 'List users, newest first; filter by type, status or a search of name, username and email',
        querystring: z.object({
          user_type: z.enum(USER_TYPES).optional(),
          account_status: z.enum(ACCOUNT_STATUSES).optional(),
          search: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: z.object({ count: z.number(), next: z.number().nullable(), results: z.array(adminUser) }), ...errors },
      },
      handler: (request) => admin.listUsers(request.query),
    });

    r.get('/api/admin/users/:id/', {
      schema: { ...common, summary: 'One user with profile', params: idParams, response: { 200: adminUser, ...errors } },
      handler: (request) => admin.getUser(request.params.id),
    });

    r.post('/api/admin/users/:id/approve/', {
      schema: { ...common, summary: 'Approve a pending doctor or verify a pending hospital', params: idParams, response: { 200: adminUser, ...errors } },
      handler: (request) => admin.approve(request.params.id),
    });

    r.post('/api/admin/users/:id/reject/', {
      schema: { ...common, summary: 'Reject a pending doctor or hospital', params: idParams, body: reasonBody, response: { 200: adminUser, ...errors } },
      handler: (request) => admin.reject(request.params.id, request.body?.reason || undefined),
    });

    r.post('/api/admin/users/:id/deactivate/', {
      schema: {
        ...common,
        summary: 'Deactivate an account; its sessions end at once',
        params: idParams,
        body: reasonBody,
        response: { 200: adminUser, ...errors },
      },
      handler: (request) => admin.deactivate(actorOf(request), request.params.id, request.body?.reason || undefined),
    });

    r.post('/api/admin/users/:id/reactivate/', {
      schema: { ...common, summary: 'Reactivate a deactivated account', params: idParams, response: { 200: adminUser, ...errors } },
      handler: (request) => admin.reactivate(request.params.id),
    });
  };
}
