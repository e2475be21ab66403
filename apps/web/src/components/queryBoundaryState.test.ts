import { describe, expect, it } from 'vitest';
import { queryBoundaryState, retryMayHelp } from './queryBoundaryState';

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

describe('Try again', () => {
  it('is offered for a failure of the moment, not for a refusal that stands', () => {
    for (const status of [null, 500, 502, 503, 408, 429]) expect(retryMayHelp(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 409]) expect(retryMayHelp(status), String(status)).toBe(false);
  });
});
