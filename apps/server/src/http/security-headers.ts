// Security headers by what is answered. Pages (the web app, its files, the API docs) get helmet's
// full set with the CSP below; JSON answers, which a browser never renders as a page, get the two
// that matter for them. helmet runs once at start to compute the page headers, not per request:
// they are the same for every page, and a JSON call saves ~650 bytes of headers it has no use for.

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What the web app may load: its own scripts only, no inline script. */
export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:'],
  // Attachment previews: a PDF fetched with the session is shown in a frame from a blob: URL.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** The headers helmet would set on a page, read once from its middleware. */
export function pageHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function sendSecurityHeaders(app: FastifyInstance) {
  const page = pageHeaders({ contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApi(request.url) ? API_HEADERS : page);
    done();
  });
}
