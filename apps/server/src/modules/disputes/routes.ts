// HTTP for disputes: everyone signed in reads the disputes they may see (a patient's own, a
// doctor's on their appointments, an admin every one) and writes in their threads; patients open
// them; admins alone take them under review, resolve and dismiss them (others 403). Another
// person's dispute is 404, as if it did not exist.

import {
  disputeBody,
  disputeDismissBody,
  disputeIdParams,
  disputeMessageBody,
  disputeMessageListSchema,
  disputeMessageSchema,
  disputePageSchema,
  disputeResolveBody,
  disputeSchema,
  disputesQuery,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import { auditWho } from '../../http/audit-who';
import type { AuthGuards } from '../../http/auth';
import { callerErrors as errors, guardedRoutes, signedInDocs } from '../../http/route-group';
import type { DisputesService } from './service';

const BASE = '/api/disputes';
const common = signedInDocs('Disputes');

export function disputeRoutes(service: DisputesService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    await app.register(peopleRoutes(service, guards));
    await app.register(adminRoutes(service, guards));
  };
}

function peopleRoutes(service: DisputesService, guards: AuthGuards) {
  return guardedRoutes(guards.signedIn, (r) => {
    r.get(`${BASE}/`, {
      schema: {
        ...common,
        summary: 'My disputes (a patient’s, or a doctor’s on their appointments), or (admins) every one, newest first; filters status, category, search',
        querystring: disputesQuery,
        response: { 200: disputePageSchema, ...errors },
      },
      handler: async (request) => service.list(await guards.callerOf(request), request.query),
    });

    r.post(`${BASE}/`, {
      schema: {
        ...common,
        summary: 'Open a dispute on my appointment (patients): completed, no-show or cancelled by the doctor, within 14 days; one open per appointment',
        body: disputeBody,
        response: { 201: disputeSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await service.open(await guards.callerOf(request), request.body)),
    });

    r.get(`${BASE}/:id/`, {
      schema: { ...common, summary: 'One dispute', params: disputeIdParams, response: { 200: disputeSchema, ...errors } },
      handler: async (request) => service.get(await guards.callerOf(request), request.params.id),
    });

    r.get(`${BASE}/:id/messages/`, {
      schema: { ...common, summary: 'The dispute’s thread, oldest first', params: disputeIdParams, response: { 200: disputeMessageListSchema, ...errors } },
      handler: async (request) => service.messages(await guards.callerOf(request), request.params.id),
    });

    r.post(`${BASE}/:id/messages/`, {
      schema: {
        ...common,
        summary: 'Write in the thread (the patient, the doctor concerned, admins) while it is undecided; the other sides are told',
        params: disputeIdParams,
        body: disputeMessageBody,
        response: { 201: disputeMessageSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await service.message(await guards.callerOf(request), request.params.id, request.body.body)),
    });
  });
}

function adminRoutes(service: DisputesService, guards: AuthGuards) {
  return guardedRoutes(guards.admin, (r) => {
    r.post(`${BASE}/:id/review/`, {
      schema: {
        ...common,
        summary: 'Take the dispute under review, assigned to me (admins)',
        params: disputeIdParams,
        response: { 200: disputeSchema, ...errors },
      },
      handler: async (request) => service.review(auditWho(request, await guards.callerOf(request)), request.params.id),
    });

    r.post(`${BASE}/:id/resolve/`, {
      schema: {
        ...common,
        summary: 'Resolve (admins): refund_full, refund_partial {amount} or no_refund, with a note both parties read; the refund moves through the ledger',
        params: disputeIdParams,
        body: disputeResolveBody,
        response: { 200: disputeSchema, ...errors },
      },
      handler: async (request) => service.resolve(auditWho(request, await guards.callerOf(request)), request.params.id, request.body),
    });

    r.post(`${BASE}/:id/dismiss/`, {
      schema: {
        ...common,
        summary: 'Dismiss (admins), with a note both parties read',
        params: disputeIdParams,
        body: disputeDismissBody,
        response: { 200: disputeSchema, ...errors },
      },
      handler: async (request) => service.dismiss(auditWho(request, await guards.callerOf(request)), request.params.id, request.body.note),
    });
  });
}
