// The analytics module: the admin's platform figures for all Nigeria or a state, and a snapshot of
// each finished Lagos day, stored soon after midnight even if no admin asks; a day missed while
// the server was down is caught up on the next sweep.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepEvery } from '../../sweep';
import { analyticsRoutes } from './routes';
import { type AnalyticsService, analyticsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: AnalyticsService;
  }
}

/** How often the days without their snapshots are looked for. */
const SWEEP_MS = 15 * 60_000;

export const analyticsModule = fp(
  async (app: FastifyInstance) => {
    const analytics = analyticsService({ db: app.db });
    app.decorate('analytics', analytics);
    await app.register(analyticsRoutes(analytics, app.guards));
    sweepEvery(app, SWEEP_MS, 'analytics snapshot sweep', analytics.generateDue);
  },
  { name: 'analytics', dependencies: ['core', 'accounts'] },
);
