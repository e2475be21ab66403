// HTTP for doctor-hospital affiliations (spec §7 Affiliations, and the hospital's doctors under
// §7 Hospitals). Each route names who may call it; which affiliation is theirs is decided in
// the service.

import {
  affiliatedDoctorSchema,
  affiliatedDoctorsParams,
  affiliatedDoctorsQuery,
  affiliationIdParams,
  affiliationListQuery,
  affiliationPageSchema,
  affiliationReasonBody,
  affiliationRequestBody,
  affiliationSchema,
  apiErrorSchema as errorSchema,
  hospitalDoctorActionBody,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../../http/auth';
import type { AffiliationsService } from './service';

const BASE = '/api/doctor-hospital-affiliations';

export function affiliationRoutes(affiliations: AffiliationsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Affiliations'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const caller = guards.callerOf;
    const parties = guards.role('doctor', 'hospital', 'admin');
    const hospital = guards.role('hospital');

    r.get(`${BASE}/`, {
      onRequest: parties,
      schema: {
        ...common,
        summary: 'Affiliations I may see, newest first: a doctor their own, a hospital its own, an admin all',
        querystring: affiliationListQuery,
        response: { 200: affiliationPageSchema, ...errors },
      },
      handler: async (request) => affiliations.list(await caller(request), request.query),
    });
    r.post(`${BASE}/`, {
      onRequest: guards.role('doctor'),
      schema: {
        ...common,
        summary: 'Ask a verified hospital for affiliation (approved doctors; one live request or affiliation per hospital)',
        body: affiliationRequestBody,
        response: { 201: affiliationSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await affiliations.request(await caller(request), request.body)),
    });
    r.get(`${BASE}/pending_requests/`, {
      onRequest: hospital,
      schema: { ...common, summary: 'Requests awaiting my hospital’s decision, oldest first', response: { 200: z.array(affiliationSchema), ...errors } },
      handler: async (request) => affiliations.pendingRequests(await caller(request)),
    });
    r.get(`${BASE}/:id/`, {
      onRequest: parties,
      schema: { ...common, summary: 'One affiliation', params: affiliationIdParams, response: { 200: affiliationSchema, ...errors } },
      handler: async (request) => affiliations.get(await caller(request), request.params.id),
    });
    r.delete(`${BASE}/:id/`, {
      onRequest: guards.role('doctor'),
      schema: {
        ...common,
        summary: 'Withdraw my pending request (it is deleted; I may ask again later)',
        params: affiliationIdParams,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await affiliations.withdraw(await caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    const decision = (path: string, action: 'approve' | 'reject' | 'suspend' | 'reactivate' | 'revoke' | 'restore', summary: string) =>
      r.post(`${BASE}/:id/${path}/`, {
        onRequest: hospital,
        schema: { ...common, summary, params: affiliationIdParams, body: affiliationReasonBody, response: { 200: affiliationSchema, ...errors } },
        handler: async (request) => affiliations.decide(await caller(request), request.params.id, action, request.body?.reason),
      });
    decision('approve_affiliation', 'approve', 'Approve a pending request');
    decision('reject_affiliation', 'reject', 'Reject a pending request with a reason');
    decision('suspend_affiliation', 'suspend', 'Suspend an approved affiliation (optional reason); unbooked open slots are withdrawn');
    decision('reactivate_affiliation', 'reactivate', 'Reactivate a suspended affiliation');
    decision('revoke_affiliation', 'revoke', 'Revoke an approved or suspended affiliation (optional reason); unbooked open slots are withdrawn');
    decision('restore_affiliation', 'restore', 'Restore a revoked affiliation (not one the doctor left)');

    const doctorsOwn = (path: string, action: 'leave' | 'rejoin', summary: string) =>
      r.post(`${BASE}/:id/${path}/`, {
        onRequest: guards.role('doctor'),
        schema: { ...common, summary, params: affiliationIdParams, body: affiliationReasonBody, response: { 200: affiliationSchema, ...errors } },
        handler: async (request) => affiliations.decide(await caller(request), request.params.id, action, request.body?.reason),
      });
    doctorsOwn('leave_affiliation', 'leave', 'The doctor ends an approved or suspended affiliation (optional reason); unbooked open slots are withdrawn');
    doctorsOwn('rejoin_affiliation', 'rejoin', 'The doctor who left asks to rejoin: the affiliation is pending again');

    const byDoctor = (path: string, action: 'suspend' | 'revoke' | 'reactivate', summary: string) =>
      r.post(`/api/hospitals/doctors/${path}/`, {
        onRequest: hospital,
        schema: { ...common, summary, body: hospitalDoctorActionBody, response: { 200: affiliationSchema, ...errors } },
        handler: async (request) => affiliations.actOnDoctor(await caller(request), Number(request.body.doctor_id), action, request.body.reason),
      });
    byDoctor('suspend', 'suspend', 'Suspend my hospital’s affiliation with a doctor');
    byDoctor('revoke', 'revoke', 'Revoke my hospital’s affiliation with a doctor');
    byDoctor('reactivate', 'reactivate', 'Reactivate my hospital’s suspended affiliation with a doctor');

    r.get('/api/hospitals/:id/affiliated_doctors/', {
      onRequest: guards.role('hospital', 'admin'),
      schema: {
        ...common,
        summary: 'The hospital’s approved doctors (include_inactive: suspended and revoked too) with their upcoming load there; the hospital itself and admins',
        params: affiliatedDoctorsParams,
        querystring: affiliatedDoctorsQuery,
        response: { 200: z.array(affiliatedDoctorSchema), ...errors },
      },
      handler: async (request) => affiliations.affiliatedDoctors(await caller(request), request.params.id, request.query.include_inactive ?? false),
    });
  };
}
