// Doctor-hospital affiliations: a doctor requests, the hospital decides, both are told.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { affiliationRoutes } from './routes';
import { type AffiliationsService, affiliationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    affiliations: AffiliationsService;
  }
}

export const affiliationsModule = fp(
  async (app: FastifyInstance) => {
    const affiliations = affiliationsService({ db: app.db, notifications: app.notifications });
    app.decorate('affiliations', affiliations);
    await app.register(affiliationRoutes(affiliations, app.guards));
  },
  { name: 'affiliations', dependencies: ['core', 'accounts', 'notifications'] },
);
