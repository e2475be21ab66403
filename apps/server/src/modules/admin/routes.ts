// HTTP for the admin's decisions on accounts: approve or reject doctors and
// hospitals, deactivate and reactivate anyone. Admins only.

import {
  adminUserSchema as adminUser,
  adminUserPageSchema,
  adminUsersQuery,
  apiErrorSchema as errorSchema,
  adminUserIdParams as idParams,
  adminReasonBody as reasonBody,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AuthGuards, actorOf } from '../../http/auth';
import { auditWho } from '../audit/who';
import type { AdminService } from './service';

export function adminRoutes(admin: AdminService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Admin'], security: [{ bearer: [] }] };
    const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    r.addHook('onRequest', guards.admin);

    r.get('/api/admin/users/', {
      schema: {
        ...common,
        summary: 'List users, newest first; filter by type, status or a search of name, username and email. Patients shown are recorded as read',
        querystring: adminUsersQuery,
        response: { 200: adminUserPageSchema, ...errors },
      },
      handler: async (request) => admin.listUsers(request.query, auditWho(request, await guards.callerOf(request))),
    });

    r.get('/api/admin/users/:id/', {
      schema: {
        ...common,
        summary: 'One user with profile; a patient’s account is recorded in their access log as a read',
        params: idParams,
        response: { 200: adminUser, ...errors },
      },
      handler: async (request) => admin.viewUser(auditWho(request, await guards.callerOf(request)), request.params.id),
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
