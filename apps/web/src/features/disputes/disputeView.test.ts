import { describe, expect, it } from 'vitest';
import { disputeIdOf, mayDispute, partialRefundProblem } from './disputeView';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();

describe('mayDispute', () => {
  it('offers a dispute on a completed or no-show appointment within 14 days, or one cancelled by someone else', () => {
    expect(mayDispute({ status: 'completed', scheduled_at: at(1), cancelled_by: null }, 7)).toBe(true);
    expect(mayDispute({ status: 'no_show', scheduled_at: at(13), cancelled_by: null }, 7)).toBe(true);
    expect(mayDispute({ status: 'cancelled', scheduled_at: at(1), cancelled_by: 9 }, 7)).toBe(true);
  });
  it('not on one the patient cancelled, an upcoming one, or one older than 14 days', () => {
    expect(mayDispute({ status: 'cancelled', scheduled_at: at(1), cancelled_by: 7 }, 7)).toBe(false);
    expect(mayDispute({ status: 'scheduled', scheduled_at: at(-1), cancelled_by: null }, 7)).toBe(false);
    expect(mayDispute({ status: 'completed', scheduled_at: at(15), cancelled_by: null }, 7)).toBe(false);
  });
});

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
