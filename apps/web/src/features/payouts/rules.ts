// The payout forms' checks before asking: the bank account by the contracts' own rules (a bank
// chosen, a 10-digit NUBAN), a withdrawal by the minimum and what is available. The server
// checks the same again.

import { bankAccountBody, PAYOUT_MIN_KOBO } from '@naijacare/contracts';
import { parseNaira } from '../../lib/naira';

export type BankAccountProblem = { field: 'bank_code' | 'account_number'; code: string; message: string };

/** The first broken rule of the bank account form, or null. */
export function checkBankAccount(values: { bank_code: string | null; account_number: string }): BankAccountProblem | null {
  const parsed = bankAccountBody.safeParse({ bank_code: values.bank_code ?? '', account_number: values.account_number });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = issue.path[0] === 'bank_code' ? 'bank_code' : 'account_number';
  const code = (issue as { params?: { code?: unknown } }).params?.code;
  return { field, code: typeof code === 'string' ? code : 'validation_failed', message: issue.message };
}

export type WithdrawalCheck = { ok: true; amount: number } | { ok: false; problem: 'invalid' | 'tooSmall' | 'tooLarge' };

/** Whether a typed amount may be withdrawn from `available` kobo. */
export function checkWithdrawal(text: string, available: number): WithdrawalCheck {
  const amount = parseNaira(text);
  if (amount === null || amount === 0) return { ok: false, problem: 'invalid' };
  if (amount < PAYOUT_MIN_KOBO) return { ok: false, problem: 'tooSmall' };
  if (amount > available) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amount };
}
