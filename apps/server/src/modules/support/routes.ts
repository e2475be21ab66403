// HTTP for support tickets: everyone signed in reads the tickets they may see (their own; an
// admin every one) and replies; patients, doctors and hospitals open them; admins alone assign
// and resolve (others 403). Another person's ticket is 404, as if it did not exist.

import {
  apiErrorSchema as errorSchema,
  supportContactBody,
  supportContactResponseSchema,
  supportContactTokenSchema,
  supportMessageBody,
  supportMessagePageSchema,
  supportMessageSchema,
  supportMessagesQuery,
  supportResolveBody,
  supportTicketBody,
  supportTicketDetailSchema,
  supportTicketIdParams,
  supportTicketPageSchema,
  supportTicketsQuery,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../../http/auth';
import { callerErrors as errors, guardedRoutes, signedInDocs } from '../../http/route-group';
import type { SupportService } from './service';

const BASE = '/api/support-tickets';

export function supportRoutes(service: SupportService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    await app.register(contactRoute(service));
    await app.register(peopleRoutes(service, guards));
    await app.register(adminRoutes(service, guards));
  };
}

const common = signedInDocs('Support');

/** Signed out: someone who cannot sign in writes to support (contact.ts). */
function contactRoute(service: SupportService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/support/contact/token/', {
      schema: {
        tags: ['Support'],
        summary: 'Signed out: the token the contact form is shown with; send it as form_token, no sooner than min_seconds and within expires_in_seconds, once',
        response: { 200: supportContactTokenSchema },
      },
      handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(service.contactFormToken()),
    });
    r.post('/api/support/contact/', {
      schema: {
        tags: ['Support'],
        summary:
          'Signed out: write to support with a name, an email or phone, a category, the message and the form’s token; it becomes a ticket the admins see. Counted per address (429). A send that looks automated (the hidden `website` filled; a token not issued here, too young, too old or used before) gets the same answer and is not kept',
        body: supportContactBody,
        response: { 201: supportContactResponseSchema, 400: errorSchema, 429: errorSchema },
      },
      handler: async (request, reply) => reply.status(201).send(await service.contact(request.body, request.ip)),
    });
  };
}

function peopleRoutes(service: SupportService, guards: AuthGuards) {
  return guardedRoutes(guards.signedIn, (r) => {
    r.get(`${BASE}/`, {
      schema: {
        ...common,
        summary: 'My tickets, or (admins) every ticket, newest activity first; filters status, category, assignee (admins), search (subject)',
        querystring: supportTicketsQuery,
        response: { 200: supportTicketPageSchema, ...errors },
      },
      handler: async (request) => service.list(await guards.callerOf(request), request.query),
    });

    r.post(`${BASE}/`, {
      schema: {
        ...common,
        summary: 'Open a ticket (patients, doctors, hospitals) with its first message; the admins are told',
        body: supportTicketBody,
        response: { 201: supportTicketDetailSchema, 429: errorSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await service.open(await guards.callerOf(request), request.body)),
    });

    r.get(`${BASE}/:id/`, {
      schema: {
        ...common,
        summary: 'One ticket, with the appointment it is about',
        params: supportTicketIdParams,
        response: { 200: supportTicketDetailSchema, ...errors },
      },
      handler: async (request) => service.get(await guards.callerOf(request), request.params.id),
    });

    r.get(`${BASE}/:id/messages/`, {
      schema: {
        ...common,
        summary: 'The ticket’s thread, oldest first',
        params: supportTicketIdParams,
        querystring: supportMessagesQuery,
        response: { 200: supportMessagePageSchema, ...errors },
      },
      handler: async (request) => service.messages(await guards.callerOf(request), request.params.id, request.query),
    });

    r.post(`${BASE}/:id/messages/`, {
      schema: {
        ...common,
        summary: 'Reply: an admin’s leaves it awaiting_user, the owner’s opens it (a resolved one too, within its 7 days); the other side is told',
        params: supportTicketIdParams,
        body: supportMessageBody,
        response: { 201: supportMessageSchema, 429: errorSchema, ...errors },
      },
      handler: async (request, reply) => reply.status(201).send(await service.reply(await guards.callerOf(request), request.params.id, request.body.body)),
    });
  });
}

function adminRoutes(service: SupportService, guards: AuthGuards) {
  return guardedRoutes(guards.admin, (r) => {
    r.post(`${BASE}/:id/assign/`, {
      schema: {
        ...common,
        summary: 'Assign the ticket to me (admins); one taken by another admin is 409 support_ticket_assigned',
        params: supportTicketIdParams,
        response: { 200: supportTicketDetailSchema, ...errors },
      },
      handler: async (request) => service.assign(await guards.callerOf(request), request.params.id),
    });

    r.post(`${BASE}/:id/resolve/`, {
      schema: {
        ...common,
        summary: 'Resolve the ticket (admins), with an optional note its owner reads; it closes 7 days later unless they reply',
        params: supportTicketIdParams,
        // Without a body (no note) too.
        body: supportResolveBody.nullish(),
        response: { 200: supportTicketDetailSchema, ...errors },
      },
      handler: async (request) => service.resolve(await guards.callerOf(request), request.params.id, request.body?.note || undefined),
    });
  });
}
