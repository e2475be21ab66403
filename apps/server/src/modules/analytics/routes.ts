// HTTP for platform analytics (spec §7 Analytics): admins only, every call (others 403). The
// generation calls answer GET, as the spec's web app calls them, and POST with an optional date.

import {
  analyticsDailyQuery,
  analyticsDailySchema,
  analyticsGeneratedSchema,
  dashboardAnalyticsQuery,
  dashboardAnalyticsSchema,
  apiErrorSchema as errorSchema,
  generateAnalyticsBody,
  generateAnalyticsQuery,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth';
import type { AnalyticsService } from './service';

const BASE = '/api/analytics';

export function analyticsRoutes(service: AnalyticsService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Analytics'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
    r.addHook('onRequest', guards.admin);

    r.get(`${BASE}/dashboard_analytics/`, {
      schema: {
        ...common,
        summary:
          'The platform now, for all Nigeria or one state: users, registrations, appointments, consultations, money moved, open disputes and tickets, and every state’s row',
        querystring: dashboardAnalyticsQuery,
        response: { 200: dashboardAnalyticsSchema, ...errors },
      },
      handler: (request) => service.dashboard(request.query.state),
    });

    r.get(`${BASE}/daily/`, {
      schema: {
        ...common,
        summary: 'Stored daily snapshots of all Nigeria or one state, for the last `days` days up to yesterday, oldest first',
        querystring: analyticsDailyQuery,
        response: { 200: analyticsDailySchema, ...errors },
      },
      handler: (request) => service.daily(request.query.state, request.query.days),
    });

    const daily = {
      ...common,
      summary: 'Compute and store the snapshot of one day (yesterday in Lagos unless `date`) for all Nigeria; again for the same day rewrites it',
      response: { 200: analyticsGeneratedSchema, ...errors },
    };
    r.get(`${BASE}/generate_daily_analytics/`, {
      schema: { ...daily, querystring: generateAnalyticsQuery },
      handler: (request) => service.generateDaily(request.query.date),
    });
    r.post(`${BASE}/generate_daily_analytics/`, {
      schema: { ...daily, body: generateAnalyticsBody.nullish() },
      handler: (request) => service.generateDaily(request.body?.date),
    });

    const states = {
      ...common,
      summary: 'Compute and store one snapshot per state of one day (yesterday in Lagos unless `date`); again for the same day rewrites them',
      response: { 200: analyticsGeneratedSchema, ...errors },
    };
    r.get(`${BASE}/generate_state_analytics/`, {
      schema: { ...states, querystring: generateAnalyticsQuery },
      handler: (request) => service.generateStates(request.query.date),
    });
    r.post(`${BASE}/generate_state_analytics/`, {
      schema: { ...states, body: generateAnalyticsBody.nullish() },
      handler: (request) => service.generateStates(request.body?.date),
    });
  };
}
