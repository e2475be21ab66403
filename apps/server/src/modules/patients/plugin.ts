// The patients module: who may see which patient (access.ts: the gate of a patient's data), and the patients a doctor or
// hospital sees.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { patientRoutes } from './routes';
import { patientsService } from './service';

export const patientsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(patientRoutes(patientsService(app.db, app.appointments, app.audit), app.guards));
  },
  { name: 'patients', dependencies: ['core', 'accounts', 'appointments', 'audit'] },
);
