// A page of a list as every list endpoint answers it (`Paginated`: how many there are, the next
// page's number while rows remain, this page's rows), and how many rows it skips to get there.

import type { Paginated } from '@naijacare/contracts';

/** The page a list query asks for (every list's `page` and `page_size`). */
export interface PageAsked {
  page: number;
  page_size: number;
}

/** The rows before the page asked for: its OFFSET. */
export const offsetOf = (q: PageAsked): number => (q.page - 1) * q.page_size;

export const pageOf = <T>(q: PageAsked, count: number, results: T[]): Paginated<T> => ({
  count,
  next: q.page * q.page_size < count ? q.page + 1 : null,
  results,
});
