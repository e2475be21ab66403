// One log line per request, written when the answer has gone: method, path (without its query),
// status and time taken, with the request id that ties it to any error line of the same request.
// Fastify's default writes a line on arrival, another on completion and one more for an unknown
// route; at production traffic that doubles the logging work for nothing.

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
