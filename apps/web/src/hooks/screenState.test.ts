import { describe, expect, it } from 'vitest';
import { initialScreenState, screenReducer } from './screenState';

describe('screen state', () => {
  it('tracks each phase on its own', () => {
    let s = screenReducer(initialScreenState, { type: 'start', what: 'loading' });
    s = screenReducer(s, { type: 'start', what: 'loadingMore' });
    expect(s).toEqual({ loading: true, submitting: false, loadingMore: true, error: null });
    s = screenReducer(s, { type: 'finish', what: 'loading' });
    expect(s).toMatchObject({ loading: false, loadingMore: true });
  });

  it('a failure ends its phase and keeps the message until cleared or retried', () => {
    let s = screenReducer(initialScreenState, { type: 'start', what: 'submitting' });
    s = screenReducer(s, { type: 'fail', what: 'submitting', error: 'This slot is no longer available' });
    expect(s).toEqual({ ...initialScreenState, error: 'This slot is no longer available' });
    expect(screenReducer(s, { type: 'clearError' }).error).toBeNull();
    expect(screenReducer(s, { type: 'start', what: 'submitting' }).error).toBeNull();
  });

  it('reset returns to the start', () => {
    const busy = { loading: true, submitting: true, loadingMore: true, error: 'x' };
    expect(screenReducer(busy, { type: 'reset' })).toEqual(initialScreenState);
  });
});
