import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel } from './notificationBadge';

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [Number.NaN, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%s unread shows %j', (unread, text) => {
    expect(badgeText(unread)).toBe(text);
  });
});

describe('bellLabel', () => {
  it('names the button and carries the count', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications (3 unread)');
    expect(bellLabel(12)).toBe('Notifications (9+ unread)');
  });
});
