// Access tokens are short-lived signed JWTs; refresh tokens are random strings
// stored only as SHA-256 hashes, rotated on every use.

import { createHash, randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface AccessClaims {
  userId: number;
  /** The user's session epoch when the token was issued; a bump ends the token. */
  epoch: number;
  /** The session (refresh-token family) it was issued in; ending the session ends the token. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function accessTokens(secret: string, ttlSeconds: number) {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // Every request verifies its token: a verified token's claims are kept (until it expires) so the
  // signature is checked once per token, not once per request. Whether its session still holds is
  // asked of the database on every request all the same.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 10_000 });
  return {
    sign: async (claims: AccessClaims) => signer({ sub: String(claims.userId), ep: claims.epoch, sid: claims.sessionId, typ: 'access' }),
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const payload = verifier(token) as { sub?: unknown; ep?: unknown; sid?: unknown; typ?: unknown };
        // A token from before sessions were carried has no sid: refused, so the app refreshes it.
        if (payload.typ !== 'access' || typeof payload.ep !== 'number' || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
        const userId = Number(payload.sub);
        return Number.isInteger(userId) ? { userId, epoch: payload.ep, sessionId: payload.sid } : null;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof accessTokens>;

export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
