// HTTP for patients (spec §7 Patients).

import { apiErrorSchema as errorSchema, patientSummarySchema as patient, patientIdParams, patientsQuery } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWho } from '../../http/audit-who';
import type { AuthGuards } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { PatientsService } from './service';

export function patientRoutes(patients: PatientsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Patients'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
    const caller = guards.callerOf;
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/patients/', {
      schema: {
        ...common,
        summary:
          'Patients I may see: a doctor’s patients of accepted appointments (with appointment counts), a hospital’s who granted it access, all for admins, myself for a patient. Each patient shown to someone else is recorded as read',
        querystring: patientsQuery,
        response: { 200: z.array(patient), ...errors },
      },
      handler: async (request) => {
        const c = await caller(request);
        return patients.list(c, request.query.search, auditWho(request, c));
      },
    });
    r.get('/api/patients/my_profile/', {
      schema: { ...common, summary: 'The signed-in patient', response: { 200: patient, ...errors } },
      handler: async (request) => {
        const c = await caller(request);
        if (!c.patientId) throw forbidden('patient_profile_patients_only');
        return patients.get(c, c.patientId);
      },
    });
    r.get('/api/patients/:id/', {
      schema: {
        ...common,
        summary: 'One patient, if I may see them',
        params: patientIdParams,
        response: { 200: patient, ...errors },
      },
      handler: async (request) => {
        const c = await caller(request);
        return patients.get(c, request.params.id, auditWho(request, c));
      },
    });
  };
}
