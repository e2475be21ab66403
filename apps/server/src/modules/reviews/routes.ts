// HTTP for reviews: anyone signed in reads a doctor's reviews; a patient reviews their completed
// appointment once (a second is 409).

import { reviewBody, reviewPageSchema, reviewSchema, reviewsQuery } from '@naijacare/contracts';
import type { AuthGuards } from '../../http/auth';
import { callerErrors as errors, guardedRoutes, signedInDocs } from '../../http/route-group';
import type { ReviewsService } from './service';

const BASE = '/api/reviews';
const common = signedInDocs('Reviews');

export function reviewRoutes(service: ReviewsService, guards: AuthGuards) {
  return guardedRoutes(guards.signedIn, (r) => {
    r.get(`${BASE}/`, {
      schema: {
        ...common,
        summary: 'A doctor’s visible reviews with their average and count (?doctor=), or my own (?mine=true); newest first',
        querystring: reviewsQuery,
        response: { 200: reviewPageSchema, ...errors },
      },
      handler: async (request) => service.list(await guards.callerOf(request), request.query),
    });

    r.post(`${BASE}/`, {
      schema: {
        ...common,
        summary: 'Rate my completed appointment, once (1–5, optional comment); its doctor is told',
        body: reviewBody,
        response: { 201: reviewSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await service.create(await guards.callerOf(request), request.body)),
    });
  });
}
