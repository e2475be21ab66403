// The realtime socket (/api/ws/): signed in by a short-lived ticket, topics guarded (a user's own,
// an appointment's parties'), call signalling; notifications pushed, and the sockets of an ended
// session closed, as the database tells of them committing (on every instance).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appointmentParties } from './guards';
import { pushNotifications } from './notification-feed';
import { ticketRoutes } from './routes';
import { closeEndedSessions } from './session-feed';
import { type SocketRegistry, socketRoutes } from './socket';
import { realtimeTickets } from './tickets';

export const realtime = fp(
  async (app: FastifyInstance) => {
    const { config, counters, hub, accounts, guards } = app;
    const tickets = realtimeTickets(config.jwtSecret, counters);
    await app.register(ticketRoutes(tickets, guards, app.tokens.verify, { counters, rule: config.rateLimits.realtimeTicketsPerUser }));
    const openSockets: { current?: SocketRegistry } = {};
    await app.register(
      socketRoutes(
        {
          hub,
          tickets,
          authenticateSession: accounts.authenticateSession,
          callerOf: accounts.callerOf,
          guards: { appointment: appointmentParties(app.appointments) },
          maySignal: app.calls.maySignal,
          heartbeatSeconds: config.realtimeHeartbeatSeconds,
        },
        openSockets,
      ),
    );
    await pushNotifications(app.database, hub);
    await closeEndedSessions(app.database, openSockets);
  },
  { name: 'realtime', dependencies: ['core', 'accounts', 'appointments', 'calls'] },
);
