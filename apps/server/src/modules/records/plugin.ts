// The records module: medical records and prescriptions, a printed prescription's public check,
// a record's attachments, and a patient's record exported as FHIR.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attachmentRoutes } from './attachments/routes';
import { attachmentsService } from './attachments/service';
import { recordExport } from './fhir/export';
import { recordExportRoutes } from './fhir/routes';
import { prescriptionVerifyRoutes, recordRoutes } from './routes';
import { recordsService } from './service';

export const recordsModule = fp(
  async (app: FastifyInstance) => {
    const { db, audit, files, counters, guards, config } = app;
    await app.register(recordRoutes(recordsService({ db, audit, notifications: app.notifications, files }), guards));
    await app.register(prescriptionVerifyRoutes(db, counters, config.rateLimits.prescriptionVerifyPerIp));
    const attachments = attachmentsService({ db, audit, files, counters, uploadLimit: config.rateLimits.uploadsPerUser });
    await app.register(attachmentRoutes(attachments, guards, config.attachments));
    await app.register(recordExportRoutes(recordExport({ db, audit }), guards));
  },
  { name: 'records', dependencies: ['core', 'accounts', 'notifications', 'audit'] },
);
