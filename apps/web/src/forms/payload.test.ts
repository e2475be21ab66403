import { describe, expect, it } from 'vitest';
import { compactPayload, nairaField, updatePayload } from './payload';

describe('form payloads', () => {
  it('compactPayload keeps only named, non-empty fields, trimmed', () => {
    expect(compactPayload({ a: ' x ', b: '', c: null, d: 0, e: '   ', f: 'ignored' }, ['a', 'b', 'c', 'd', 'e'])).toEqual({ a: 'x', d: 0 });
  });

  it('compactPayload never trims password fields: they are sent exactly as typed', () => {
    const values = {
      username: ' ada ',
      password: ' pw with spaces ',
      password_confirm: ' pw with spaces ',
      old_password: ' old ',
      new_password: 'new ',
      new_password_confirm: 'new ',
    };
    expect(compactPayload(values, Object.keys(values) as (keyof typeof values)[])).toEqual({
      username: 'ada',
      password: ' pw with spaces ',
      password_confirm: ' pw with spaces ',
      old_password: ' old ',
      new_password: 'new ',
      new_password_confirm: 'new ',
    });
  });

  it('compactPayload sends the alwaysSent fields even when empty', () => {
    expect(compactPayload({ password: 'x', password_confirm: '' }, ['password', 'password_confirm'], ['password_confirm'])).toEqual({
      password: 'x',
      password_confirm: '',
    });
    expect(compactPayload({ password: 'x', password_confirm: null }, ['password', 'password_confirm'], ['password_confirm'])).toEqual({
      password: 'x',
      password_confirm: '',
    });
  });

  it('updatePayload never trims password fields either', () => {
    expect(updatePayload({ new_password: ' spaced ', email: ' a@b.ng ' }, ['new_password', 'email'])).toEqual({ new_password: ' spaced ', email: 'a@b.ng' });
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
