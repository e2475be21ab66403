import { describe, expect, it } from 'vitest';
import { hasRunOut, waitBeforeSending } from './contactToken';

const token = { form_token: 't', min_seconds: 3, expires_in_seconds: 86_400, receivedAt: 1_000 };

describe('the contact form token', () => {
  it('holds the form until the server will take it, then sends at once', () => {
    expect(waitBeforeSending(token, 1_000)).toBe(3_250);
    expect(waitBeforeSending(token, 3_000)).toBe(1_250);
    expect(waitBeforeSending(token, 4_250)).toBe(0);
    expect(waitBeforeSending(token, 60_000)).toBe(0);
  });

  it('is replaced when it has nearly run out', () => {
    expect(hasRunOut(token, 1_000 + 3_600_000)).toBe(false);
    expect(hasRunOut(token, 1_000 + 86_400_000 - 11 * 60_000)).toBe(false);
    expect(hasRunOut(token, 1_000 + 86_400_000 - 9 * 60_000)).toBe(true);
  });
});
