// A group of routes behind one guard, documented alike: what each module's routes.ts wrote for
// itself — the zod type provider, the guard as the group's onRequest hook (so it covers these
// routes and no others), the tag and bearer security of their OpenAPI entries, and the error
// answers a signed-in caller may get.

import { apiErrorSchema } from '@naijacare/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  onRequestHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export type ZodRoutes = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A plugin of the routes `define` adds, each behind `guard` (signed in, admins…). */
export function guardedRoutes(guard: onRequestHookHandler, define: (r: ZodRoutes) => void) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onRequest', guard);
    define(r);
  };
}

/** The OpenAPI tag and bearer security of a module's signed-in routes. */
export const signedInDocs = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] });

/** What a signed-in caller may be answered instead: bad input, not signed in, not allowed, not found (or not theirs), a conflict. */
export const callerErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
