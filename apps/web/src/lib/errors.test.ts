import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { isConflict, retryMinutesOf } from './errors';

const tooMany = (seconds: number) =>
  new ApiError(429, { error: 'Too many requests', code: 'rate_limited', message: 'Try again later', details: { retry_after: seconds } });

describe('what a failed call means for the screen', () => {
  it('tells a change that had already happened (409) from other failures', () => {
    expect(isConflict(new ApiError(409, { error: 'Access already revoked', code: 'access_not_active' }))).toBe(true);
    expect(isConflict(new ApiError(400, { error: 'Bad', code: 'validation_error' }))).toBe(false);
    expect(isConflict(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('words a long rate-limit wait in whole minutes, rounded up, and a short one not at all', () => {
    expect(retryMinutesOf(tooMany(840))).toBe(14);
    expect(retryMinutesOf(tooMany(91))).toBe(2);
    expect(retryMinutesOf(tooMany(90))).toBeNull();
    expect(retryMinutesOf(new ApiError(400, { error: 'Wrong code', code: 'access_code_invalid' }))).toBeNull();
  });
});
