// Helpers for the payout tests: a saved bank account and a withdrawal asked for (money comes in
// through the fixtures' fundWallet, a top-up paid at the sandbox's checkout).

import type { FastifyInstance } from 'fastify';
import { api } from './fixtures';

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
