// The reports module: people's reports of a review, a chat message or a profile, and the admin's
// moderation, which hides what it upholds.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reportRoutes } from './routes';
import { reportsService } from './service';

export const reportsModule = fp(
  async (app: FastifyInstance) => {
    const reports = reportsService({
      db: app.db,
      notifications: app.notifications,
      audit: app.audit,
      counters: app.counters,
      reportsPerUser: app.config.rateLimits.reportsPerUser,
      reviews: app.reviews,
      chat: app.chat,
    });
    await app.register(reportRoutes(reports, app.guards));
  },
  { name: 'reports', dependencies: ['core', 'accounts', 'notifications', 'audit', 'reviews', 'chat'] },
);
