// The text of access codes: readable characters only, typed any way a person would.
import { ACCESS_CODE_ALPHABET, normalizeAccessCode } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { hashAccessCode, hintOf, looksLikeAccessCode, newAccessCode } from './code-text';

describe('access code text', () => {
  it('draws 8 characters with no look-alikes, every character of the alphabet in use', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newAccessCode();
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      for (const ch of code) seen.add(ch);
    }
    expect(ACCESS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(seen.size).toBe(ACCESS_CODE_ALPHABET.length);
  });

  it('reads lower case, spaces and hyphens as the code itself', () => {
    expect(normalizeAccessCode(' abcd-2345 ')).toBe('ABCD2345');
    expect(normalizeAccessCode('ab cd 23 45')).toBe('ABCD2345');
    expect(looksLikeAccessCode('ABCD2345')).toBe(true);
    expect(looksLikeAccessCode('ABCD0345')).toBe(false);
    expect(looksLikeAccessCode('ABCD234')).toBe(false);
  });

  it('keeps a hash and a 3-character hint, never the code', () => {
    expect(hashAccessCode('ABCD2345')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAccessCode('ABCD2345')).not.toBe(hashAccessCode('ABCD2346'));
    expect(hintOf('ABCD2345')).toBe('345');
  });
});
