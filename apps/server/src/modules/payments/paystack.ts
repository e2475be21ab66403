// Paystack: POST /transaction/initialize starts a charge (amount in kobo, our reference, the
// callback URL), GET /transaction/verify/{reference} reports it. For payouts, GET /bank lists the
// banks, GET /bank/resolve names an account, POST /transferrecipient registers it and POST
// /transfer pays it from the Paystack balance. The secret key authorises every call and signs the
// webhooks. PAYSTACK_BASE_URL lets the tests point it at a local fake.

import { AppError } from '../../http/errors';
import type { ChargeState, PaymentProvider, ProviderBank } from './provider';

/** A provider that does not answer within this is treated as unreachable; the person may retry. */
const TIMEOUT_MS = 10_000;
/** Paystack lists banks 100 a page; Nigeria has a few hundred (microfinance banks included). */
const BANK_PAGES_MAX = 20;

type Json = Record<string, unknown>;
interface Answer {
  status?: boolean;
  message?: unknown;
  data?: unknown;
  meta?: { next?: unknown };
}

const unavailable = () => new AppError(502, 'payment_provider_unavailable');
const refused = (message: string) => new AppError(502, 'payout_transfer_refused', { params: { reason: message }, details: { provider_message: message } });
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function paystackProvider({ secretKey, baseUrl }: { secretKey: string; baseUrl: string }): PaymentProvider {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
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
    const json = (await res.json().catch(() => null)) as Answer | null;
    if (!json) throw unavailable();
    // Paystack answers 400/404/422 with status false for what it does not know or refuses; a 401
    // is our key, not the person's request, and a 5xx its own trouble.
    if (res.status === 401 || res.status >= 500) throw unavailable();
    return json;
  }

  return {
    name: 'paystack',
    webhookSecret: secretKey,
    async initialize({ reference, amount, email, callbackUrl }) {
      const json = await call('POST', '/transaction/initialize', { reference, amount: String(amount), email, currency: 'NGN', callback_url: callbackUrl });
      const url = record(json.data).authorization_url;
      if (!json.status || typeof url !== 'string') throw unavailable();
      return { authorizationUrl: url };
    },
    async verify(reference): Promise<ChargeState> {
      const json = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      const data = record(json.data);
      const amount = Number(data.amount ?? 0);
      const currency = String(data.currency ?? 'NGN');
      if (!json.status) return { status: 'pending', amount: 0, currency };
      // abandoned, ongoing, pending, processing, queued: the person may still pay.
      if (data.status === 'success') return { status: 'success', amount, currency };
      if (data.status === 'failed' || data.status === 'reversed')
        return { status: 'failed', amount, currency, reason: String(data.gateway_response ?? data.status) };
      return { status: 'pending', amount, currency };
    },
    async banks() {
      const found = new Map<string, ProviderBank>();
      let next: string | null = null;
      for (let page = 0; page < BANK_PAGES_MAX; page++) {
        const query = new URLSearchParams({ country: 'nigeria', currency: 'NGN', perPage: '100', use_cursor: 'true', ...(next ? { next } : {}) });
        const json = await call('GET', `/bank?${query}`);
        if (!json.status || !Array.isArray(json.data)) throw unavailable();
        for (const bank of json.data.map(record)) {
          const [name, code] = [text(bank.name), text(bank.code)];
          // Only banks that take NUBAN transfers now; Paystack lists some codes twice.
          const usable = bank.active !== false && bank.is_deleted !== true && (bank.type === undefined || bank.type === 'nuban');
          if (name && code && usable && !found.has(code)) found.set(code, { name, code });
        }
        next = text(json.meta?.next);
        if (!next) break;
      }
      return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    async resolveAccount({ bankCode, accountNumber }) {
      const json = await call('GET', `/bank/resolve?${new URLSearchParams({ account_number: accountNumber, bank_code: bankCode })}`);
      const accountName = text(record(json.data).account_name);
      return json.status && accountName ? { accountName } : null;
    },
    async createRecipient({ bankCode, accountNumber, accountName }) {
      const json = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: accountName,
        account_number: accountNumber,
        bank_code: bankCode,
        currency: 'NGN',
      });
      const recipientCode = text(record(json.data).recipient_code);
      if (!json.status || !recipientCode) throw unavailable();
      return { recipientCode };
    },
    async transfer({ reference, amount, recipientCode, reason }) {
      const json = await call('POST', '/transfer', { source: 'balance', amount, recipient: recipientCode, reference, reason, currency: 'NGN' });
      if (!json.status) throw refused(text(json.message) ?? 'refused');
      const data = record(json.data);
      // An account with OTP for transfers turned on waits for a code nobody will send.
      if (data.status === 'otp') throw refused('this Paystack account asks an OTP for each transfer; turn that off in its settings');
      return { transferCode: text(data.transfer_code) };
    },
  };
}
