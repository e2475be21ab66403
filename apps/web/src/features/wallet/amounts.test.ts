import { describe, expect, it } from 'vitest';
import { checkTopUp, outcomeOf, signedNaira } from './amounts';

describe('a top-up checked before it is asked for', () => {
  const limits = { min: 10_000, max: 100_000_000 };

  it('is the amount in kobo within the limits, the limits included', () => {
    expect(checkTopUp('5,000', limits)).toEqual({ ok: true, amount: 500_000 });
    expect(checkTopUp('100', limits)).toEqual({ ok: true, amount: 10_000 });
    expect(checkTopUp('1,000,000', limits)).toEqual({ ok: true, amount: 100_000_000 });
  });

  it('says why it is refused', () => {
    expect(checkTopUp('99.99', limits)).toEqual({ ok: false, problem: 'tooSmall' });
    expect(checkTopUp('1,000,000.01', limits)).toEqual({ ok: false, problem: 'tooLarge' });
    expect(checkTopUp('0', limits)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkTopUp('abc', limits)).toEqual({ ok: false, problem: 'invalid' });
  });

  it('leaves the limits to the server until it has said them', () => {
    expect(checkTopUp('1')).toEqual({ ok: true, amount: 100 });
  });
});

describe('a change to a balance', () => {
  it('carries its sign', () => {
    expect(signedNaira(500_000)).toBe('+₦5,000.00');
    expect(signedNaira(-250_050)).toBe('−₦2,500.50');
    expect(signedNaira(0)).toBe('₦0.00');
  });

  it('a verified top-up is credited, declined or still pending', () => {
    expect(outcomeOf({ status: 'succeeded' })).toBe('credited');
    expect(outcomeOf({ status: 'failed' })).toBe('declined');
    expect(outcomeOf({ status: 'pending' })).toBe('pending');
  });
});
