// HTTP for doctor schedules (spec §7 Doctor schedules). A doctor's free slots on a date
// (/api/doctor-schedules/available_slots/) are the doctors module's to answer: they depend on the
// doctor's availability as well (doctors/routes.ts).

import {
  apiErrorSchema as errorSchema,
  scheduleIdParams as idParams,
  scheduleIntervalBody as interval,
  newScheduleIntervalBody,
  doctorScheduleSchema as schedule,
  schedulesQuery,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { SchedulesService } from './service';

export function scheduleRoutes(schedules: SchedulesService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Doctor schedules'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
    const caller = guards.callerOf;
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/doctor-schedules/', {
      schema: {
        ...common,
        summary: 'Weekly intervals: my own (doctor), a doctor’s (?doctor), or my affiliated doctors’ (hospital)',
        querystring: schedulesQuery,
        response: { 200: z.array(schedule), ...errors },
      },
      handler: async (request) => schedules.list(await caller(request), request.query.doctor),
    });
    r.post('/api/doctor-schedules/', {
      schema: {
        ...common,
        summary: 'Add an interval to my weekly schedule',
        body: newScheduleIntervalBody,
        response: { 201: schedule, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await schedules.create(await caller(request), request.body)),
    });
    r.patch('/api/doctor-schedules/:id/', {
      schema: { ...common, summary: 'Change one of my intervals', params: idParams, body: interval, response: { 200: schedule, ...errors } },
      handler: async (request) => schedules.update(await caller(request), request.params.id, request.body),
    });
    r.delete('/api/doctor-schedules/:id/', {
      schema: { ...common, summary: 'Remove one of my intervals', params: idParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await schedules.remove(await caller(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
