// The payment provider behind top-ups and payouts, chosen by PAYMENT_PROVIDER like the rate-limit
// counters: `sandbox` (this server's own checkout and bank, no money) or `paystack`. Both sign
// their webhooks the same way, so one webhook route serves them.

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

/** A bank the provider can pay into: its name and its code there (the CBN code for commercial banks). */
export interface ProviderBank {
  name: string;
  code: string;
}

export interface TransferOrder {
  /** Ours, unique: the provider refuses a second transfer with it, and its webhooks name it. */
  reference: string;
  /** Kobo. */
  amount: number;
  recipientCode: string;
  /** The narration the person's bank shows. */
  reason: string;
}

/** A signed event the provider delivered to the webhook route, parsed. */
export interface ProviderEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface PaymentProvider {
  name: 'sandbox' | 'paystack' | 'none';
  /** The key the provider's webhooks are signed with (HMAC-SHA512 of the raw body). */
  webhookSecret: string;
  initialize(charge: { reference: string; amount: number; email: string; callbackUrl: string }): Promise<ChargeStarted>;
  verify(reference: string): Promise<ChargeState>;
  /** Nigerian banks it can pay into. */
  banks(): Promise<ProviderBank[]>;
  /** The name the bank holds the account in, or null when the provider cannot find the account. */
  resolveAccount(account: { bankCode: string; accountNumber: string }): Promise<{ accountName: string } | null>;
  /** Registers the account as a transfer recipient (Paystack's /transferrecipient, type nuban). */
  createRecipient(account: { bankCode: string; accountNumber: string; accountName: string }): Promise<{ recipientCode: string }>;
  /** Starts a transfer; its outcome arrives later as a transfer.success, .failed or .reversed webhook.
   * A refusal is a 502 `payout_transfer_refused`; an unreachable provider a 502 `payment_provider_unavailable`. */
  transfer(order: TransferOrder): Promise<{ transferCode: string | null }>;
}

export function paymentProvider(config: PaymentsConfig): PaymentProvider | SandboxProvider {
  if (config.provider === 'paystack') return paystackProvider(config.paystack);
  return config.provider === 'sandbox' ? sandboxProvider() : noProvider();
}

/** Production with no provider configured: top-ups and payouts are refused, and no webhook can be signed. */
function noProvider(): PaymentProvider {
  const topUps = async (): Promise<never> => {
    throw new AppError(503, 'payments_not_configured');
  };
  const payouts = async (): Promise<never> => {
    throw new AppError(503, 'payouts_not_configured');
  };
  return {
    name: 'none',
    webhookSecret: randomBytes(32).toString('hex'),
    initialize: topUps,
    verify: async () => ({ status: 'pending', amount: 0, currency: 'NGN' }),
    banks: payouts,
    resolveAccount: payouts,
    createRecipient: payouts,
    transfer: payouts,
  };
}
