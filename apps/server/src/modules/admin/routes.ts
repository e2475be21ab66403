// HTTP for the admin's decisions on accounts: approve or reject doctors and hospitals,
// deactivate and reactivate anyone, each with a reason the person is told (required to
// deactivate, optional otherwise) and an entry in the audit trail. Admins only.

import {
  adminUserSchema as adminUser,
  adminUserPageSchema,
  adminUserSummarySchema,
  adminUsersQuery,
  apiErrorSchema as errorSchema,
  adminUserIdParams as idParams,
  adminReasonBody as reasonBody,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditWho } from '../../http/audit-who';
import { type AuthGuards, actorOf } from '../../http/auth';
import type { AccountSummary } from './account-summary';
import type { AdminService } from './service';

export function adminRoutes(admin: AdminService, guards: AuthGuards, summaryOf: AccountSummary) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Admin'], security: [{ bearer: [] }] };
    const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    r.addHook('onRequest', guards.admin);
    const whoOf = async (request: FastifyRequest) => auditWho(request, await guards.callerOf(request));

    r.get('/api/admin/users/', {
      schema: {
        ...common,
        summary:
          'List users; filter by type, status, state and days joined, search name, username, email and phone, sort by `ordering`. Patients shown are recorded as read',
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

    r.get('/api/admin/users/:id/summary/', {
      schema: {
        ...common,
        summary:
          'Around one account: appointments by status and the latest, wallet balance and latest transactions, affiliations or hospital accesses, and what deactivating it would undo',
        params: idParams,
        response: { 200: adminUserSummarySchema, ...errors },
      },
      handler: (request) => summaryOf(request.params.id),
    });
    r.post('/api/admin/users/:id/approve/', {
      schema: {
        ...common,
        summary: 'Approve a pending doctor or verify a pending hospital; a reason, if given, is told to them',
        params: idParams,
        body: reasonBody,
        response: { 200: adminUser, ...errors },
      },
      handler: async (request) => admin.approve(request.params.id, undefined, await whoOf(request), request.body?.reason || undefined),
    });

    r.post('/api/admin/users/:id/reject/', {
      schema: { ...common, summary: 'Reject a pending doctor or hospital', params: idParams, body: reasonBody, response: { 200: adminUser, ...errors } },
      handler: async (request) => admin.reject(request.params.id, request.body?.reason || undefined, undefined, await whoOf(request)),
    });

    r.post('/api/admin/users/:id/deactivate/', {
      schema: {
        ...common,
        summary:
          'Deactivate an account with the reason the person is told (400 deactivation_reason_required without one); its sessions end at once, its pending and scheduled appointments are cancelled and refunded, its waiting withdrawals rejected',
        params: idParams,
        body: reasonBody,
        response: { 200: adminUser, 400: errorSchema, ...errors },
      },
      handler: async (request) => admin.deactivate(actorOf(request), request.params.id, request.body?.reason || undefined, undefined, await whoOf(request)),
    });

    r.post('/api/admin/users/:id/reactivate/', {
      schema: {
        ...common,
        summary: 'Reactivate a deactivated account; a reason, if given, is told to them',
        params: idParams,
        body: reasonBody,
        response: { 200: adminUser, ...errors },
      },
      handler: async (request) => admin.reactivate(request.params.id, undefined, await whoOf(request), request.body?.reason || undefined),
    });
  };
}
