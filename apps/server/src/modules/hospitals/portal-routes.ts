// HTTP for a hospital's own portal: editing its profile and logo, its dashboard figures,
// analytics and doctors' quality (spec §7 Hospitals), and the public logo files.

import {
  apiErrorSchema as errorSchema,
  type HospitalProfileUpdate,
  hospitalAnalyticsQuery,
  hospitalAnalyticsSchema,
  hospitalDashboardSchema,
  hospitalDetailSchema,
  hospitalIdParams,
  hospitalProfileUpdateBody,
  hospitalQualitySchema,
  LOGO_MAX_BYTES,
} from '@naijacare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import type { HospitalPortalService } from './portal';

/** The profile changes, as JSON or as multipart with the same fields and an optional logo file. */
async function profileForm(request: FastifyRequest) {
  // JSON was checked against the schema before the handler ran.
  if (!request.isMultipart()) return { changes: (request.body ?? {}) as HospitalProfileUpdate };
  const { fields, file } = await readMultipart(request, 'logo', LOGO_MAX_BYTES);
  // Multipart arrives as a stream, after validation: the same schema checks its fields here.
  const parsed = hospitalProfileUpdateBody.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.join('.');
    throw badRequest('hospital_profile_invalid', field, { field, problem: issue.message });
  }
  return { changes: parsed.data, logo: file };
}

export function hospitalPortalRoutes(portal: HospitalPortalService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Hospitals'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
    const caller = guards.callerOf;
    const hospitalOrAdmin = guards.role('hospital', 'admin');

    r.patch('/api/hospitals/:id/', {
      onRequest: hospitalOrAdmin,
      config: { multipart: true },
      schema: {
        ...common,
        summary:
          'The hospital edits its own profile; JSON, or multipart with the same fields and a logo file (JPEG, PNG, WebP or GIF; logos sent per person are limited, RATE_PROFILE_IMAGES_*: 429)',
        params: hospitalIdParams,
        body: hospitalProfileUpdateBody.nullish(),
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: hospitalDetailSchema, 409: errorSchema, 413: errorSchema, 429: errorSchema, ...errors },
      },
      handler: async (request) => {
        const c = await caller(request);
        const { changes, logo } = await profileForm(request);
        return portal.updateProfile(c, request.params.id, changes, logo);
      },
    });
    r.get('/api/hospitals/:id/dashboard/', {
      onRequest: hospitalOrAdmin,
      schema: {
        ...common,
        summary: 'The figures of the hospital’s dashboard',
        params: hospitalIdParams,
        response: { 200: hospitalDashboardSchema, ...errors },
      },
      handler: async (request) => portal.dashboard(await caller(request), request.params.id),
    });
    r.get('/api/hospitals/:id/analytics/', {
      onRequest: hospitalOrAdmin,
      schema: {
        ...common,
        summary: 'Appointments per month and per doctor by status, and the open-slot fill rate, over the last `months` months',
        params: hospitalIdParams,
        querystring: hospitalAnalyticsQuery,
        response: { 200: hospitalAnalyticsSchema, ...errors },
      },
      handler: async (request) => portal.analytics(await caller(request), request.params.id, request.query.months),
    });
    r.get('/api/hospitals/:id/quality/', {
      onRequest: hospitalOrAdmin,
      schema: {
        ...common,
        summary: 'Per affiliated doctor: completion, no-show and cancellation rates, time to approval, flags',
        params: hospitalIdParams,
        response: { 200: hospitalQualitySchema, ...errors },
      },
      handler: async (request) => portal.quality(await caller(request), request.params.id),
    });
  };
}
