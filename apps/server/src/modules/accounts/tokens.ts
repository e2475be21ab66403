// Access tokens are short-lived signed JWTs; refresh tokens are random strings
// stored only as SHA-256 hashes, rotated on every use.

import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  /** The user's session epoch when the token was issued; a bump ends the token. */
  epoch: number;
  /** The session (refresh-token family) it was issued in; ending the session ends the token. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function accessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims) =>
      new SignJWT({ ep: claims.epoch, sid: claims.sessionId, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        // The server's clock is Date.now(); jose would otherwise read its own.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(Date.now()) });
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
