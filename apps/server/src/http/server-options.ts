// How the Fastify server itself is set up: its logger (one line a request, secrets redacted), body
// limit, proxy trust, router limits, and the framework's own refusals in the one error shape.

import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { Config } from '../config';
import { serializeError, serializeRequest } from './error-log';
import { clientErrorHandler, frameworkErrors } from './errors';
import { OneLinePerRequest } from './request-log';

/** The longest path parameter the router reads; longer is a 414 (ids are far shorter). */
export const MAX_PARAM_LENGTH = 100;

/** `logStream`: where request logs go (standard output unless given); tests read them there. */
export function serverOptions(config: Config, logStream?: NodeJS.WritableStream): FastifyHttpOptions<Server> {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-paystack-signature"]'],
            serializers: { err: serializeError, req: serializeRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    logController: new OneLinePerRequest(),
    frameworkErrors,
    clientErrorHandler,
    // Node would answer an HTTP/1.1 request without Host itself, with an empty body; a hook
    // (http/policies.ts) refuses it in the one error shape instead.
    http: { requireHostHeader: false },
  };
}
