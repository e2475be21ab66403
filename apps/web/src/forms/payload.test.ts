import { describe, expect, it } from 'vitest';
import { compactPayload, nairaField, updatePayload } from './payload';

describe('form payloads', () => {
  it('compactPayload keeps only named, non-empty fields, trimmed', () => {
    expect(compactPayload({ a: ' x ', b: '', c: null, d: 0, e: '   ', f: 'ignored' }, ['a', 'b', 'c', 'd', 'e'])).toEqual({ a: 'x', d: 0 });
  });

  it('updatePayload sends empty fields as "" so they are cleared, unless kept', () => {
    expect(updatePayload({ a: 'x', b: '', c: null, d: '' }, ['a', 'b', 'c', 'd'], ['d'])).toEqual({ a: 'x', b: '', c: '' });
  });

  it('nairaField formats with two decimals', () => {
    expect(nairaField(12500)).toBe('12500.00');
    expect(nairaField(99.5)).toBe('99.50');
    expect(nairaField('')).toBeUndefined();
  });
});
