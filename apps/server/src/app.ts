// buildApp(): the whole API server — plugins, modules, static web app. main.ts and
// the tests build the same app; only the dependencies differ.

import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { serverMessage } from '@naijacare/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { type Database, transactionOf } from './db/client';
import { domainEventBus } from './events/bus';
import { authGuards } from './http/auth';
import { forbidCachingOfPrivateAnswers } from './http/cache-control';
import { type CounterStore, memoryCounters, redisCounters } from './http/counters';
import { serializeError, serializeRequest } from './http/error-log';
import { clientErrorHandler, frameworkErrors, notFound, registerErrorHandling, requireHostHeader } from './http/errors';
import { refuseMultipartWhereNotRead } from './http/multipart';
import { refuseNulBytes } from './http/nul-bytes';
import { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, profileImageLimit, readPublicImage } from './http/public-images';
import { OneLinePerRequest } from './http/request-log';
import { sendSecurityHeaders } from './http/security-headers';
import { accessRoutes } from './modules/access/routes';
import { accessService } from './modules/access/service';
import { isHiddenPhoto } from './modules/accounts/doctor-names';
import { passwordHasher } from './modules/accounts/passwords';
import { accountRoutes } from './modules/accounts/routes';
import { type AccountsService, accountsService } from './modules/accounts/service';
import { accessTokens } from './modules/accounts/tokens';
import { accountSummary } from './modules/admin/account-summary';
import { adminRoutes } from './modules/admin/routes';
import { type AdminService, adminService } from './modules/admin/service';
import { adminPaymentRoutes } from './modules/admin-payments/routes';
import { adminPaymentsService } from './modules/admin-payments/service';
import { analyticsRoutes } from './modules/analytics/routes';
import { type AnalyticsService, analyticsService } from './modules/analytics/service';
import { cancelOnDeactivation } from './modules/appointments/account-deactivated';
import { busyTimes } from './modules/appointments/busy-times';
import { appointmentRoutes } from './modules/appointments/routes';
import { type AppointmentsService, appointmentsService } from './modules/appointments/service';
import { auditRoutes } from './modules/audit/routes';
import { auditService } from './modules/audit/service';
import { stopOnWithdrawal } from './modules/call-recordings/consent';
import { callRecordingRoutes } from './modules/call-recordings/routes';
import { callRecordingsService } from './modules/call-recordings/service';
import { callRoutes } from './modules/calls/routes';
import { callsService } from './modules/calls/service';
import { endingWithSession } from './modules/calls/session-closed';
import { chatRoutes } from './modules/chat/routes';
import { chatService } from './modules/chat/service';
import { disputeRoutes } from './modules/disputes/routes';
import { disputesService } from './modules/disputes/service';
import { PHOTO_FOLDER } from './modules/doctors/photos';
import { doctorRoutes } from './modules/doctors/routes';
import { doctorsService } from './modules/doctors/service';
import { affiliationRoutes } from './modules/hospitals/affiliations/routes';
import { type AffiliationsService, affiliationsService } from './modules/hospitals/affiliations/service';
import { hospitalDirectory } from './modules/hospitals/directory';
import { hospitalPortalService } from './modules/hospitals/portal';
import { hospitalPortalRoutes } from './modules/hospitals/portal-routes';
import { hospitalRoutes } from './modules/hospitals/routes';
import { type HospitalsService, hospitalsService } from './modules/hospitals/service';
import { hospitalServiceRoutes } from './modules/hospitals/services/routes';
import { hospitalServicesService } from './modules/hospitals/services/service';
import { tellAccountEvents } from './modules/notifications/account-events';
import { notificationRoutes } from './modules/notifications/routes';
import { type NotificationsService, notificationsService } from './modules/notifications/service';
import { patientRoutes } from './modules/patients/routes';
import { patientsService } from './modules/patients/service';
import { paymentProvider } from './modules/payments/provider';
import { paymentRoutes } from './modules/payments/routes';
import { type PaymentsService, paymentsService } from './modules/payments/service';
import { payoutRoutes } from './modules/payouts/routes';
import { type PayoutsService, payoutsService } from './modules/payouts/service';
import { attachmentRoutes } from './modules/records/attachments/routes';
import { attachmentsService } from './modules/records/attachments/service';
import { recordExport } from './modules/records/fhir/export';
import { recordExportRoutes } from './modules/records/fhir/routes';
import { prescriptionVerifyRoutes, recordRoutes } from './modules/records/routes';
import { recordsService } from './modules/records/service';
import { reportRoutes } from './modules/reports/routes';
import { reportsService } from './modules/reports/service';
import { reviewRoutes } from './modules/reviews/routes';
import { reviewsService } from './modules/reviews/service';
import { scheduleRoutes } from './modules/schedules/routes';
import { type SchedulesService, schedulesService } from './modules/schedules/service';
import { supportRoutes } from './modules/support/routes';
import { type SupportService, supportService } from './modules/support/service';
import { systemRoutes } from './modules/system/routes';
import { systemClock } from './modules/wallet/clock';
import { earningsMaturity } from './modules/wallet/earnings';
import { walletRoutes } from './modules/wallet/routes';
import { type WalletService, walletService } from './modules/wallet/service';
import { appointmentParties } from './realtime/guards';
import { type Hub, memoryHub, redisHub } from './realtime/hub';
import { pushNotifications } from './realtime/notification-feed';
import { ticketRoutes } from './realtime/routes';
import { closeEndedSessions } from './realtime/session-feed';
import { FRAME_BYTES_MAX, type SocketRegistry, socketRoutes } from './realtime/socket';
import { realtimeTickets } from './realtime/tickets';
import { DEMO_PASSWORD, DEMO_USERNAMES } from './seed/demo';
import { type FileStore, localFileStore } from './storage/files';
import { adjustableClock } from './testing/clock';
import { testingClockRoutes } from './testing/clock-routes';

