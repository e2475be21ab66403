// The sandbox provider: the default, for the embedded database, the demo and the tests. Its
// checkout is a page of the web app (/wallet/sandbox-checkout/{reference}) where the payer, signed
// in, confirms or declines through routes.ts; confirming delivers a webhook signed exactly as
// Paystack signs one, to the same webhook route. Its bank (sandbox-bank.ts) takes payouts: a transfer "succeeds" (or, to one
// test number, fails) by a signed transfer webhook delivered to that route a moment after it was
// asked for, as Paystack's arrive after its answer. No money exists here, so production must
// choose it explicitly (config.ts). It remembers its charges and transfers in this process only:
// a restart forgets unpaid ones, which then stay pending, as an abandoned checkout does.

import { randomBytes } from 'node:crypto';
import type { ChargeState, PaymentProvider, TransferOrder } from './provider';
import { SANDBOX_BANKS, sandboxAccountName, sandboxRecipientCode, sandboxTransferFails } from './sandbox-bank';
import { signBody } from './signature';

interface SandboxCharge {
  amount: number;
  email: string;
  callbackUrl: string;
  status: ChargeState['status'];
}

/** A signed webhook, as the provider posts it. */
export interface Delivery {
  body: string;
  signature: string;
}

export type TransferEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';

export interface SandboxProvider extends PaymentProvider {
  name: 'sandbox';
  charge(reference: string): SandboxCharge | undefined;
  /** Pays the charge: the webhook body and signature to deliver, or null when it is not pending. */
  pay(reference: string): Delivery | null;
  decline(reference: string): boolean;
  /** Where its transfers' webhooks go: its routes point it at the webhook route. */
  deliverTo(send: (delivery: Delivery) => Promise<void>): void;
  /** The signed webhook of a transfer's outcome, as the sandbox sends it; null for a transfer never asked for. */
  transferWebhook(reference: string, event: TransferEvent): Delivery | null;
  /** Resolves once every webhook it started sending has been answered. */
  idle(): Promise<void>;
}

/** The web app's checkout page: it sends the payer's session, which a plain form could not. */
export const sandboxCheckoutPath = (reference: string) => `/wallet/sandbox-checkout/${encodeURIComponent(reference)}`;

export function sandboxProvider(): SandboxProvider {
  const charges = new Map<string, SandboxCharge>();
  const transfers = new Map<string, TransferOrder>();
  const webhookSecret = randomBytes(32).toString('hex');
  const sending = new Set<Promise<void>>();
  let send: ((delivery: Delivery) => Promise<void>) | null = null;
  const signed = (event: unknown): Delivery => {
    const body = JSON.stringify(event);
    return { body, signature: signBody(body, webhookSecret) };
  };

  function transferWebhook(reference: string, event: TransferEvent): Delivery | null {
    const t = transfers.get(reference);
    if (!t) return null;
    const status = event.slice('transfer.'.length);
    // The fields of Paystack's transfer events that this server reads, in its shape.
    return signed({
      event,
      data: {
        reference,
        amount: t.amount,
        currency: 'NGN',
        status,
        transfer_code: `TRF_sandbox_${reference}`,
        reason: t.reason,
        recipient: { recipient_code: t.recipientCode },
        ...(status === 'success'
          ? {}
          : { gateway_response: status === 'failed' ? 'The sandbox bank refused the transfer' : 'The sandbox bank returned the transfer' }),
        updated_at: new Date().toISOString(),
      },
    });
  }

  /** Sends a webhook after the current request is done with it, as a provider does. */
  function later(delivery: Delivery) {
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => send?.(delivery))
      // The sender logs what went wrong; a webhook lost here is one Paystack would retry.
      .catch(() => undefined)
      .finally(() => sending.delete(done));
    sending.add(done);
  }

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
      return signed({
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
    },
    decline(reference) {
      const c = charges.get(reference);
      if (c?.status !== 'pending') return false;
      c.status = 'failed';
      return true;
    },
    banks: async () => [...SANDBOX_BANKS],
    async resolveAccount({ bankCode, accountNumber }) {
      const accountName = sandboxAccountName(bankCode, accountNumber);
      return accountName ? { accountName } : null;
    },
    createRecipient: async ({ bankCode, accountNumber }) => ({ recipientCode: sandboxRecipientCode(bankCode, accountNumber) }),
    async transfer(order) {
      // The same reference again is the same transfer, as Paystack refuses to pay a reference twice.
      if (!transfers.has(order.reference)) {
        transfers.set(order.reference, order);
        later(transferWebhook(order.reference, sandboxTransferFails(order.recipientCode) ? 'transfer.failed' : 'transfer.success')!);
      }
      return { transferCode: `TRF_sandbox_${order.reference}` };
    },
    deliverTo(sink) {
      send = sink;
    },
    transferWebhook,
    async idle() {
      while (sending.size > 0) await Promise.all([...sending]);
    },
  };
}
