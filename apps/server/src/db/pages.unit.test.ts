import { describe, expect, it } from 'vitest';
import { offsetOf, pageOf } from './pages';

describe('a page of a list', () => {
  it('skips the earlier pages', () => {
    expect(offsetOf({ page: 1, page_size: 20 })).toBe(0);
    expect(offsetOf({ page: 3, page_size: 20 })).toBe(40);
  });

  it('names the next page while rows remain after this one, and none on the last', () => {
    expect(pageOf({ page: 1, page_size: 2 }, 5, ['a', 'b'])).toEqual({ count: 5, next: 2, results: ['a', 'b'] });
    expect(pageOf({ page: 2, page_size: 2 }, 4, ['c', 'd']).next).toBeNull();
    expect(pageOf({ page: 3, page_size: 2 }, 5, ['e']).next).toBeNull();
    expect(pageOf({ page: 1, page_size: 20 }, 0, []).next).toBeNull();
  });
});
