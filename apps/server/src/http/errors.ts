// One error shape for every failure: {error, code, message?, details?} with the right status.
// `code` names the message in the contracts' catalogue (SERVER_MESSAGES); `error` is its English text.
// Client mistakes are 4xx; a 500 is a bug and is logged as one.

import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { isMessageCode, type MessageCode, type MessageParams, serverMessage } from '@naijacare/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export interface ErrorOptions {
  /** Values for the `{name}` places of the code's text (and of the hint's). */
  params?: MessageParams;
  /** A longer explanation sent as `message`, from the catalogue too. */
  hint?: MessageCode;
  details?: Record<string, unknown>;
  /** Fields sent beside `error` (the sign-in refusals' status and hospital name). */
  extra?: Record<string, unknown>;
}

/** A refusal with its status; the English text comes from the message catalogue by code. */
export class AppError extends Error {
  readonly error: string;
  readonly body: { code: MessageCode; message?: string; details?: Record<string, unknown>; [extra: string]: unknown };

  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    options: ErrorOptions = {},
  ) {
    const error = serverMessage(code, options.params);
    const message = options.hint ? serverMessage(options.hint, options.params) : undefined;
    super(message ?? error);
    this.error = error;
    this.body = {
      code,
      ...options.extra,
      // The hint's own code travels with it, so a client can word the message in its language too.
      ...(message === undefined ? {} : { message, message_code: options.hint }),
      ...(options.details ? { details: options.details } : {}),
    };
  }
}

export const badRequest = (code: MessageCode, field?: string, params?: MessageParams) =>
  new AppError(400, code, { params, details: field ? { field } : undefined });
export const unauthorized = (code: MessageCode = 'authentication_required', hint?: MessageCode) => new AppError(401, code, { hint });
export const forbidden = (code: MessageCode = 'permission_denied', params?: MessageParams) => new AppError(403, code, { params });
export const notFound = (code: MessageCode = 'not_found', params?: MessageParams) => new AppError(404, code, { params });
export const conflict = (code: MessageCode, details?: Record<string, unknown>, params?: MessageParams) => new AppError(409, code, { details, params });
export const tooManyRequests = (retryAfterSeconds: number, what = 'requests') =>
  new AppError(429, 'rate_limited', {
    hint: 'rate_limited_hint',
    params: { what, seconds: retryAfterSeconds, unit: retryAfterSeconds === 1 ? 'second' : 'seconds' },
    details: { retry_after: retryAfterSeconds },
  });

/** The one body of every failure. */
const errorBody = (code: MessageCode, extra: Record<string, unknown> = {}) => ({ error: serverMessage(code), code, ...extra });

const FASTIFY_CLIENT_ERRORS: Record<string, [number, MessageCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'empty_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_content_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_content_length'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'multipart_expected'],
  FST_REQ_FILE_TOO_LARGE: [413, 'file_too_large'],
  FST_FILES_LIMIT: [413, 'too_many_files'],
  FST_FIELDS_LIMIT: [413, 'too_many_fields'],
  FST_PARTS_LIMIT: [413, 'too_many_parts'],
  FST_PROTO_VIOLATION: [400, 'malformed_request'],
  FST_ERR_BAD_URL: [400, 'malformed_url'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'url_too_long'],
};

/**
 * Errors the router meets before any route or hook (a malformed URL, an over-long path param):
 * Fastify would answer them in a shape of its own, with no hooks, so they are answered here.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code] = (err.code && FASTIFY_CLIENT_ERRORS[err.code]) || [500, 'internal_error' as const];
  if (status >= 500) request.log.error({ err }, 'unhandled error');
  return reply.status(status).header('cache-control', 'no-store').send(errorBody(code));
}

const CLIENT_ERRORS: Record<string, [number, MessageCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
};

/**
 * Requests Node's HTTP parser cannot read never reach Fastify: the answer is written to the
 * socket here, in the one shape, and the connection closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = (err.code && CLIENT_ERRORS[err.code]) || [400, 'malformed_request' as const];
  const body = JSON.stringify(errorBody(code));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node's own check answers with an empty body,
 * so it is turned off (`http.requireHostHeader` in server-options.ts) and the request refused here instead.
 */
export function requireHostHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) throw badRequest('host_header_required');
    // Two Host headers name two servers: HTTP/1.1 requires the request be refused (RFC 9112 §3.2).
    let hosts = 0;
    const raw = request.raw.rawHeaders ?? [];
    for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === 'host') hosts++;
    if (hosts > 1) throw badRequest('host_header_required');
  });
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
      // A rule of the schema names its catalogue code in the params; a type error has none.
      const ruleCode = (first?.params as { params?: { code?: unknown } } | undefined)?.params?.code;
      const code = isMessageCode(ruleCode) ? ruleCode : 'validation_failed';
      return reply.status(400).send({ error, code, details: { field } });
    }
    if (err.validation) {
      return reply.status(400).send({ error: err.message, code: 'validation_failed' });
    }
    const known = err.code ? FASTIFY_CLIENT_ERRORS[err.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(known[1]));
    if (err instanceof SyntaxError) return reply.status(400).send(errorBody('malformed_json'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send({ error: err.message, code: err.statusCode === 404 ? 'not_found' : 'malformed_request' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error'));
  });
}
