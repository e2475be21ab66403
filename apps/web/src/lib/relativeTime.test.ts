import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

// Local time, so the date text does not depend on the machine's time zone.
const now = new Date(2026, 10, 21, 12, 0, 0);
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
