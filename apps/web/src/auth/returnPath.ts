// Remembering where a signed-out visitor was headed, so sign-in can take them there.

import type { Location } from 'react-router';

/** Kept in the location state of the redirect to /login. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The in-app path to return to, or null; only same-app paths are accepted, never /login itself. */
export function returnPathOf(state: unknown): string | null {
  const from = (state as FromState | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login') return null;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
