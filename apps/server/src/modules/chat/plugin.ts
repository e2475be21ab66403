// The chat module: an appointment's chat between its two parties, within its window.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chatRoutes } from './routes';
import { type ChatService, chatService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}

export const chatModule = fp(
  async (app: FastifyInstance) => {
    const chat = chatService({
      db: app.db,
      appointments: app.appointments,
      hub: app.hub,
      counters: app.counters,
      sendLimit: app.config.rateLimits.chatMessagesPerUser,
    });
    app.decorate('chat', chat);
    await app.register(chatRoutes(chat, app.guards));
  },
  { name: 'chat', dependencies: ['core', 'accounts', 'appointments'] },
);
