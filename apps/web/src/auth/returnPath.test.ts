import { describe, expect, it } from 'vitest';
import { returnPathOf } from './returnPath';

describe('returnPathOf', () => {
  it('returns the remembered path with its query and hash', () => {
    expect(returnPathOf({ from: { pathname: '/profile', search: '?tab=password', hash: '#top' } })).toBe('/profile?tab=password#top');
  });

  it('ignores missing state, /login itself and anything that is not an in-app path', () => {
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf({})).toBeNull();
    expect(returnPathOf({ from: { pathname: '/login' } })).toBeNull();
    expect(returnPathOf({ from: { pathname: '//evil.example' } })).toBeNull();
    expect(returnPathOf({ from: { pathname: 'https://evil.example' } })).toBeNull();
  });
});
