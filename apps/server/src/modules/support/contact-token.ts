// The contact form's time trap, kept by the server: when the page shows the form it asks for a
// token holding the time the server issued it, signed with a key only the server knows. The form
// sends it back; how long it was open is then measured by the server's clock alone, and a client
// can neither claim a time nor make a token of its own.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a genuine token holds: when it was issued, and the random part that makes it one of a kind. */
export interface ContactFormToken {
  issuedAt: number;
  nonce: string;
}

/** The signing key is derived from the server's secret under a name of its own, so it signs nothing else. */
export function contactFormTokens(secret: string) {
  const key = createHmac('sha256', secret).update('support contact form token').digest();
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    /** `<issued at, ms, base 36>.<nonce>.<signature>`, all URL-safe. */
    issue(at: Date): string {
      const payload = `${at.getTime().toString(36)}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${macOf(payload).toString('base64url')}`;
    },

    /** The token's contents when this server signed it; null for anything else. */
    read(token: string): ContactFormToken | null {
      const parts = token.split('.');
      if (parts.length !== 3) return null;
      const [time, nonce, mac] = parts;
      const expected = macOf(`${time}.${nonce}`);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const issuedAt = Number.parseInt(time, 36);
      return Number.isSafeInteger(issuedAt) ? { issuedAt, nonce } : null;
    },
  };
}

export type ContactFormTokens = ReturnType<typeof contactFormTokens>;
