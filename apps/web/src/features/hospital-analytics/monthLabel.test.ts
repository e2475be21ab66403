import { describe, expect, it } from 'vitest';
import { monthLabel } from './monthLabel';

describe('the months of the hospital analytics', () => {
  it('keeps the English short month and year', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2025-12', 'en')).toBe('Dec 2025');
  });

  it('names the month in the reader’s language', () => {
    expect(monthLabel('2026-03', 'yo')).not.toBe('Mar 2026');
    expect(monthLabel('2026-03', 'ig')).not.toBe('Mar 2026');
    expect(monthLabel('2026-03', 'yo')).toContain('2026');
  });
});
