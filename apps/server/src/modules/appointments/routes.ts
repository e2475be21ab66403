// HTTP for appointments (spec §7 Appointments): lists, requests, open slots, bookings
// and every status change.

import {
  appointmentSchema as appointment,
  appointmentListQuery,
  appointmentsByDoctorQuery,
  appointmentsByPatientQuery,
  cancellationBody,
  createAppointmentBody,
  apiErrorSchema as errorSchema,
  appointmentIdParams as idParams,
  OPEN_SLOT_BATCH_MAX,
  OPEN_SLOT_BATCH_MAX_DAYS,
  openSlotBatchBody,
  openSlotBatchResultSchema,
  reasonBody,
  updateAppointmentBody,
  updateStatusBody,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { AppointmentsService } from './service';
import type { TransitionAction } from './transitions';

export function appointmentRoutes(appointments: AppointmentsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Appointments'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const caller = guards.callerOf;
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/appointments/', {
      schema: {
        ...common,
        summary: 'Appointments I may see, newest first; open slots on offer soonest first',
        querystring: appointmentListQuery,
        response: { 200: z.array(appointment), ...errors },
      },
      handler: async (request) => {
        const { hospital, doctor__hospital_affiliations__hospital, ...q } = request.query;
        return appointments.list(await caller(request), { ...q, hospital: doctor__hospital_affiliations__hospital, at_hospital: hospital });
      },
    });
    r.get('/api/appointments/by_doctor/', {
      schema: {
        ...common,
        summary: 'Appointments of one doctor that I may see',
        querystring: appointmentsByDoctorQuery,
        response: { 200: z.array(appointment), ...errors },
      },
      handler: async (request) => appointments.list(await caller(request), { doctor: request.query.doctor_id, show_all: true }),
    });
    r.get('/api/appointments/by_patient/', {
      schema: {
        ...common,
        summary: 'Appointments of one patient that I may see',
        querystring: appointmentsByPatientQuery,
        response: { 200: z.array(appointment), ...errors },
      },
      handler: async (request) => appointments.list(await caller(request), { patient: request.query.patient_id, show_all: true }),
    });
    r.post('/api/appointments/', {
      schema: {
        ...common,
        summary: 'A patient requests a doctor’s free slot (pending); a hospital publishes an open slot (scheduled)',
        body: createAppointmentBody,
        response: { 201: appointment, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await appointments.create(await caller(request), request.body)),
    });
    r.get('/api/appointments/:id/', {
      schema: { ...common, summary: 'One appointment', params: idParams, response: { 200: appointment, ...errors } },
      handler: async (request) => appointments.get(await caller(request), request.params.id),
    });
    r.put('/api/appointments/:id/', {
      schema: {
        ...common,
        summary: 'Patient: reason and type of a pending request. Doctor: notes. Hospital: type of its unbooked slot',
        params: idParams,
        body: updateAppointmentBody,
        response: { 200: appointment, ...errors },
      },
      handler: async (request) => appointments.update(await caller(request), request.params.id, request.body),
    });
    r.delete('/api/appointments/:id/', {
      schema: {
        ...common,
        summary: 'Delete an unbooked open slot (its hospital, or an admin); a booked one is cancelled instead',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        await appointments.remove(await caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
    r.post('/api/appointments/:id/withdraw/', {
      onRequest: guards.role('hospital', 'admin'),
      schema: {
        ...common,
        summary: 'Withdraw an unbooked open slot (kept, cancelled as withdrawn); against a patient booking it at that moment exactly one wins',
        params: idParams,
        response: { 200: appointment, ...errors },
      },
      handler: async (request) => appointments.withdraw(await caller(request), request.params.id),
    });
    r.post('/api/appointments/open_slots/', {
      onRequest: guards.role('hospital'),
      schema: {
        ...common,
        summary: `Publish open slots in a batch (≤ ${OPEN_SLOT_BATCH_MAX} slots over ≤ ${OPEN_SLOT_BATCH_MAX_DAYS} days, Lagos time) with an affiliated doctor; past and overlapping ones are skipped and reported; dry_run previews`,
        body: openSlotBatchBody,
        response: { 200: openSlotBatchResultSchema, 201: openSlotBatchResultSchema, ...errors },
      },
      handler: async (request, reply) => {
        const result = await appointments.publishBatch(await caller(request), request.body);
        return reply.status(result.dry_run ? 200 : 201).send(result);
      },
    });
    r.patch('/api/appointments/:id/update_status/', {
      schema: {
        ...common,
        summary: 'Move to a status along the same rules as the named actions',
        params: idParams,
        body: updateStatusBody,
        response: { 200: appointment, ...errors },
      },
      handler: async (request) => appointments.updateStatus(await caller(request), request.params.id, request.body),
    });

    const action = (method: 'PATCH' | 'POST', path: string, act: TransitionAction, summary: string, reasonField?: 'reason' | 'cancellation_reason') =>
      r.route({
        method,
        url: `/api/appointments/:id/${path}/`,
        schema: {
          ...common,
          summary,
          params: idParams,
          body: reasonField === 'cancellation_reason' ? cancellationBody : reasonBody,
          response: { 200: appointment, ...errors },
        },
        handler: async (request) => {
          const body: { reason?: string | null; cancellation_reason?: string | null } = request.body ?? {};
          return appointments.act(await caller(request), request.params.id, act, reasonField ? body[reasonField] : undefined);
        },
      });
    action('PATCH', 'approve_appointment', 'approve', 'Approve a pending request (the doctor, or the hospital for its appointments)');
    action('PATCH', 'reject_appointment', 'reject', 'Decline a pending request with a reason (the doctor)', 'reason');
    action('POST', 'cancel', 'cancel', 'Cancel a pending or scheduled appointment with a reason', 'cancellation_reason');
    action('POST', 'start_session', 'start_session', 'Start the session, from 15 minutes before its time (the doctor)');
    action('POST', 'end_session', 'end_session', 'End the session (the doctor)');

    r.post('/api/appointments/:id/book_slot/', {
      schema: {
        ...common,
        summary: 'Book an open slot; of concurrent bookers exactly one wins, the rest get 409',
        params: idParams,
        body: reasonBody,
        response: { 200: appointment, ...errors },
      },
      handler: async (request) => appointments.bookSlot(await caller(request), request.params.id, request.body?.reason),
    });
  };
}
