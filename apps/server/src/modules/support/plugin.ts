// The support module: support tickets and their threads, assigned and resolved by admins, and the
// public contact form; resolved tickets close after their 7 days even when nobody reads them (a
// sweep), so counts and filters stay true.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEvery } from '../../sweep';
import { supportRoutes } from './routes';
import { type SupportService, supportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

/** How often resolved tickets past their 7 days are closed. */
const SWEEP_MS = 10 * 60_000;

export const supportModule = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const support = supportService({
      db: app.db,
      appointments: app.appointments,
      notifications: app.notifications,
      counters: app.counters,
      limits: {
        ticketsPerUser: config.rateLimits.supportTicketsPerUser,
        repliesPerUser: config.rateLimits.supportRepliesPerUser,
        contactPerIp: config.rateLimits.supportContactPerIp,
      },
      contactFormSecret: config.jwtSecret,
    });
    app.decorate('support', support);
    await app.register(supportRoutes(support, app.guards));
    sweepEvery(app, SWEEP_MS, 'support close sweep', support.closeDue);
  },
  { name: 'support', dependencies: ['core', 'accounts', 'notifications', 'appointments'] },
);
