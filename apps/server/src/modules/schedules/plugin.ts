// The schedules module: doctors' weekly working hours, and their free slots (Africa/Lagos) less
// the times their appointments already take (read from the appointments module's table through
// appointments/busy-times.ts, which needs no appointments service).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { busyTimes } from '../appointments/busy-times';
import { scheduleRoutes } from './routes';
import { type SchedulesService, schedulesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    schedules: SchedulesService;
  }
}

export const schedulesModule = fp(
  async (app: FastifyInstance) => {
    const schedules = schedulesService(app.db, app.hospitals, busyTimes(app.db));
    app.decorate('schedules', schedules);
    await app.register(scheduleRoutes(schedules, app.guards));
  },
  { name: 'schedules', dependencies: ['core', 'accounts', 'hospitals'] },
);
