// Helpers for the payout tests: money in a wallet, as a person puts it there (a top-up paid at the
// sandbox's checkout, credited by its signed webhook), and a saved bank account.

import type { FastifyInstance } from 'fastify';
import type { SandboxProvider } from '../modules/payments/sandbox';
import type { PaymentsService } from '../modules/payments/service';
import { api } from './fixtures';

/** Tops the wallet up by `kobo` through the sandbox (at most the top-up limit at a time). */
export async function fundThroughSandbox(payments: PaymentsService, user: { id: number; email: string }, kobo: number): Promise<void> {
  const { reference } = await payments.startTopUp(user, kobo, '/wallet');
  const delivery = (payments.provider as SandboxProvider).pay(reference);
  if (!delivery) throw new Error(`top-up ${reference} could not be paid`);
  await payments.webhook(Buffer.from(delivery.body), delivery.signature);
}

/** Guaranty Trust Bank, a number the sandbox resolves to ZAINAB SANI. */
export const GTB_ACCOUNT = { bank_code: '058', account_number: '0123456789' };

export async function saveBankAccount(app: FastifyInstance, token: string, account: { bank_code: string; account_number: string } = GTB_ACCOUNT) {
  const res = await api(app).put('/api/payouts/bank_account/', account, token);
  if (res.statusCode !== 200) throw new Error(`bank account not saved: ${res.body}`);
  return res.json();
}

/** Asks for a withdrawal, with an Idempotency-Key when given. */
export function requestPayout(app: FastifyInstance, token: string, amount: number, key?: string) {
  return api(app).call('POST', '/api/payouts/', { body: { amount }, token, headers: key ? { 'idempotency-key': key } : {} });
}
