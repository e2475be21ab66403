// The sandbox provider: the default, for the embedded database, the demo and the tests. Its
// checkout is a page of this server (GET /api/payments/sandbox/{reference}/) where the person
// confirms or declines; confirming delivers a webhook signed exactly as Paystack signs one, to the
// same webhook route. No money exists here, so production must choose it explicitly (config.ts).
// It remembers its charges in this process only: a restart forgets unpaid ones, which then stay
// pending, as an abandoned checkout does.

import { randomBytes } from 'node:crypto';
import type { ChargeState, PaymentProvider } from './provider';
import { signBody } from './signature';

interface SandboxCharge {
  amount: number;
  email: string;
  callbackUrl: string;
  status: ChargeState['status'];
}

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  charge(reference: string): SandboxCharge | undefined;
  /** Pays the charge: the webhook body and signature to deliver, or null when it is not pending. */
  pay(reference: string): { body: string; signature: string } | null;
  decline(reference: string): boolean;
}

export const sandboxCheckoutPath = (reference: string) => `/api/payments/sandbox/${encodeURIComponent(reference)}/`;

export function sandboxProvider(): SandboxProvider {
  const charges = new Map<string, SandboxCharge>();
  const webhookSecret = randomBytes(32).toString('hex');
  return {
    name: 'sandbox',
    webhookSecret,
    async initialize({ reference, amount, email, callbackUrl }) {
      charges.set(reference, { amount, email, callbackUrl, status: 'pending' });
      return { authorizationUrl: sandboxCheckoutPath(reference) };
    },
    async verify(reference) {
      const c = charges.get(reference);
      if (!c) return { status: 'pending', amount: 0, currency: 'NGN' };
      return { status: c.status, amount: c.amount, currency: 'NGN', ...(c.status === 'failed' ? { reason: 'Declined' } : {}) };
    },
    charge: (reference) => charges.get(reference),
    pay(reference) {
      const c = charges.get(reference);
      if (c?.status !== 'pending') return null;
      c.status = 'success';
      // The fields of Paystack's charge.success that this server reads, in its shape.
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          reference,
          amount: c.amount,
          currency: 'NGN',
          status: 'success',
          channel: 'sandbox',
          customer: { email: c.email },
          paid_at: new Date().toISOString(),
        },
      });
      return { body, signature: signBody(body, webhookSecret) };
    },
    decline(reference) {
      const c = charges.get(reference);
      if (c?.status !== 'pending') return false;
      c.status = 'failed';
      return true;
    },
  };
}
