// The app's API client, wired to the stored session and the router.

import type { FromState } from '../auth/returnPath';
import { storedTokens } from '../auth/sessionStore';
import { createApiClient } from './client';

type Navigator = (path: string, state?: FromState) => void;

// Before the router exists a full page load is the only way; the return path is then lost.
let navigateTo: Navigator = (path) => window.location.assign(path);

/** Lets the router take over navigation once it exists, so an ended session needs no page reload. */
export function setApiNavigator(navigate: Navigator): void {
  navigateTo = navigate;
}

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  tokens: storedTokens,
  navigate: (path, state) => navigateTo(path, state),
  // The router uses browser history, so the address bar is the current route.
  currentLocation: () => window.location,
});
