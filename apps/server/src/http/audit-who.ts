// Who acts and from where, as the audit trail records it: the caller (user id and role) and the
// request's address and user agent. Built once per request by the routes and handed to services.
// Read from the request, so it lives with the HTTP layer, below every module: the routes of a
// dozen modules build one, and the audit module (which writes it) reads those modules' data.

import type { FastifyRequest } from 'fastify';
import type { Caller } from '../modules/accounts/caller';

/** A user agent longer than this is cut: it says which browser, nothing more is needed. */
const USER_AGENT_MAX = 400;

export interface AuditWho {
  caller: Caller;
  ip: string | null;
  userAgent: string | null;
}

export function auditWho(request: FastifyRequest, caller: Caller): AuditWho {
  const agent = request.headers['user-agent'];
  return { caller, ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null };
}
