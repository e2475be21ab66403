// The disputes module: a patient's dispute of their appointment, its thread, and the admin's review and decision.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { disputeRoutes } from './routes';
import { disputesService } from './service';

export const disputesModule = fp(
  async (app: FastifyInstance) => {
    await app.register(disputeRoutes(disputesService({ db: app.db, notifications: app.notifications }), app.guards));
  },
  { name: 'disputes', dependencies: ['core', 'accounts', 'notifications'] },
);
