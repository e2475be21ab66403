import { describe, expect, it } from 'vitest';
import { checkAccessCode } from './accessCodeInput';

describe('an access code typed by a patient', () => {
  it('is read without spaces or hyphens and in upper case', () => {
    expect(checkAccessCode(' abcd-efgh ')).toEqual({ ok: true, code: 'ABCDEFGH' });
    expect(checkAccessCode('ab cd 23 45')).toEqual({ ok: true, code: 'ABCD2345' });
  });

  it('is refused before sending when too short, too long or outside the code alphabet', () => {
    expect(checkAccessCode('ABCD').ok).toBe(false);
    expect(checkAccessCode('ABCDEFGHJ').ok).toBe(false);
    // 0, 1, I, L and O are never in a code: they read alike.
    expect(checkAccessCode('ABCDEFG0').ok).toBe(false);
    expect(checkAccessCode('ABCDEFGI').ok).toBe(false);
    expect(checkAccessCode('ABCD!FGH').ok).toBe(false);
  });
});
