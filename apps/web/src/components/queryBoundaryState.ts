// Which block a query boundary shows, apart from the component so the rule can be tested.

export type QueryBoundaryState = 'loading' | 'error' | 'empty' | 'content';

interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  data: unknown;
}

interface Options {
  /** Only a boundary given an empty message shows one; otherwise an empty list is content (a week with no intervals). */
  hasEmptyMessage?: boolean;
  /** What the caller shows out of the data (today's sessions of all appointments), when not the data itself. */
  picked?: unknown;
}

/** A failure wins over data fetched before, as each list did on its own before the boundary. */
export function queryBoundaryState(query: QueryStatus, { hasEmptyMessage = false, picked = query.data }: Options = {}): QueryBoundaryState {
  if (query.isPending) return 'loading';
  if (query.isError) return 'error';
  if (hasEmptyMessage && Array.isArray(picked) && picked.length === 0) return 'empty';
  return 'content';
}

/**
 * Whether asking again could answer differently: not for a refusal that stands (a 404 for what is
 * not there or not yours, a 403, a 400), only for a failure of the moment (no answer, a 5xx, a
 * timeout, a limit).
 */
export function retryMayHelp(status: number | null): boolean {
  return status === null || status >= 500 || status === 408 || status === 429;
}
