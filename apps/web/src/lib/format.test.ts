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
    expect(dateText('not a date')).toBeNull();
  });

  it('shows instants on the Lagos calendar, whatever the machine’s time zone', () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Lagos.
    expect(dateText('2026-11-20T23:30:00Z')).toBe('21 Nov 2026');
    expect(dateText('2026-09-01T12:00:00Z')).toBe('1 Sep 2026');
  });

  it('shows a bare date as that calendar day', () => {
    expect(dateText('1990-05-15')).toBe('15 May 1990');
  });

  it('names statuses', () => {
    expect(statusLabel('pending')).toBe('Pending approval');
    expect(statusLabel('verified')).toBe('Verified');
  });
});
