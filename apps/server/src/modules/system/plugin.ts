// The system module: health (the database answering) and the web version served.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemRoutes } from './routes';

export const systemModule = fp(
  async (app: FastifyInstance) => {
    await app.register(systemRoutes(app.database, app.config.webDist));
  },
  { name: 'system', dependencies: ['core'] },
);
