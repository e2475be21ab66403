// The access module: hospitals' access codes and patients' consent to a hospital seeing their record.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accessRoutes } from './routes';
import { accessService } from './service';

export const accessModule = fp(
  async (app: FastifyInstance) => {
    const { rateLimits } = app.config;
    const access = accessService({
      db: app.db,
      notifications: app.notifications,
      audit: app.audit,
      counters: app.counters,
      accessCodeFailures: rateLimits.accessCodeFailures,
      accessCodeFailuresPerIp: rateLimits.accessCodeFailuresPerIp,
    });
    await app.register(accessRoutes(access, app.guards));
  },
  { name: 'access', dependencies: ['core', 'accounts', 'notifications', 'audit'] },
);
