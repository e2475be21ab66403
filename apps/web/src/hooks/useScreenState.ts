// A page's screen state as a hook: flags for loading, submitting and loading more,
// the current error message, and `run` to wrap an async step so the flags and the
// error follow it.

import { useCallback, useMemo, useReducer } from 'react';
import { i18n } from '../i18n/i18n';
import { errorMessage } from '../lib/errors';
import { initialScreenState, type ScreenState, screenReducer } from './screenState';

type Phase = 'loading' | 'submitting' | 'loadingMore';

export interface ScreenStateApi extends ScreenState {
  /** Runs the step with the phase's flag on; a failure becomes the error (and is returned as undefined). */
  run<T>(phase: Phase, step: () => Promise<T>): Promise<T | undefined>;
  setError(error: unknown): void;
  clearError(): void;
  reset(): void;
}

export function useScreenState(initial: Partial<ScreenState> = {}): ScreenStateApi {
  const [state, dispatch] = useReducer(screenReducer, { ...initialScreenState, ...initial });
  const run = useCallback(async <T>(phase: Phase, step: () => Promise<T>) => {
    dispatch({ type: 'start', what: phase });
    try {
      const result = await step();
      dispatch({ type: 'finish', what: phase });
      return result;
    } catch (err) {
      dispatch({ type: 'fail', what: phase, error: errorMessage(err, i18n.t('common.somethingWrong')) });
      return undefined;
    }
  }, []);
  const setError = useCallback((error: unknown) => dispatch({ type: 'fail', error: errorMessage(error, i18n.t('common.somethingWrong')) }), []);
  const clearError = useCallback(() => dispatch({ type: 'clearError' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return useMemo(() => ({ ...state, run, setError, clearError, reset }), [state, run, setError, clearError, reset]);
}
