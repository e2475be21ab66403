import { describe, expect, it } from 'vitest';
import { dateText, nairaText, statusLabel } from './format';

describe('display formats', () => {
  it('shows naira amounts from the API as ₦ with grouping and two decimals', () => {
    expect(nairaText('12500.00')).toBe('₦12,500.00');
    expect(nairaText('0')).toBe('₦0.00');
    expect(nairaText('not money')).toBeNull();
  });

  it('shows dates as day month year', () => {
    expect(dateText('2026-11-21T05:00:00Z')).toBe('21 Nov 2026');
    expect(dateText(null)).toBeNull();
  });

  it('names statuses', () => {
    expect(statusLabel('pending')).toBe('Pending approval');
    expect(statusLabel('verified')).toBe('Verified');
  });
});
