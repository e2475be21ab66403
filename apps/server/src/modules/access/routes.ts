// HTTP for access codes and patient-hospital access (spec §7 "Patient-hospital access", plus
// the access codes under /api/hospitals/ and the patient's two calls under /api/patients/).

import {
  patientHospitalAccessSchema as access,
  accessCodeListQuery,
  accessCodePageSchema,
  accessCodeParams,
  accessCodeSchema,
  accessHospitalParams,
  accessIdParams,
  accessListQuery,
  accessPageSchema,
  adminBulkRevokeBody,
  bulkRevokeResultSchema,
  apiErrorSchema as errorSchema,
  generateAccessCodesBody,
  generatedAccessCodesSchema,
  hospitalBulkRevokeBody,
  hospitalRevokeBody,
  patientRevokeHospitalAccessBody,
  reasonOnlyBody,
  revokeAccessCodeBody,
  verifyAccessCodeBody,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditWho } from '../../http/audit-who';
import type { AuthGuards } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { AccessService } from './service';

export function accessRoutes(service: AccessService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    const codesTag = { tags: ['Access codes'], security };
    const accessTag = { tags: ['Patient-hospital access'], security };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const caller = guards.callerOf;
    // Grants and revocations are audited: who, and from where.
    const who = async (request: FastifyRequest) => auditWho(request, await caller(request));
    const hospital = guards.role('hospital');
    const hospitalOrAdmin = guards.role('hospital', 'admin');
    const patient = guards.role('patient');
    const base = '/api/patient-hospital-access';

    // ---- Access codes ----
    const generated = { 201: generatedAccessCodesSchema, ...errors };
    r.post('/api/hospitals/generate_access_codes/', {
      onRequest: hospital,
      schema: {
        ...codesTag,
        summary: 'Generate access codes for my hospital; the codes are shown only in this answer',
        body: generateAccessCodesBody,
        response: generated,
      },
      handler: async (request, reply) => {
        const c = await caller(request);
        if (c.hospitalId === null) throw forbidden('access_codes_hospital_only');
        const codes = await service.codes.generate(c, c.hospitalId, request.body.count);
        return reply.status(201).send({ count: codes.length, codes });
      },
    });
    r.post('/api/hospitals/:id/generate_access_codes/', {
      onRequest: hospital,
      schema: {
        ...codesTag,
        summary: 'Generate access codes (count 1–100); the codes are shown only in this answer',
        params: accessHospitalParams,
        body: generateAccessCodesBody,
        response: generated,
      },
      handler: async (request, reply) => {
        const codes = await service.codes.generate(await caller(request), request.params.id, request.body.count);
        return reply.status(201).send({ count: codes.length, codes });
      },
    });
    r.get('/api/hospitals/:id/access_codes/', {
      onRequest: hospitalOrAdmin,
      schema: {
        ...codesTag,
        summary: 'A hospital’s access codes, newest first, with their status',
        params: accessHospitalParams,
        querystring: accessCodeListQuery,
        response: { 200: accessCodePageSchema, ...errors },
      },
      handler: async (request) => service.codes.list(await caller(request), request.params.id, request.query),
    });
    r.post('/api/hospitals/:id/access_codes/:codeId/revoke/', {
      onRequest: hospitalOrAdmin,
      schema: {
        ...codesTag,
        summary: 'Revoke an unused access code',
        params: accessCodeParams,
        body: revokeAccessCodeBody,
        response: { 200: accessCodeSchema, ...errors },
      },
      handler: async (request) => service.codes.revoke(await caller(request), request.params.id, request.params.codeId, request.body),
    });

    // ---- Consent and listings ----
    r.post(`${base}/verify_access_code/`, {
      onRequest: patient,
      schema: {
        ...accessTag,
        summary: 'Enter a hospital’s access code: that hospital may see my record until I revoke it',
        body: verifyAccessCodeBody,
        response: { 201: access, 429: errorSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await service.verify(await who(request), request.body.access_code, request.ip)),
    });
    r.get(`${base}/`, {
      onRequest: guards.role('patient', 'hospital', 'admin'),
      schema: {
        ...accessTag,
        summary: 'Accesses: a patient’s own, those granted to my hospital, or all for admins',
        querystring: accessListQuery,
        response: { 200: accessPageSchema, ...errors },
      },
      handler: async (request) => service.list(await caller(request), request.query),
    });
    const mine = {
      onRequest: patient,
      schema: { ...accessTag, summary: 'The hospitals that can see my record now', response: { 200: z.array(access), ...errors } },
    };
    r.get(`${base}/my_hospital_accesses/`, { ...mine, handler: async (request) => service.myHospitalAccesses(await caller(request)) });
    r.get('/api/patients/my_hospital_accesses/', {
      ...mine,
      schema: { ...mine.schema, tags: ['Patients'] },
      handler: async (request) => service.myHospitalAccesses(await caller(request)),
    });

    // ---- Revocation ----
    r.post(`${base}/:id/patient_revoke_access/`, {
      onRequest: patient,
      schema: {
        ...accessTag,
        summary: 'Revoke a hospital’s access to my record',
        params: accessIdParams,
        body: reasonOnlyBody,
        response: { 200: access, ...errors },
      },
      handler: async (request) => service.patientRevoke(await who(request), request.params.id, request.body.reason),
    });
    r.post('/api/patients/revoke_hospital_access/', {
      onRequest: patient,
      schema: {
        ...accessTag,
        tags: ['Patients'],
        summary: 'Revoke a hospital’s access to my record; access_code_id is the id of the access (as my_hospital_accesses lists it)',
        body: patientRevokeHospitalAccessBody,
        response: { 200: access, ...errors },
      },
      handler: async (request) => service.patientDecision(await who(request), request.body.access_code_id, request.body.reason),
    });
    r.post(`${base}/:id/hospital_revoke_access/`, {
      onRequest: hospital,
      schema: {
        ...accessTag,
        summary: 'End a patient’s access granted to my hospital',
        params: accessIdParams,
        body: hospitalRevokeBody,
        response: { 200: access, ...errors },
      },
      handler: async (request) => service.hospitalRevoke(await who(request), request.params.id, request.body.reason, request.body.notify_patient),
    });
    r.post(`${base}/hospital_bulk_revoke/`, {
      onRequest: hospital,
      schema: {
        ...accessTag,
        summary: 'End several accesses granted to my hospital: all of them, or none if any is not mine or already revoked',
        body: hospitalBulkRevokeBody,
        response: { 200: bulkRevokeResultSchema, ...errors },
      },
      handler: async (request) => service.hospitalBulkRevoke(await who(request), request.body.access_ids, request.body.reason, request.body.notify_patients),
    });
    r.post(`${base}/:id/revoke_access/`, {
      onRequest: guards.admin,
      schema: { ...accessTag, summary: 'End an access (admin)', params: accessIdParams, body: reasonOnlyBody, response: { 200: access, ...errors } },
      handler: async (request) => service.adminRevoke(await who(request), request.params.id, request.body.reason),
    });
    r.post(`${base}/bulk_revoke_access/`, {
      onRequest: guards.admin,
      schema: {
        ...accessTag,
        summary: 'End several accesses (admin): all of them, or none if any is already revoked',
        body: adminBulkRevokeBody,
        response: { 200: bulkRevokeResultSchema, ...errors },
      },
      handler: async (request) => service.adminBulkRevoke(await who(request), request.body.access_ids, request.body.reason),
    });
  };
}
