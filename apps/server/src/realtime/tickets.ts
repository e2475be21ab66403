// Signing a WebSocket in. A browser cannot put the bearer token on a WebSocket's request, and a token
// in a URL is a token in logs and histories; so the app trades its token (over HTTPS, in a header)
// for a ticket that is good once, for a few seconds, and names the session it was issued for.
//
// A ticket is signed, not stored: any instance can check it. "Once" is kept by the shared counters
// (memory, or Redis across instances): the first redemption of a ticket's nonce counts 1.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CounterStore } from '../http/counters';
import type { AccessClaims } from '../modules/accounts/tokens';

export const TICKET_TTL_SECONDS = 30;

interface TicketBody {
  /** The session's claims, as in its access token. */
  u: number;
  e: number;
  s: string;
  /** Expiry, in milliseconds since the epoch. */
  x: number;
  /** Makes each ticket unique, and is what redeeming spends. */
  n: string;
}

export function realtimeTickets(secret: string, counters: CounterStore, now: () => number = Date.now) {
  // A key of its own, derived from the JWT secret: a ticket can never pass for a token or the reverse.
  const key = createHmac('sha256', secret).update('naijacare realtime tickets').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(claims: AccessClaims): { ticket: string; expires_in: number } {
      const body: TicketBody = {
        u: claims.userId,
        e: claims.epoch,
        s: claims.sessionId,
        x: now() + TICKET_TTL_SECONDS * 1000,
        n: randomBytes(16).toString('base64url'),
      };
      const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
      return { ticket: `${encoded}.${sign(encoded)}`, expires_in: TICKET_TTL_SECONDS };
    },

    /** The session a ticket was issued for, the first time it is presented before it expires; else null. */
    async redeem(ticket: string): Promise<AccessClaims | null> {
      if (ticket.length > 1000) return null;
      const [encoded, signature, extra] = ticket.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(encoded));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let body: TicketBody;
      try {
        body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TicketBody;
      } catch {
        return null;
      }
      if (typeof body.x !== 'number' || body.x <= now() || typeof body.n !== 'string') return null;
      const { count } = await counters.increment(`rt-ticket:${body.n}`, TICKET_TTL_SECONDS + 5);
      if (count !== 1) return null;
      return { userId: body.u, epoch: body.e, sessionId: body.s };
    },
  };
}

export type RealtimeTickets = ReturnType<typeof realtimeTickets>;
