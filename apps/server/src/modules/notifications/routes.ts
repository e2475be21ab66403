// HTTP for notifications (spec §7 Notifications). Signed-in users, their own only.

import {
  apiErrorSchema as errorSchema,
  notificationIdParams as idParams,
  markedReadSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
} from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateRule } from '../../config';
import { type AuthGuards, actorOf } from '../../http/auth';
import { type CounterStore, enforce } from '../../http/counters';
import type { NotificationsService } from './service';

export function notificationRoutes(service: NotificationsService, guards: AuthGuards, counters: CounterStore, unreadRule: RateRule) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const common = { tags: ['Notifications'], security: [{ bearer: [] }] };
    const errors = { 401: errorSchema, 404: errorSchema };
    r.addHook('onRequest', guards.signedIn);

    r.get('/api/notifications/', {
      schema: {
        ...common,
        summary: 'My notifications, newest first',
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
      handler: (request) => service.list(actorOf(request).id, request.query.page, request.query.page_size),
    });

    r.get('/api/notifications/unread_count/', {
      schema: {
        ...common,
        summary: 'How many of my notifications are unread (polled; rate-limited per user)',
        response: { 200: unreadCountSchema, 429: errorSchema, ...errors },
      },
      handler: async (request) => {
        const actor = actorOf(request);
        await enforce(counters, `unread:${actor.id}`, unreadRule, 'unread-count requests');
        return service.unreadCount(actor.id);
      },
    });

    for (const method of ['PATCH', 'POST'] as const) {
      r.route({
        method,
        url: '/api/notifications/mark_all_read/',
        schema: { ...common, summary: 'Mark all my notifications read', response: { 200: markedReadSchema, ...errors } },
        handler: (request) => service.markAllRead(actorOf(request).id),
      });
      r.route({
        method,
        url: '/api/notifications/:id/mark_read/',
        schema: { ...common, summary: 'Mark one of my notifications read', params: idParams, response: { 200: notificationSchema, ...errors } },
        handler: (request) => service.markRead(actorOf(request).id, request.params.id),
      });
    }

    r.delete('/api/notifications/:id/', {
      schema: { ...common, summary: 'Delete one of my notifications', params: idParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await service.remove(actorOf(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
