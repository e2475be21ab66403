// The built web app, served by the API server when it has been built (WEB_DIST), and the answer
// to every path no route took: the web app's page for its own paths, the one error shape for the
// rest. Registered after every module.

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { serverMessage } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_PARAM_LENGTH } from './server-options';

export const webApp = fp(
  async (app: FastifyInstance) => {
    const { webDist, env } = app.config;
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        // Files are looked up per request, so a rebuilt web app is served without a restart.
        wildcard: true,
        // The build writes .br and .gz beside each file (vite.config.ts); the browser's Accept-Encoding picks one.
        preCompressed: true,
        // The build's source maps (vite.config.ts) hold our source as written, comments and all: for a
        // developer's own server, never for the public. The path is checked as decoded and resolved.
        allowedPath: env === 'production' ? (pathname) => !/\.map$/i.test(pathname) : undefined,
        setHeaders: (reply, file) => {
          reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      // The web app owns every other page path: its router shows its own not-found page. A missing
      // file (an old build's script after a deploy) must be a 404, never the page, or the browser
      // would try to run HTML as code.
      const isFile = url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url);
      if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/media/') && !isFile) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      // The router gives up on a path param over its length limit; with the web app's files served,
      // that path would land here instead of the router's 414.
      if (url.startsWith('/api/') && url.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH))
        return reply.status(414).send({ error: serverMessage('url_too_long'), code: 'url_too_long' });
      return reply.status(404).send({
        error: serverMessage('not_found'),
        code: 'not_found',
        message: serverMessage('no_such_endpoint', { method: request.method, url }),
        message_code: 'no_such_endpoint',
      });
    });
  },
  { name: 'web-app', dependencies: ['core'] },
);