export interface AppDeps {
  config: Config;
  database: Database;
  counters?: CounterStore;
  files?: FileStore;
  /** The realtime hub (tests give two apps one hub, as Redis would) */
  hub?: Hub;
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

/** The longest path parameter the router reads; longer is a 414 (ids are far shorter). */
const MAX_PARAM_LENGTH = 100;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-paystack-signature"]'],
            serializers: { err: serializeError, req: serializeRequest },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    logController: new OneLinePerRequest(),
    frameworkErrors,
    clientErrorHandler,
    // Node would answer an HTTP/1.1 request without Host itself, with an empty body; the hook
    // below refuses it in the one error shape instead.
    http: { requireHostHeader: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The security headers first, so that every refusal below carries them too.
  sendSecurityHeaders(app);
  requireHostHeader(app);
  refuseNulBytes(app);
  refuseMultipartWhereNotRead(app);
  forbidCachingOfPrivateAnswers(app);

  let redis: Redis | undefined;
  if (!deps.counters && config.redisUrl) {
    redis = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  const counters = deps.counters ?? (redis ? redisCounters(redis) : memoryCounters());
  const files = deps.files ?? localFileStore(path.join(config.dataDir, 'uploads'));

  const hub = deps.hub ?? (redis ? redisHub(redis, redis.duplicate()) : memoryHub());
  app.addHook('onClose', () => hub.close());
  const notifications = notificationsService(database.db);
  const events = domainEventBus(app.log);
  tellAccountEvents(events, notifications);
  const tokens = accessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const accounts = accountsService({
    db: database.db,
    events,
    config,
    hasher: passwordHasher(config.argon2),
    tokens,
    counters,
    files,
  });
  const audit = auditService(database.db);
  const guards = authGuards({ authenticate: accounts.authenticate, callerOf: accounts.callerOf });
  const hospitals = hospitalsService(database.db);
  const schedules = schedulesService(database.db, hospitals, busyTimes(database.db));
  const appointments = appointmentsService({ db: database.db, hospitals, schedules, notifications, hub, events, money: config.money });
  const countProfileImage = profileImageLimit(counters, config.rateLimits.profileImagesPerUser);
  const doctors = doctorsService(database.db, accounts, hospitals, schedules, appointments, files, countProfileImage);
  const patients = patientsService(database.db, appointments, audit);
  const records = recordsService({ db: database.db, audit, notifications, files });
  const attachments = attachmentsService({ db: database.db, audit, files, counters, uploadLimit: config.rateLimits.uploadsPerUser });
  const access = accessService({
    db: database.db,
    notifications,
    audit,
    counters,
    accessCodeFailures: config.rateLimits.accessCodeFailures,
    accessCodeFailuresPerIp: config.rateLimits.accessCodeFailuresPerIp,
  });
  const affiliations = affiliationsService({ db: database.db, notifications });
  const testClock = config.money.adjustableClock ? adjustableClock() : null;
  const earningsClock = testClock ?? systemClock;
  const maturity = earningsMaturity({ db: database.db, notifications, clock: earningsClock });
  const wallet = walletService(database.db, maturity);
  const provider = paymentProvider(config.payments);
  const payouts = payoutsService({
    db: database.db,
    provider,
    notifications,
    maturity,
    log: app.log,
    counters,
    saveLimit: config.rateLimits.bankAccountSavesPerUser,
  });
  const admin = adminService({ db: database.db, events, audit });
  events.within('account.deactivated', cancelOnDeactivation(appointments.cancelForDeactivatedAccount));
  events.within('account.deactivated', async ({ user, byUserId }, q) => void (await payouts.rejectForDeactivatedAccount(transactionOf(q), user.id, byUserId)));
  // Earnings also mature without anyone reading the wallet, so their owners are told.
  const earningsSweep = setInterval(() => void maturity.matureDue().catch((error) => app.log.error({ err: error }, 'earnings sweep failed')), 60_000);
  earningsSweep.unref();
  app.addHook('onClose', async () => clearInterval(earningsSweep));
  const payments = paymentsService({
    db: database.db,
    provider,
    notifications,
    limits: config.payments,
    log: app.log,
    onTransferEvent: (event) => events.publish(database.db, 'payment.transfer_reported', event),
  });

  await app.register(websocket, { options: { maxPayload: FRAME_BYTES_MAX } });
  await app.register(multipart, { limits: { fileSize: config.bodyLimitBytes, files: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'NaijaCare API', version: '1.0.0', description: 'Telehealth and hospital-network platform for Nigeria' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(systemRoutes(database, config.webDist));
  await app.register(accountRoutes(accounts, guards, { usernames: DEMO_USERNAMES, password: DEMO_PASSWORD, enabled: config.demoSeed }));
  await app.register(hospitalRoutes(accounts, hospitalDirectory(database.db), guards));
  await app.register(hospitalPortalRoutes(hospitalPortalService({ db: database.db, files, config, countImage: countProfileImage }), guards));
  await app.register(hospitalServiceRoutes(hospitalServicesService(database.db), guards));
  await app.register(adminRoutes(admin, guards, accountSummary({ db: database.db, admin, wallet })));
  await app.register(doctorRoutes(doctors, guards));
  await app.register(scheduleRoutes(schedules, doctors, guards));
  await app.register(patientRoutes(patients, guards));
  await app.register(accessRoutes(access, guards));
  await app.register(auditRoutes(audit, guards));
  await app.register(recordRoutes(records, guards));
  await app.register(prescriptionVerifyRoutes(database.db, counters, config.rateLimits.prescriptionVerifyPerIp));
  await app.register(attachmentRoutes(attachments, guards, config.attachments));
  await app.register(recordExportRoutes(recordExport({ db: database.db, audit }), guards));
  await app.register(appointmentRoutes(appointments, guards));
  await app.register(affiliationRoutes(affiliations, guards));
  await app.register(walletRoutes(wallet, guards));
  if (testClock) await app.register(testingClockRoutes(testClock, guards));
  await app.register(
    paymentRoutes(payments, guards, {
      publicUrl: config.publicUrl,
      counters,
      topUps: config.rateLimits.topUpsPerUser,
      verifies: config.rateLimits.paymentVerifiesPerUser,
    }),
  );
  await app.register(payoutRoutes(payouts, guards));
  await app.register(adminPaymentRoutes(adminPaymentsService({ db: database.db, payments }), guards));
  await app.register(notificationRoutes(notifications, guards, counters, config.rateLimits.unreadCountPerUser));
  const tickets = realtimeTickets(config.jwtSecret, counters);
  await app.register(ticketRoutes(tickets, guards, tokens.verify, { counters, rule: config.rateLimits.realtimeTicketsPerUser }));
  events.within('payment.transfer_reported', payouts.onTransferEvent);
  const calls = callsService({ db: database.db, appointments, notifications, hub, events });
  events.within('appointment.closing', endingWithSession(hub));
  events.within('call.consent_withdrawn', stopOnWithdrawal);
  const openSockets: { current?: SocketRegistry } = {};
  await app.register(
    socketRoutes(
      {
        hub,
        tickets,
        authenticateSession: accounts.authenticateSession,
        callerOf: accounts.callerOf,
        guards: { appointment: appointmentParties(appointments) },
        maySignal: calls.maySignal,
        heartbeatSeconds: config.realtimeHeartbeatSeconds,
      },
      openSockets,
    ),
  );
  await app.register(callRoutes(calls, guards, config.iceServers));
  await app.register(
    callRecordingRoutes(
      callRecordingsService({ db: database.db, calls, audit, files, hub, maxBytes: config.recordingMaxBytes, callMaxBytes: config.recordingCallMaxBytes }),
      guards,
    ),
  );
  const support = supportService({
    db: database.db,
    appointments,
    notifications,
    counters,
    limits: {
      ticketsPerUser: config.rateLimits.supportTicketsPerUser,
      repliesPerUser: config.rateLimits.supportRepliesPerUser,
      contactPerIp: config.rateLimits.supportContactPerIp,
    },
    contactFormSecret: config.jwtSecret,
  });
  await app.register(supportRoutes(support, guards));
  // Resolved tickets close after their 7 days even when nobody reads them, so counts and filters stay true.
  const supportSweep = setInterval(() => void support.closeDue().catch((error) => app.log.error({ err: error }, 'support close sweep failed')), 10 * 60_000);
  supportSweep.unref();
  app.addHook('onClose', async () => clearInterval(supportSweep));
  const analytics = analyticsService({ db: database.db });
  await app.register(analyticsRoutes(analytics, guards));
  // Each finished Lagos day gets its snapshots soon after midnight, even if no admin asks; a day
  // missed while the server was down is caught up on the next sweep.
  const analyticsSweep = setInterval(
    () => void analytics.generateDue().catch((error) => app.log.error({ err: error }, 'analytics snapshot sweep failed')),
    15 * 60_000,
  );
  analyticsSweep.unref();
  app.addHook('onClose', async () => clearInterval(analyticsSweep));
  await app.register(disputeRoutes(disputesService({ db: database.db, notifications }), guards));
  const chat = chatService({ db: database.db, appointments, hub, counters, sendLimit: config.rateLimits.chatMessagesPerUser });
  await app.register(chatRoutes(chat, guards));
  const reviews = reviewsService({ db: database.db, appointments, notifications });
  await app.register(reviewRoutes(reviews, guards));
  await app.register(
    reportRoutes(reportsService({ db: database.db, notifications, audit, counters, reportsPerUser: config.rateLimits.reportsPerUser, reviews, chat }), guards),
  );
  await pushNotifications(database, hub);
  await closeEndedSessions(database, openSockets);

  app.get('/media/photos/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    // ?size=160 for lists on a phone; anything else is the 480 px image.
    const size = IMAGE_SIZES.find((s) => String(s) === (request.query as { size?: unknown }).size) ?? DEFAULT_IMAGE_SIZE;
    // A photo moderators hid is served to no one; kept in caches an hour at most, so hiding it takes hold.
    if (await isHiddenPhoto(database.db, name)) throw notFound('photo_not_found');
    const bytes = await readPublicImage(files, PHOTO_FOLDER, name, size);
    if (!bytes) throw notFound('photo_not_found');
    return reply.type('image/webp').header('cache-control', 'public, max-age=3600').send(bytes);
  });

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // Files are looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The build writes .br and .gz beside each file (vite.config.ts); the browser's Accept-Encoding picks one.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // The web app owns every other page path: its router shows its own not-found page. A missing
    // file (an old build's script after a deploy) must be a 404, never the page, or the browser
    // would try to run HTML as code.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/media/') && !isFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    // The router gives up on a path param over its length limit; with the web app's files served,
    // that path would land here instead of the router's 414.
    if (url.startsWith('/api/') && url.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
      return reply.status(414).send({ error: serverMessage('url_too_long'), code: 'url_too_long' });
    return reply.status(404).send({
      error: serverMessage('not_found'),
      code: 'not_found',
      message: serverMessage('no_such_endpoint', { method: request.method, url }),
      message_code: 'no_such_endpoint',
    });
  });

  return {
    app,
    database,
    accounts,
    admin,
    notifications,
    hospitals,
    affiliations,
    schedules,
    appointments,
    hub,
    files,
    wallet,
    payments,
    payouts,
    support,
    analytics,
    money: config.money,
  };
}
