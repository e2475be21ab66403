// Paystack's webhook signature: the hex HMAC-SHA512 of the raw body with the secret key, in the
// x-paystack-signature header. Compared in constant time, so the answer's timing tells an
// attacker nothing of the right signature.

import { createHmac, timingSafeEqual } from 'node:crypto';

export const signBody = (body: Buffer | string, secret: string) => createHmac('sha512', secret).update(body).digest('hex');

export function isSignedBy(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(body, secret), 'hex'), Buffer.from(signature, 'hex'));
}
