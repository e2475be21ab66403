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
