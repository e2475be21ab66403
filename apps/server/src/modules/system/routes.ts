// Health of the service and of its database, and the version of the web app it serves.

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { healthSchema, versionSchema } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';

/**
 * The build writes version.json beside index.html. It is re-read when the file
 * changes, so a web build deployed in place is announced without a restart.
 */
function webVersion(webDist: string) {
  const file = path.join(webDist, 'version.json');
  let cached: { mtimeMs: number; version: string } | undefined;
  return async (): Promise<string> => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return 'development';
    if (cached?.mtimeMs !== info.mtimeMs) {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
      cached = { mtimeMs: info.mtimeMs, version: typeof parsed.version === 'string' ? parsed.version : 'unknown' };
    }
    return cached.version;
  };
}

export function systemRoutes(database: Database, webDist: string) {
  const version = webVersion(webDist);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/health/', {
      schema: { tags: ['System'], summary: 'Answers ok when the database answers', response: { 200: healthSchema } },
      handler: async () => {
        try {
          await database.ping();
        } catch {
          throw new AppError(503, 'database_unavailable');
        }
        return { status: 'ok' as const };
      },
    });

    r.get('/api/version/', {
      schema: {
        tags: ['System'],
        summary: 'The version of the web app this server serves; the app offers a reload when it differs from its own',
        response: { 200: versionSchema },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { version: await version() };
      },
    });
  };
}
