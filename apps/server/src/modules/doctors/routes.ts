// HTTP for the doctor directory (spec §7 Doctors).

import {
  availabilitySchema,
  availableSlotsQuery,
  availableSlotsSchema,
  doctorDateQuery as dateQuery,
  doctorAnalyticsSchema,
  doctorPhotoSchema,
  apiErrorSchema as errorSchema,
  doctorFiltersQuery as filters,
  doctorIdParams as idParams,
  doctorListingSchema as listing,
  PHOTO_MAX_BYTES,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import type { DoctorsService } from './service';

async function photoFrom(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest('photo_multipart_required', 'professional_photo');
  const { file } = await readMultipart(request, 'professional_photo', PHOTO_MAX_BYTES);
  if (!file) throw badRequest('photo_required', 'professional_photo');
  return file;
}

export function doctorRoutes(doctors: DoctorsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Doctors'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
    const caller = guards.callerOf;
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/doctors/', {
      schema: {
        ...common,
        summary: 'Approved doctors; search by name, filter by specialization, state, availability, hospital',
        querystring: filters,
        response: { 200: z.array(listing), ...errors },
      },
      handler: async (request) => doctors.list(request.query, await caller(request)),
    });
    r.get('/api/doctors/available/', {
      schema: { ...common, summary: 'Doctors accepting appointments now', querystring: filters, response: { 200: z.array(listing), ...errors } },
      handler: async (request) => doctors.list({ ...request.query, available: true }, await caller(request)),
    });
    r.get('/api/doctors/available_with_slots/', {
      schema: {
        ...common,
        summary: 'Available doctors with at least one free slot on the date, with those slots',
        querystring: dateQuery,
        response: { 200: z.array(listing), ...errors },
      },
      handler: async (request) => doctors.withSlots(request.query, request.query.date, true, await caller(request)),
    });
    r.get('/api/doctors/with_schedule_availability/', {
      schema: {
        ...common,
        summary: 'Every doctor with whether they work on the date and their free slots',
        querystring: dateQuery,
        response: { 200: z.array(listing), ...errors },
      },
      handler: async (request) => doctors.withSlots(request.query, request.query.date, false, await caller(request)),
    });
    r.get('/api/doctors/my_profile/', {
      schema: { ...common, summary: 'The signed-in doctor’s directory entry', response: { 200: listing, ...errors } },
      handler: async (request) => {
        const c = await caller(request);
        if (!c.doctorId) throw badRequest('doctor_profile_doctors_only');
        return doctors.get(c.doctorId, c);
      },
    });
    r.get('/api/doctors/my_analytics/', {
      schema: {
        ...common,
        summary: 'The signed-in doctor’s appointments by status, this week’s load, rates and earnings',
        response: { 200: doctorAnalyticsSchema, ...errors },
      },
      handler: async (request) => doctors.analytics(await caller(request)),
    });
    r.get('/api/doctors/:id/', {
      schema: { ...common, summary: 'One doctor', params: idParams, response: { 200: listing, ...errors } },
      handler: async (request) => doctors.get(request.params.id, await caller(request)),
    });
    r.post('/api/doctors/:id/toggle_availability/', {
      schema: {
        ...common,
        summary: 'The doctor switches accepting appointments on or off',
        params: idParams,
        response: { 200: availabilitySchema, ...errors },
      },
      handler: async (request) => doctors.toggleAvailability(await caller(request), request.params.id),
    });
    r.patch('/api/doctors/:id/photo/', {
      config: { multipart: true },
      schema: {
        ...common,
        summary:
          'Replace the professional photo (multipart professional_photo; JPEG, PNG, WebP or GIF); photos sent per person are limited (RATE_PROFILE_IMAGES_*: 429)',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: doctorPhotoSchema, 413: errorSchema, 429: errorSchema, ...errors },
      },
      handler: async (request) => doctors.setPhoto(await caller(request), request.params.id, await photoFrom(request)),
    });
    r.delete('/api/doctors/:id/photo/', {
      schema: {
        ...common,
        summary: 'Remove the professional photo',
        params: idParams,
        response: { 200: z.object({ professional_photo: z.null() }), ...errors },
      },
      handler: async (request) => doctors.setPhoto(await caller(request), request.params.id, null) as Promise<{ professional_photo: null }>,
    });

    // Beside the schedules' own routes in the API's paths, here because it answers the doctor's availability too.
    r.get('/api/doctor-schedules/available_slots/', {
      schema: {
        tags: ['Doctor schedules'],
        security: [{ bearer: [] }],
        summary: 'A doctor’s free slots on a date (Africa/Lagos): schedule minus past times and active appointments',
        querystring: availableSlotsQuery,
        response: { 200: availableSlotsSchema, ...errors, 409: errorSchema },
      },
      handler: async (request) => doctors.slotsOn(request.query.doctor_id, request.query.date),
    });
  };
}
