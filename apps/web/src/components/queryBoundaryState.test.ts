import { describe, expect, it } from 'vitest';
import { queryBoundaryState } from './queryBoundaryState';

const loaded = <T>(data: T) => ({ isPending: false, isError: false, data });

describe('what a query boundary shows', () => {
  it('the loader until the first answer, the failure once it failed, even over data fetched before', () => {
    expect(queryBoundaryState({ isPending: true, isError: false, data: undefined })).toBe('loading');
    expect(queryBoundaryState({ isPending: false, isError: true, data: undefined })).toBe('error');
    expect(queryBoundaryState({ isPending: false, isError: true, data: [1] })).toBe('error');
  });

  it('the empty message for an empty list, when there is one to show', () => {
    expect(queryBoundaryState(loaded([]), { hasEmptyMessage: true })).toBe('empty');
    expect(queryBoundaryState(loaded([]), { hasEmptyMessage: false })).toBe('content');
    expect(queryBoundaryState(loaded([1]), { hasEmptyMessage: true })).toBe('content');
  });

  it('the content of a single record, and what the caller picked out of the data', () => {
    expect(queryBoundaryState(loaded({ id: 1 }), { hasEmptyMessage: true })).toBe('content');
    expect(queryBoundaryState(loaded([1, 2]), { hasEmptyMessage: true, picked: [] })).toBe('empty');
  });
});
