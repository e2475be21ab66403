// The notifications module: what the other modules create in their own transactions, read and
// marked by each person; it words what accounts decide (account-events.ts).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tellAccountEvents } from './account-events';
import { notificationRoutes } from './routes';
import { type NotificationsService, notificationsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    const notifications = notificationsService(app.db);
    app.decorate('notifications', notifications);
    tellAccountEvents(app.events, notifications);
    await app.register(notificationRoutes(notifications, app.guards, app.counters, app.config.rateLimits.unreadCountPerUser));
  },
  { name: 'notifications', dependencies: ['core', 'accounts'] },
);
