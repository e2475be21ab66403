// The admin module: the admin's list of accounts, one account's summary, and the decisions on
// accounts (approve, reject, deactivate, reactivate), each told to the person and audited; what
// a deactivation undoes elsewhere is done by the modules subscribed to `account.deactivated`.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountSummary } from './account-summary';
import { adminRoutes } from './routes';
import { type AdminService, adminService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

export const adminModule = fp(
  async (app: FastifyInstance) => {
    const admin = adminService({ db: app.db, events: app.events, audit: app.audit });
    app.decorate('admin', admin);
    await app.register(adminRoutes(admin, app.guards, accountSummary({ db: app.db, admin, wallet: app.wallet })));
  },
  { name: 'admin', dependencies: ['core', 'accounts', 'audit', 'wallet'] },
);
