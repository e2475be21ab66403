// Paystack: POST /transaction/initialize starts a charge (amount in kobo, our reference, the
// callback URL), GET /transaction/verify/{reference} reports it. The secret key authorises both
// and signs the webhooks. PAYSTACK_BASE_URL lets the tests point it at a local fake.

import { AppError } from '../../http/errors';
import type { ChargeState, PaymentProvider } from './provider';

/** A provider that does not answer within this is treated as unreachable; the person may retry. */
const TIMEOUT_MS = 10_000;

const unavailable = () => new AppError(502, 'payment_provider_unavailable');

export function paystackProvider({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }): PaymentProvider {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status?: boolean; data?: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    const json = (await res.json().catch(() => null)) as { status?: boolean; data?: Record<string, unknown> } | null;
    if (!json) throw unavailable();
    // Paystack answers 400/404 with status false for a reference it does not know.
    if (!res.ok && res.status >= 500) throw unavailable();
    return json;
  }

  return {
    name: 'paystack',
    webhookSecret: secretKey,
    async initialize({ reference, amount, email, callbackUrl }) {
      const json = await call('POST', '/transaction/initialize', { reference, amount: String(amount), email, currency: 'NGN', callback_url: callbackUrl });
      const url = json.data?.authorization_url;
      if (!json.status || typeof url !== 'string') throw unavailable();
      return { authorizationUrl: url };
    },
    async verify(reference): Promise<ChargeState> {
      const json = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const data = json.data ?? {};
      const amount = Number(data.amount ?? 0);
      const currency = String(data.currency ?? 'NGN');
      if (!json.status) return { status: 'pending', amount: 0, currency };
      // abandoned, ongoing, pending, processing, queued: the person may still pay.
      if (data.status === 'success') return { status: 'success', amount, currency };
      if (data.status === 'failed' || data.status === 'reversed')
        return { status: 'failed', amount, currency, reason: String(data.gateway_response ?? data.status) };
      return { status: 'pending', amount, currency };
    },
  };
}
