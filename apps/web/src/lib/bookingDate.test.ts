import { describe, expect, it } from 'vitest';
import { defaultBookingDate, longDateText, parseTypedDate } from './bookingDate';

describe('defaultBookingDate', () => {
  it('is today on a weekday, in Lagos time', () => {
    expect(defaultBookingDate(new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-23'); // Monday
    // 23:30 UTC on Friday is already Saturday 00:30 in Lagos.
    expect(defaultBookingDate(new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-30');
  });
  it('is the next Monday at a weekend', () => {
    expect(defaultBookingDate(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-23');
    expect(defaultBookingDate(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-23');
  });
});

describe('longDateText', () => {
  it('writes the weekday and date', () => {
    expect(longDateText('2026-11-23')).toBe('Monday 23 Nov 2026');
    expect(longDateText('2026-03-01')).toBe('Sunday 1 Mar 2026');
  });
});

describe('parseTypedDate', () => {
  it('reads ISO and day/month/year dates', () => {
    expect(parseTypedDate('2026-11-23')).toBe('2026-11-23');
    expect(parseTypedDate(' 3/1/2027 ')).toBe('2027-01-03');
  });
  it('refuses impossible dates and other text', () => {
    expect(parseTypedDate('2026-02-30')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
  });
});
