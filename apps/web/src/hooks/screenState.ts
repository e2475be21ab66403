// The generic screen state of spec §2: loading, submitting, loading more and the
// current error, with clear-error and reset. The reducer is pure so it is unit-tested alone.

export interface ScreenState {
  loading: boolean;
  submitting: boolean;
  loadingMore: boolean;
  error: string | null;
}

export type ScreenAction =
  | { type: 'start'; what: 'loading' | 'submitting' | 'loadingMore' }
  | { type: 'finish'; what: 'loading' | 'submitting' | 'loadingMore' }
  | { type: 'fail'; what?: 'loading' | 'submitting' | 'loadingMore'; error: string }
  | { type: 'clearError' }
  | { type: 'reset' };

export const initialScreenState: ScreenState = { loading: false, submitting: false, loadingMore: false, error: null };

export function screenReducer(state: ScreenState, action: ScreenAction): ScreenState {
  switch (action.type) {
    case 'start':
      // Starting again clears the last error: the person is retrying.
      return { ...state, [action.what]: true, error: null };
    case 'finish':
      return { ...state, [action.what]: false };
    case 'fail':
      return { ...state, ...(action.what ? { [action.what]: false } : {}), error: action.error };
    case 'clearError':
      return { ...state, error: null };
    case 'reset':
      return initialScreenState;
  }
}
