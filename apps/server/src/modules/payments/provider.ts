// The payment provider behind top-ups, chosen by PAYMENT_PROVIDER like the rate-limit counters:
// `sandbox` (this server's own checkout, no money) or `paystack`. Both sign their webhooks the
// same way, so one webhook route serves them.

import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../../config';
import { AppError } from '../../http/errors';
import { paystackProvider } from './paystack';
import { type SandboxProvider, sandboxProvider } from './sandbox';

export interface ChargeStarted {
  /** The provider's checkout page for this payment. */
  authorizationUrl: string;
}

/** What the provider says of a payment: paid, refused, or not (yet) finished. */
export interface ChargeState {
  status: 'success' | 'failed' | 'pending';
  /** Kobo the provider says it took, and in what currency. */
  amount: number;
  currency: string;
  reason?: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'paystack' | 'none';
  /** The key the provider's webhooks are signed with (HMAC-SHA512 of the raw body). */
  webhookSecret: string;
  initialize(charge: { reference: string; amount: number; email: string; callbackUrl: string }): Promise<ChargeStarted>;
  verify(reference: string): Promise<ChargeState>;
}

export function paymentProvider(config: PaymentsConfig): PaymentProvider | SandboxProvider {
  if (config.provider === 'paystack') return paystackProvider(config.paystack);
  return config.provider === 'sandbox' ? sandboxProvider() : noProvider();
}

/** Production with no provider configured: top-ups are refused, and no webhook can be signed. */
function noProvider(): PaymentProvider {
  return {
    name: 'none',
    webhookSecret: randomBytes(32).toString('hex'),
    initialize: async () => {
      throw new AppError(503, 'payments_not_configured');
    },
    verify: async () => ({ status: 'pending', amount: 0, currency: 'NGN' }),
  };
}
