import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { isPassing, sendFailureOf } from './api';

describe('sendFailureOf', () => {
  it('explains a refusal for sending too fast with the wait the server asks for', () => {
    const limited = new ApiError(429, { error: 'Too many requests', code: 'rate_limited', details: { retry_after: 42 } });
    expect(sendFailureOf(limited)).toEqual({ kind: 'rate_limited', retryAfterSeconds: 42 });
    expect(sendFailureOf(new ApiError(429, null))).toEqual({ kind: 'rate_limited', retryAfterSeconds: null });
  });

  it('tells a chat that is not open apart from a lost connection, and tries again by itself only after the latter', () => {
    const closed = sendFailureOf(new ApiError(409, { error: 'This chat has ended; its messages can still be read', code: 'chat_closed' }));
    expect(closed).toEqual({ kind: 'closed' });
    expect(isPassing(closed)).toBe(false);
    for (const error of [new TypeError('Failed to fetch'), new DOMException('timed out', 'TimeoutError'), new ApiError(502, null)]) {
      expect(sendFailureOf(error)).toEqual({ kind: 'network' });
      expect(isPassing(sendFailureOf(error))).toBe(true);
    }
  });

  it('gives the server’s words for any other refusal', () => {
    expect(sendFailureOf(new ApiError(400, { error: 'Message may be at most 2000 characters', code: 'field_too_long' }))).toEqual({
      kind: 'refused',
      message: 'Message may be at most 2000 characters',
    });
  });
});
