// The payout lifecycle's table, and the bank list kept between asks.
import { PAYOUT_STATUSES } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { memoryCounters } from '../../http/counters';
import type { PaymentProvider, ProviderBank } from '../payments/provider';
import { BANK_LIST_TTL_MS, bankAccounts } from './bank-accounts';
import { PAYOUT_STATUS_VALUES } from './schema';
import { adminActionsFor, mayMove, moneyOf } from './transitions';

describe('the payout lifecycle', () => {
  it('has the statuses the contracts name', () => {
    expect([...PAYOUT_STATUS_VALUES]).toEqual([...PAYOUT_STATUSES]);
  });

  it('lets an admin decide only a requested payout', () => {
    expect(PAYOUT_STATUSES.map((s) => [s, adminActionsFor(s)])).toEqual([
      ['requested', ['approve', 'reject']],
      ['approved', []],
      ['paid', []],
      ['failed', []],
      ['rejected', []],
    ]);
  });

  it('takes the provider’s word until the payout is settled, a success even after the hold was given back, and a reversal even after it was paid', () => {
    expect(PAYOUT_STATUSES.filter((s) => mayMove('transfer.success', s))).toEqual(['requested', 'approved', 'failed', 'rejected']);
    expect(PAYOUT_STATUSES.filter((s) => mayMove('transfer.failed', s))).toEqual(['requested', 'approved']);
    expect(PAYOUT_STATUSES.filter((s) => mayMove('transfer.reversed', s))).toEqual(['requested', 'approved', 'paid']);
  });

  it('moves the held money once: captured when paid, given back when rejected or failed, paid back when reversed after payment', () => {
    expect(moneyOf('approve', 'requested')).toBe('none');
    expect(moneyOf('reject', 'requested')).toBe('release');
    expect(moneyOf('transfer.success', 'approved')).toBe('capture');
    expect(moneyOf('transfer.failed', 'approved')).toBe('release');
    expect(moneyOf('transfer.reversed', 'approved')).toBe('release');
    expect(moneyOf('transfer.reversed', 'paid')).toBe('reverse');
    expect(moneyOf('transfer.success', 'rejected')).toBe('reclaim');
    expect(moneyOf('transfer.success', 'failed')).toBe('reclaim');
  });

  it('returns an approval the provider refused to requested, and only that', () => {
    expect(PAYOUT_STATUSES.filter((s) => mayMove('refuse', s))).toEqual(['approved']);
    expect(moneyOf('refuse', 'approved')).toBe('none');
  });
});

describe('the bank list', () => {
  const GTB: ProviderBank = { name: 'Guaranty Trust Bank', code: '058' };

  function setup() {
    const state = { now: 0, calls: 0, fail: false };
    const provider = {
      banks: async () => {
        state.calls++;
        if (state.fail) throw new Error('provider down');
        return [GTB];
      },
    } as unknown as PaymentProvider;
    // The bank list never reads the database, counts saves or tells anyone.
    const accounts = bankAccounts({
      db: undefined as unknown as Db,
      provider,
      counters: memoryCounters(),
      saveLimit: { max: 1, windowSeconds: 60 },
      notices: { accountChanged: async () => {} },
      now: () => state.now,
    });
    return { state, accounts };
  }

  it('is asked of the provider once per BANK_LIST_TTL_MS, once for asks at the same time', async () => {
    const { state, accounts } = setup();
    await Promise.all([accounts.banks(), accounts.banks(), accounts.banks()]);
    expect(state.calls).toBe(1);
    state.now = BANK_LIST_TTL_MS - 1;
    await accounts.banks();
    expect(state.calls).toBe(1);
    state.now = BANK_LIST_TTL_MS;
    expect(await accounts.banks()).toEqual([GTB]);
    expect(state.calls).toBe(2);
  });

  it('stands in with the last list while the provider fails, and fails with it when there is none', async () => {
    const { state, accounts } = setup();
    state.fail = true;
    await expect(accounts.banks()).rejects.toThrow('provider down');
    state.fail = false;
    await accounts.banks();
    state.fail = true;
    state.now = BANK_LIST_TTL_MS * 2;
    expect(await accounts.banks()).toEqual([GTB]);
  });
});
