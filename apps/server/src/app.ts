// buildApp(): the whole API server — the core it stands on, the HTTP policies every request meets,
// each domain module as a plugin (which builds its service, registers its routes and subscribes to
// the domain events it reacts to: events/catalogue.ts), and the web app. main.ts and the tests
// build the same app; only the dependencies differ. A module lists the modules it takes from, and
// Fastify refuses to start if one is missing or listed later.

import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { type CoreDeps, core } from './core';
import type { Database } from './db/client';
import { fastifyPlugins } from './http/fastify-plugins';
import { httpPolicies } from './http/policies';
import { serverOptions } from './http/server-options';
import { webApp } from './http/web-app';
import { accessModule } from './modules/access/plugin';
import { accountsModule } from './modules/accounts/plugin';
import type { AccountsService } from './modules/accounts/service';
import { adminModule } from './modules/admin/plugin';
import type { AdminService } from './modules/admin/service';
import { adminPaymentsModule } from './modules/admin-payments/plugin';
import { analyticsModule } from './modules/analytics/plugin';
import type { AnalyticsService } from './modules/analytics/service';
import { appointmentsModule } from './modules/appointments/plugin';
import type { AppointmentsService } from './modules/appointments/service';
import { auditModule } from './modules/audit/plugin';
import { callRecordingsModule } from './modules/call-recordings/plugin';
import { callsModule } from './modules/calls/plugin';
import { chatModule } from './modules/chat/plugin';
import { disputesModule } from './modules/disputes/plugin';
import { doctorsModule } from './modules/doctors/plugin';
import { affiliationsModule } from './modules/hospitals/affiliations/plugin';
import type { AffiliationsService } from './modules/hospitals/affiliations/service';
import { hospitalsModule } from './modules/hospitals/plugin';
import type { HospitalsService } from './modules/hospitals/service';
import { notificationsModule } from './modules/notifications/plugin';
import type { NotificationsService } from './modules/notifications/service';
import { patientsModule } from './modules/patients/plugin';
import { paymentsModule } from './modules/payments/plugin';
import type { PaymentsService } from './modules/payments/service';
import { payoutsModule } from './modules/payouts/plugin';
import type { PayoutsService } from './modules/payouts/service';
import { recordsModule } from './modules/records/plugin';
import { reportsModule } from './modules/reports/plugin';
import { reviewsModule } from './modules/reviews/plugin';
import { schedulesModule } from './modules/schedules/plugin';
import type { SchedulesService } from './modules/schedules/service';
import { supportModule } from './modules/support/plugin';
import type { SupportService } from './modules/support/service';
import { systemModule } from './modules/system/plugin';
import { walletModule } from './modules/wallet/plugin';
import type { WalletService } from './modules/wallet/service';
import type { Hub } from './realtime/hub';
import { realtime } from './realtime/plugin';
import { demoAccounts } from './seed/demo-accounts-route';
import type { FileStore } from './storage/files';
import { testClock } from './testing/clock-routes';

export interface AppDeps extends CoreDeps {
  /** Where request logs go (standard output unless given); tests read them here. */
  logStream?: NodeJS.WritableStream;
}

export interface App {
  app: FastifyInstance;
  database: Database;
  accounts: AccountsService;
  admin: AdminService;
  notifications: NotificationsService;
  hospitals: HospitalsService;
  affiliations: AffiliationsService;
  schedules: SchedulesService;
  appointments: AppointmentsService;
  hub: Hub;
  wallet: WalletService;
  payments: PaymentsService;
  payouts: PayoutsService;
  support: SupportService;
  analytics: AnalyticsService;
  /** Private and public files (attachments, photos): the demo seed stores its files through it too. */
  files: FileStore;
  /** The platform's commission and the earnings' hold (the demo seed pays its past visits' fees by them). */
  money: Config['money'];
}

export async function buildApp({ logStream, ...deps }: AppDeps): Promise<App> {
  const app = Fastify(serverOptions(deps.config, logStream));
  await app.register(core, deps);
  await app.register(httpPolicies);
  await app.register(fastifyPlugins);

  await app.register(systemModule);
  await app.register(accountsModule);
  await app.register(demoAccounts);
  await app.register(auditModule);
  await app.register(notificationsModule);
  await app.register(hospitalsModule);
  await app.register(affiliationsModule);
  await app.register(schedulesModule);
  await app.register(appointmentsModule);
  await app.register(doctorsModule);
  await app.register(patientsModule);
  await app.register(accessModule);
  await app.register(recordsModule);
  // Only on a test server (TEST_CLOCK=adjustable): the clock earnings mature by, moved by tests.
  if (deps.config.money.adjustableClock) await app.register(testClock);
  await app.register(walletModule);
  await app.register(adminModule);
  await app.register(paymentsModule);
  await app.register(payoutsModule);
  await app.register(adminPaymentsModule);
  await app.register(callsModule);
  await app.register(callRecordingsModule);
  await app.register(realtime);
  await app.register(supportModule);
  await app.register(analyticsModule);
  await app.register(disputesModule);
  await app.register(chatModule);
  await app.register(reviewsModule);
  await app.register(reportsModule);

  await app.register(webApp);

  return {
    app,
    database: app.database,
    accounts: app.accounts,
    admin: app.admin,
    notifications: app.notifications,
    hospitals: app.hospitals,
    affiliations: app.affiliations,
    schedules: app.schedules,
    appointments: app.appointments,
    hub: app.hub,
    files: app.files,
    wallet: app.wallet,
    payments: app.payments,
    payouts: app.payouts,
    support: app.support,
    analytics: app.analytics,
    money: deps.config.money,
  };
}
