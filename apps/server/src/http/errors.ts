// One error shape for every failure: {error, message?, details?} with the right status.
// Client mistakes are 4xx; a 500 is a bug and is logged as one.

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly body: { message?: string; details?: Record<string, unknown>; [extra: string]: unknown } = {},
  ) {
    super(body.message ?? error);
  }
}

export const badRequest = (error: string, field?: string) => new AppError(400, error, field ? { details: { field } } : {});
export const unauthorized = (error = 'Authentication required', message?: string) => new AppError(401, error, { message });
export const forbidden = (error = 'You do not have permission to do this') => new AppError(403, error);
export const notFound = (error = 'Not found') => new AppError(404, error);
export const conflict = (error: string, details?: Record<string, unknown>) => new AppError(409, error, { details });
export const tooManyRequests = (retryAfterSeconds: number, what = 'requests') =>
  new AppError(429, 'Too many requests', {
    message: `Too many ${what}. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    details: { retry_after: retryAfterSeconds },
  });

const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Empty JSON body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Expected multipart/form-data'],
  FST_REQ_FILE_TOO_LARGE: [413, 'File too large'],
  FST_FILES_LIMIT: [413, 'Too many files'],
  FST_FIELDS_LIMIT: [413, 'Too many fields'],
  FST_PARTS_LIMIT: [413, 'Too many parts'],
  FST_PROTO_VIOLATION: [400, 'Malformed request'],
  FST_ERR_BAD_URL: [400, 'Malformed URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL too long'],
};

/**
 * Errors the router meets before any route or hook (a malformed URL, an over-long path param):
 * Fastify would answer them in a shape of its own, with no hooks, so they are answered here.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, error] = (err.code && FASTIFY_CLIENT_ERRORS[err.code]) || [500, 'Internal server error'];
  if (status >= 500) request.log.error({ err }, 'unhandled error');
  return reply.status(status).header('cache-control', 'no-store').send({ error });
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
};

/**
 * Requests Node's HTTP parser cannot read never reach Fastify: the answer is written to the
 * socket here, in the one shape, and the connection closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, error] = (err.code && CLIENT_ERRORS[err.code]) || [400, 'Malformed request'];
  const body = JSON.stringify({ error });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 429) reply.header('retry-after', String(err.body.details?.retry_after ?? 60));
      return reply.status(err.statusCode).send({ error: err.error, ...err.body });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const message = first?.message ?? 'Invalid request';
      // Our own rules (custom issues) already read as a sentence; type errors get the field's name.
      const error = first?.keyword === 'custom' || !field ? message : `${field}: ${message}`;
      return reply.status(400).send({ error, details: { field } });
    }
    if (err.validation) {
      return reply.status(400).send({ error: err.message });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known[0]).send({ error: known[1] });
    if (err instanceof SyntaxError) return reply.status(400).send({ error: 'Malformed JSON body' });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}
