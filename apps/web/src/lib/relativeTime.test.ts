import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

// Noon in Lagos; dates are shown on the Lagos calendar, so the machine's zone does not matter.
const now = new Date('2026-11-21T11:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [60 * S, '1m ago'],
    [59 * M, '59m ago'],
    [60 * M, '1h ago'],
    [23 * H, '23h ago'],
    [24 * H, '1d ago'],
    [6 * D + 23 * H, '6d ago'],
    [7 * D, '14 Nov 2026'],
    [40 * D, '12 Oct 2026'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('shows the Lagos date after a week, even where the UTC date differs', () => {
    // 23:30 UTC on the 14th is already the 15th in Lagos.
    const lateNight = new Date('2026-11-21T23:30:00Z');
    expect(relativeTime(new Date(lateNight.getTime() - 7 * D), lateNight)).toBe('15 Nov 2026');
  });

  it('accepts the API’s ISO strings', () => {
    expect(relativeTime(ago(5 * M).toISOString(), now)).toBe('5m ago');
  });

  it('reads a time slightly in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 30 * S), now)).toBe('Just now');
  });

  it('gives nothing for an unreadable time', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
