// HTTP for the audit trail: a patient's view of who accessed their record, and the admin's search of it all.

import { accessLogPageSchema, accessLogQuery, adminAuditPageSchema, adminAuditQuery, apiErrorSchema as errorSchema } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth';
import type { AuditService } from './service';

export function auditRoutes(audit: AuditService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/patients/my_access_log/', {
      onRequest: guards.role('patient'),
      schema: {
        tags: ['Patients'],
        security: [{ bearer: [] }],
        summary: 'Who read or changed my health record (name and role), what and when, newest first; my own reads are not listed',
        querystring: accessLogQuery,
        response: { 200: accessLogPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      handler: async (request) => audit.myAccessLog(await guards.callerOf(request), request.query),
    });
    r.get('/api/admin/audit-log/', {
      onRequest: guards.admin,
      schema: {
        tags: ['Admin'],
        security: [{ bearer: [] }],
        summary: 'Search the audit trail: who did what to which record or account; filter by actor, patient, entity, action and Lagos days; newest first',
        querystring: adminAuditQuery,
        response: { 200: adminAuditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
      handler: (request) => audit.search(request.query),
    });
  };
}
