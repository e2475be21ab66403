// The current session for components, following the stored session as it changes.

import type { Session } from '@naijacare/contracts';
import { useSyncExternalStore } from 'react';
import { sessionStore } from './sessionStore';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
