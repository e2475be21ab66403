// The Fastify plugins the modules' routes stand on: WebSocket (the realtime socket), multipart
// bodies (uploads, up to the body limit), and the OpenAPI document with its page at /api/docs.

import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FRAME_BYTES_MAX } from '../realtime/socket';

export const fastifyPlugins = fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, { options: { maxPayload: FRAME_BYTES_MAX } });
    await app.register(multipart, { limits: { fileSize: app.config.bodyLimitBytes, files: 10 } });
    await app.register(swagger, {
      openapi: {
        info: { title: 'NaijaCare API', version: '1.0.0', description: 'Telehealth and hospital-network platform for Nigeria' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'fastify-plugins', dependencies: ['core'] },
);
