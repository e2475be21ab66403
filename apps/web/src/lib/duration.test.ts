import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('durationText', () => {
  it('writes minutes and two-digit seconds under an hour', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(7)).toBe('0:07');
    expect(durationText(59)).toBe('0:59');
    expect(durationText(60)).toBe('1:00');
    expect(durationText(750)).toBe('12:30');
    expect(durationText(3599)).toBe('59:59');
  });

  it('writes hours, then two-digit minutes and seconds, from an hour', () => {
    expect(durationText(3600)).toBe('1:00:00');
    expect(durationText(3723)).toBe('1:02:03');
    expect(durationText(36_000 + 59)).toBe('10:00:59');
  });

  it('rounds a fraction to the nearest second', () => {
    expect(durationText(6.6)).toBe('0:07');
    expect(durationText(59.5)).toBe('1:00');
  });

  it('gives nothing for an unknown or impossible length', () => {
    expect(durationText(null)).toBeNull();
    expect(durationText(undefined)).toBeNull();
    expect(durationText(-1)).toBeNull();
    expect(durationText(Number.NaN)).toBeNull();
    expect(durationText(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
