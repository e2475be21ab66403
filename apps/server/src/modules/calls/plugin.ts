// The calls module: an appointment's WebRTC calls (signalled over the realtime socket), their
// lifecycle, and consent to record them. An appointment closing ends its live calls, in the
// closing's own transaction (`appointment.closing`, session-closed.ts).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { callRoutes } from './routes';
import { type CallsService, callsService } from './service';
import { endingWithSession } from './session-closed';

declare module 'fastify' {
  interface FastifyInstance {
    calls: CallsService;
  }
}

export const callsModule = fp(
  async (app: FastifyInstance) => {
    const { hub, events } = app;
    const calls = callsService({ db: app.db, appointments: app.appointments, notifications: app.notifications, hub, events });
    app.decorate('calls', calls);
    events.within('appointment.closing', endingWithSession(hub));
    await app.register(callRoutes(calls, app.guards, app.config.iceServers));
  },
  { name: 'calls', dependencies: ['core', 'accounts', 'notifications', 'appointments'] },
);
