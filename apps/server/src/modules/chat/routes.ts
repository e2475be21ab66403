// HTTP for an appointment's chat: its status, its messages after the last one the app has, sending
// (idempotent by client_id: 201 the first time, 200 with the stored message after) and reading.

import {
  appointmentIdParams,
  chatMessageBody,
  chatMessageSchema,
  chatMessagesQuery,
  chatReadBody,
  chatStatusSchema,
  apiErrorSchema as errorSchema,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { ChatService } from './service';

export function chatRoutes(chat: ChatService, guards: AuthGuards) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Chat'], security: [{ bearer: [] }] };
    const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 429: errorSchema };
    const base = '/api/appointments/:id';
    r.addHook('onRequest', guards.signedIn);

    r.get(`${base}/chat_status/`, {
      schema: {
        ...common,
        summary: 'Whether the appointment’s chat is open, and why not',
        params: appointmentIdParams,
        response: { 200: chatStatusSchema, ...errors },
      },
      handler: async (request) => chat.status(await guards.callerOf(request), request.params.id),
    });
    r.get(`${base}/messages/`, {
      schema: {
        ...common,
        summary: 'The chat’s messages, oldest first; with `after`, only those after that one',
        params: appointmentIdParams,
        querystring: chatMessagesQuery,
        response: { 200: z.array(chatMessageSchema), ...errors },
      },
      handler: async (request) => chat.list(await guards.callerOf(request), request.params.id, request.query.after),
    });
    r.post(`${base}/messages/`, {
      schema: {
        ...common,
        summary: 'Send a message while the chat is open; the same client_id again answers the stored message (200)',
        params: appointmentIdParams,
        body: chatMessageBody,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errors },
      },
      handler: async (request, reply) => {
        const { message, created } = await chat.send(await guards.callerOf(request), request.params.id, request.body);
        return reply.status(created ? 201 : 200).send(message);
      },
    });
    r.post(`${base}/messages/read/`, {
      schema: {
        ...common,
        summary: 'Mark the other party’s messages read, up to one',
        params: appointmentIdParams,
        body: chatReadBody,
        response: { 200: z.object({ read: z.number() }), ...errors },
      },
      handler: async (request) => chat.read(await guards.callerOf(request), request.params.id, request.body.up_to),
    });
  };
}
