import { describe, expect, it } from 'vitest';
import { checkBankAccount, checkWithdrawal } from './rules';

describe('the bank account form', () => {
  it('takes a chosen bank and the ten digits of a NUBAN', () => {
    expect(checkBankAccount({ bank_code: '058', account_number: '0123456789' })).toBeNull();
    expect(checkBankAccount({ bank_code: '058', account_number: ' 0123456789 ' })).toBeNull();
  });

  it('says the first rule broken, on its field, with the server’s code', () => {
    expect(checkBankAccount({ bank_code: null, account_number: '0123456789' })).toMatchObject({ field: 'bank_code', code: 'bank_unknown' });
    for (const number of ['', '12345', '01234567890', '01234 6789', 'abcdefghij'])
      expect(checkBankAccount({ bank_code: '058', account_number: number }), number).toMatchObject({
        field: 'account_number',
        code: 'account_number_invalid',
        message: 'Account number must be the 10 digits of a NUBAN',
      });
  });
});

describe('a withdrawal checked before it is asked for', () => {
  it('is at least ₦1,000 and at most what is available, both included', () => {
    expect(checkWithdrawal('1,000', 500_000)).toEqual({ ok: true, amount: 100_000 });
    expect(checkWithdrawal('5,000', 500_000)).toEqual({ ok: true, amount: 500_000 });
    expect(checkWithdrawal('999.99', 500_000)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(checkWithdrawal('5,000.01', 500_000)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '0', 'five', '-1000', '1,00']) expect(checkWithdrawal(text, 500_000), text).toEqual({ ok: false, problem: 'invalid' });
  });
});
