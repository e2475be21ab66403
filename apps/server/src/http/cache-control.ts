// API answers carry access tokens, medical fields and appointments: no browser, proxy or CDN
// may keep a copy. Only public answers that hold nothing personal are left to cache freely.

import type { FastifyInstance } from 'fastify';

const PUBLIC_API = ['/api/health/', '/api/version/', '/api/docs'];

export function isPrivateApiPath(url: string): boolean {
  const path = url.split('?')[0];
  if (!path.startsWith('/api/') && path !== '/api') return false;
  return !PUBLIC_API.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

export function forbidCachingOfPrivateAnswers(app: FastifyInstance) {
  // onSend runs for every answer that goes through a reply, errors and 404s included.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isPrivateApiPath(request.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
