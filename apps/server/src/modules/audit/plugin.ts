// The audit module: the trail of every read and change of a record and every admin decision on
// an account, which the other modules write in their own transactions; a patient's access log.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './routes';
import { type AuditService, auditService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

export const auditModule = fp(
  async (app: FastifyInstance) => {
    const audit = auditService(app.db);
    app.decorate('audit', audit);
    await app.register(auditRoutes(audit, app.guards));
  },
  { name: 'audit', dependencies: ['core', 'accounts'] },
);
