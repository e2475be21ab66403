// The appointments module: patients' requests, hospitals' open slots, bookings and every status
// change. It cancels what a deactivated account had still to come, in the deactivation's
// transaction (`account.deactivated`).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cancelOnDeactivation } from './account-deactivated';
import { appointmentRoutes } from './routes';
import { type AppointmentsService, appointmentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentsService;
  }
}

export const appointmentsModule = fp(
  async (app: FastifyInstance) => {
    const { db, hospitals, schedules, notifications, hub, events } = app;
    const appointments = appointmentsService({ db, hospitals, schedules, notifications, hub, events, money: app.config.money });
    app.decorate('appointments', appointments);
    events.within('account.deactivated', cancelOnDeactivation(appointments.cancelForDeactivatedAccount));
    await app.register(appointmentRoutes(appointments, app.guards));
  },
  { name: 'appointments', dependencies: ['core', 'accounts', 'hospitals', 'schedules', 'notifications'] },
);
