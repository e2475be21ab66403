// HTTP for the audit trail as a patient sees it. Admin search comes with the admin console.

import { accessLogPageSchema, accessLogQuery, apiErrorSchema as errorSchema } from '@naijacare/contracts';
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
  };
}
