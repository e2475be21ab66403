// Authentication and role guards. Every protected route declares who may call it;
// object-level checks (this patient's record? this hospital's doctor?) live in the services.

import type { UserType } from '@naijacare/contracts';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Actor, Caller } from '../modules/accounts/caller';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const isAdmin = (actor: Pick<Actor, 'user_type' | 'is_superuser'>) => actor.user_type === 'admin' || actor.is_superuser;

/** The bearer token of a request, if it carries one. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** What the guards are handed: how to find the user behind a token, and the caller behind a user. */
export interface Authenticator {
  authenticate(accessToken: string): Promise<Actor | null>;
  callerOf(actor: Actor): Promise<Caller>;
}

export function authGuards({ authenticate, callerOf: callerOfActor }: Authenticator) {
  async function loadActor(request: FastifyRequest): Promise<Actor> {
    const token = bearer(request);
    if (!token) throw unauthorized('authentication_required', 'please_sign_in');
    const actor = await authenticate(token);
    if (!actor) throw unauthorized('token_invalid', 'session_expired');
    request.actor = actor;
    return actor;
  }

  const signedIn: onRequestHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    await loadActor(request);
  };

  /** Signed in as one of these types (admins pass `admin`, superusers count as admins). */
  const role =
    (...types: UserType[]): onRequestHookHandler =>
    async (request) => {
      const actor = await loadActor(request);
      const allowed = types.some((t) => (t === 'admin' ? isAdmin(actor) : actor.user_type === t));
      if (!allowed) throw forbidden('permission_denied');
    };

  /** The caller of a signed-in route, with the id of their patient, doctor or hospital profile. */
  const callerOf = (request: FastifyRequest): Promise<Caller> => callerOfActor(actorOf(request));

  return { signedIn, role, admin: role('admin'), callerOf };
}

export type AuthGuards = ReturnType<typeof authGuards>;

/** The caller, for handlers behind a guard. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
