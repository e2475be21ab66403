// HTTP for medical records (spec §7 "Medical records"). Doctors write; everyone signed in
// reads what they may see (the service decides, and answers 404 for the rest).

import {
  createRecordBody,
  apiErrorSchema as errorSchema,
  medicalRecordPageSchema,
  medicalRecordSchema,
  prescriptionVerificationSchema,
  recordIdParams,
  recordListQuery,
  recordsByDoctorQuery,
  recordsByPatientQuery,
  replacePrescriptionBody,
  stopPrescriptionBody,
  updateRecordBody,
  verificationCodeParams,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateRule } from '../../config';
import type { Db } from '../../db/client';
import { auditWho } from '../../http/audit-who';
import type { AuthGuards } from '../../http/auth';
import { type CounterStore, enforce } from '../../http/counters';
import type { RecordsService } from './service';
import { verifyPrescription } from './verification';

export function recordRoutes(records: RecordsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Medical records'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const who = async (request: FastifyRequest) => auditWho(request, await guards.callerOf(request));
    const doctor = guards.role('doctor');
    const base = '/api/medical-records';
    const signedIn = guards.signedIn;

    r.get(`${base}/`, {
      onRequest: signedIn,
      schema: {
        ...common,
        summary:
          'The records I may see, newest first: my own as a patient; my patients’ as a doctor; those of patients who granted my hospital access; all for admins',
        querystring: recordListQuery,
        response: { 200: medicalRecordPageSchema, ...errors },
      },
      handler: async (request) => {
        const { page, page_size, ...filter } = request.query;
        return records.list(await who(request), filter, page, page_size);
      },
    });
    r.post(`${base}/`, {
      onRequest: doctor,
      schema: {
        ...common,
        summary: 'Write a record for a patient I have an accepted appointment with; the patient is notified',
        body: createRecordBody,
        response: { 201: medicalRecordSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await records.create(await who(request), request.body)),
    });
    r.get(`${base}/by_patient/`, {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'A patient’s records, newest first (404 if I may not see the patient)',
        querystring: recordsByPatientQuery,
        response: { 200: medicalRecordPageSchema, ...errors },
      },
      handler: async (request) => {
        const { patient_id, page, page_size, ...filter } = request.query;
        return records.ofPatient(await who(request), patient_id, filter, page, page_size);
      },
    });
    r.get(`${base}/by_doctor/`, {
      onRequest: signedIn,
      schema: {
        ...common,
        summary: 'Records written by a doctor, among those I may see, newest first',
        querystring: recordsByDoctorQuery,
        response: { 200: medicalRecordPageSchema, ...errors },
      },
      handler: async (request) => {
        const { doctor_id, page, page_size, ...filter } = request.query;
        return records.list(await who(request), { ...filter, doctor: doctor_id }, page, page_size);
      },
    });
    r.get(`${base}/:id/`, {
      onRequest: signedIn,
      schema: { ...common, summary: 'One record', params: recordIdParams, response: { 200: medicalRecordSchema, ...errors } },
      handler: async (request) => records.get(await who(request), request.params.id),
    });
    r.put(`${base}/:id/`, {
      onRequest: doctor,
      schema: {
        ...common,
        summary: 'Change my record within 24 hours of writing it; send the updated_at I read. Later, write a new record that amends it',
        params: recordIdParams,
        body: updateRecordBody,
        response: { 200: medicalRecordSchema, ...errors },
      },
      handler: async (request) => records.update(await who(request), request.params.id, request.body),
    });
    r.post(`${base}/:id/stop/`, {
      onRequest: doctor,
      schema: {
        ...common,
        summary:
          'Stop an active prescription, with the reason (its prescriber, or a doctor with an accepted appointment with the patient); the patient is told',
        params: recordIdParams,
        body: stopPrescriptionBody,
        response: { 200: medicalRecordSchema, ...errors },
      },
      handler: async (request) => records.stop(await who(request), request.params.id, request.body),
    });
    r.post(`${base}/:id/replace/`, {
      onRequest: doctor,
      schema: {
        ...common,
        summary: 'Replace an active prescription by a new one (answered); the old one becomes replaced, the patient is told',
        params: recordIdParams,
        body: replacePrescriptionBody,
        response: { 201: medicalRecordSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await records.replace(await who(request), request.params.id, request.body)),
    });
    r.post(`${base}/:id/renew/`, {
      onRequest: doctor,
      schema: {
        ...common,
        summary: 'Renew an active or completed prescription: a new active prescription with the same content (answered); the old one becomes replaced by it',
        params: recordIdParams,
        response: { 201: medicalRecordSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await records.renew(await who(request), request.params.id)),
    });
    r.delete(`${base}/:id/`, {
      onRequest: doctor,
      schema: { ...common, summary: 'Delete my record within 24 hours of writing it', params: recordIdParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await records.remove(await who(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

/** The public check of a printed prescription's code: genuine and current, nothing of the patient. */
export function prescriptionVerifyRoutes(db: Db, counters: CounterStore, rule: RateRule) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get('/api/prescriptions/verify/:code/', {
      schema: {
        tags: ['Medical records'],
        summary:
          'Public: whether a printed prescription’s verification code is genuine, and its status, date and prescriber (name, MDCN licence). Nothing of the patient. Rate-limited per address',
        params: verificationCodeParams,
        response: { 200: prescriptionVerificationSchema, 400: errorSchema, 429: errorSchema },
      },
      handler: async (request) => {
        await enforce(counters, `rx-verify:ip:${request.ip}`, rule, 'prescription verifications');
        return verifyPrescription(db, request.params.code);
      },
    });
  };
}
