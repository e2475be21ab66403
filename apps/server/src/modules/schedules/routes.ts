// HTTP for doctor schedules (spec §7 Doctor schedules).

import { DAYS_OF_WEEK, weekdayOf } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import { databaseId, slotDate } from '../../http/query';
import { errorSchema } from '../accounts/schemas';
import { slotSchema } from '../appointments/responses';
import type { DoctorsService } from '../doctors/service';
import type { SchedulesService } from './service';

const schedule = z.object({
  id: z.number(),
  doctor: z.number(),
  day_of_week: z.number(),
  day_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  slot_minutes: z.number(),
  is_active: z.boolean(),
});
const interval = z.object({
  day_of_week: z.number().int().describe('0 = Monday … 6 = Sunday').optional(),
  start_time: z.string().describe('HH:MM, Lagos time').optional(),
  end_time: z.string().describe('HH:MM, Lagos time').optional(),
  slot_minutes: z.number().int().describe('10–240, default 30').optional(),
  is_active: z.boolean().optional(),
  doctor: z.unknown().optional().describe('Ignored: a doctor edits only their own schedule'),
});
const idParams = z.object({ id: databaseId('Schedule id') });
const slot = slotSchema;

export function scheduleRoutes(schedules: SchedulesService, doctors: DoctorsService, guards: AuthGuards) {
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
        querystring: z.object({ doctor: databaseId('Doctor').optional() }),
        response: { 200: z.array(schedule), ...errors },
      },
      handler: async (request) => schedules.list(await caller(request), request.query.doctor),
    });
    r.post('/api/doctor-schedules/', {
      schema: {
        ...common,
        summary: 'Add an interval to my weekly schedule',
        body: interval.required({ day_of_week: true, start_time: true, end_time: true }),
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
    r.get('/api/doctor-schedules/available_slots/', {
      schema: {
        ...common,
        summary: 'A doctor’s free slots on a date (Africa/Lagos): schedule minus past times and active appointments',
        querystring: z.object({ doctor_id: databaseId('doctor_id'), date: slotDate }),
        response: {
          200: z.object({
            doctor_id: z.number(),
            date: z.string(),
            day_name: z.string(),
            works_on_date: z.boolean(),
            is_available: z.boolean(),
            slots: z.array(slot),
          }),
          ...errors,
        },
      },
      handler: async (request) => {
        const { doctor_id, date } = request.query;
        const doctor = await doctors.get(doctor_id);
        const found = (await schedules.freeSlotsOf([doctor_id], date)).get(doctor_id);
        return {
          doctor_id,
          date,
          day_name: DAYS_OF_WEEK[weekdayOf(date)],
          works_on_date: found?.works ?? false,
          is_available: doctor.is_available,
          slots: doctor.is_available ? (found?.slots ?? []) : [],
        };
      },
    });
  };
}
