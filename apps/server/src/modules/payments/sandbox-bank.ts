// The sandbox's bank side, for payouts without money: a fixed list of real Nigerian banks with
// their CBN codes, account names made up from the number (the same number always gets the same
// name), and two numbers that behave badly on purpose, for scripts, demos and tests:
// - 0000000000 cannot be resolved, at any bank (the form's "not found" refusal);
// - 0000000001 resolves, but every transfer to it fails (a transfer.failed webhook).

import type { ProviderBank } from './provider';

export const SANDBOX_UNRESOLVABLE_ACCOUNT = '0000000000';
export const SANDBOX_FAILING_ACCOUNT = '0000000001';

export const SANDBOX_BANKS: readonly ProviderBank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'Ecobank Nigeria', code: '050' },
  { name: 'Fidelity Bank', code: '070' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'First City Monument Bank', code: '214' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Keystone Bank', code: '082' },
  { name: 'Polaris Bank', code: '076' },
  { name: 'Stanbic IBTC Bank', code: '221' },
  { name: 'Sterling Bank', code: '232' },
  { name: 'Union Bank of Nigeria', code: '032' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Wema Bank', code: '035' },
  { name: 'Zenith Bank', code: '057' },
];

/** The account holders the sandbox makes up, picked by the number's last digit. */
const HOLDERS = [
  'ADAEZE OKONKWO',
  'BABATUNDE ADEYEMI',
  'CHIDI NWOSU',
  'FATIMA BELLO',
  'IBRAHIM MUSA',
  'KEMI ALABI',
  'NGOZI EZE',
  'TUNDE BAKARE',
  'YUSUF ABUBAKAR',
  'ZAINAB SANI',
];

/** The made-up holder of an account, or null for a number the sandbox "cannot find". */
export function sandboxAccountName(bankCode: string, accountNumber: string): string | null {
  if (!SANDBOX_BANKS.some((b) => b.code === bankCode) || !/^\d{10}$/.test(accountNumber)) return null;
  if (accountNumber === SANDBOX_UNRESOLVABLE_ACCOUNT) return null;
  return HOLDERS[Number(accountNumber.at(-1))];
}

/** Its recipients are named by bank and number, so they outlive a restart of the process. */
export const sandboxRecipientCode = (bankCode: string, accountNumber: string) => `RCP_sandbox_${bankCode}_${accountNumber}`;

/** Whether a transfer to this recipient fails. */
export const sandboxTransferFails = (recipientCode: string) => recipientCode.endsWith(`_${SANDBOX_FAILING_ACCOUNT}`);
