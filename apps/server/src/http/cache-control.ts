// API answers carry access tokens, medical fields and appointments: no browser, proxy or CDN
// may keep a copy. Every answer is no-store unless it chose its own caching (static files, the
// web app's page, photos) or comes from a public route that holds nothing personal.
//
// Decided by the route that answered (its declared pattern), never by the request's path text:
// '/%61pi/auth/profile/' and 'http://host/api/…' reach the same routes under other spellings.

import type { FastifyInstance, FastifyRequest } from 'fastify';

const PUBLIC_ROUTES = ['/api/health/', '/api/version/', '/api/docs'];

export function isPublicRoute(request: Pick<FastifyRequest, 'routeOptions'>): boolean {
  const pattern = request.routeOptions.url;
  return pattern !== undefined && PUBLIC_ROUTES.some((prefix) => pattern.startsWith(prefix));
}

export function forbidCachingOfPrivateAnswers(app: FastifyInstance) {
  // onSend runs for every answer that goes through a reply, errors and 404s included.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && !isPublicRoute(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
