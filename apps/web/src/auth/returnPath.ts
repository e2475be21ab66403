// Remembering where a signed-out visitor was headed, so sign-in can take them there.

import type { Location } from 'react-router';

/** The parts of a location worth returning to. */
export type ReturnLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Kept in the location state of the redirect to /login. */
export interface FromState {
  from?: ReturnLocation;
}

/** The state for a redirect to /login that remembers `location` (the route guard and an expired session both use it). */
export function fromStateOf(location: ReturnLocation): FromState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The in-app path to return to, or null; only same-app paths are accepted, never /login itself. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login') return null;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
