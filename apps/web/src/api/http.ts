// The app's API client, wired to the stored session and the router.

import { storedTokens } from '../auth/sessionStore';
import { createApiClient } from './client';

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** Lets the router take over navigation once it exists, so an ended session needs no page reload. */
export function setApiNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  tokens: storedTokens,
  navigate: (path) => navigateTo(path),
});
