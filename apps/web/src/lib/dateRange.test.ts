import { describe, expect, it } from 'vitest';
import { isReversedRange } from './dateRange';

describe('a date filter', () => {
  it('refuses a From date after the To date, and nothing else', () => {
    expect(isReversedRange('2027-03-10', '2027-03-01')).toBe(true);
    expect(isReversedRange('2027-03-01', '2027-03-10')).toBe(false);
    expect(isReversedRange('2027-03-01', '2027-03-01')).toBe(false);
    expect(isReversedRange('2027-03-10', '')).toBe(false);
    expect(isReversedRange('', '2027-03-01')).toBe(false);
  });
});
