// How a change refreshes the data it alters, without a list of keys kept in step by hand.
//
// Every query key starts with its feature's name ('appointments', 'doctors', ...), and the
// feature's `api.ts` owns every key under that prefix. Data derived from another feature's
// (a doctor's free slots shrink when an appointment is booked) says so where the query is
// defined, in `meta.changesWith`, so the feature that makes a change never needs to know
// who depends on it: a new feature declares its own dependencies beside its own queries.

import type { QueryClient } from '@tanstack/react-query';

/** The features whose data the web app caches: the first element of every query key. */
export type Feature =
  | 'access'
  | 'admin'
  | 'admin-payments'
  | 'affiliations'
  | 'appointments'
  | 'auth'
  | 'calls'
  | 'chat'
  | 'disputes'
  | 'doctors'
  | 'notifications'
  | 'patients'
  | 'payouts'
  | 'records'
  | 'reports'
  | 'reviews'
  | 'schedule'
  | 'support'
  | 'wallet'
  | 'hospital'
  | 'hospital-services';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Other features whose changes make this query's data stale. */
      changesWith?: readonly Feature[];
    };
  }
}

/** Marks stale, and refetches where shown, every query of the feature and every query that changes with it. */
export function invalidateFeature(queryClient: QueryClient, feature: Feature): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === feature || (query.meta?.changesWith?.includes(feature) ?? false),
  });
}
