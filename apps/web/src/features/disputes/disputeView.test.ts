import { describe, expect, it } from 'vitest';
import { disputeIdOf, partialRefundProblem } from './disputeView';

describe('disputeIdOf', () => {
  it('reads a canonical id only', () => {
    expect(disputeIdOf('12')).toBe(12);
    expect(disputeIdOf('012')).toBeNull();
    expect(disputeIdOf('x')).toBeNull();
    expect(disputeIdOf(undefined)).toBeNull();
  });
});

describe('partialRefundProblem', () => {
  it('takes an amount above ₦0 and at most what is refundable, in naira', () => {
    expect(partialRefundProblem('2500', 500_000)).toBeNull();
    expect(partialRefundProblem('5000', 500_000)).toBeNull();
    expect(partialRefundProblem('5000.01', 500_000)).toBe('too_large');
    expect(partialRefundProblem('6000', 500_000)).toBe('too_large');
    for (const bad of ['0', '-5', 'abc', '']) expect(partialRefundProblem(bad, 500_000), bad).toBe('invalid');
  });
});
