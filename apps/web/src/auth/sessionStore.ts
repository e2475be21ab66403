// The signed-in session as kept in local storage (tokens and userData), with change
// notification so React components and the API client share one source of truth.

import { type AuthResponse, type Session, STORAGE_KEYS, type Tokens } from '@naijacare/contracts';
import type { TokenStore } from '../api/client';
import { storage } from '../lib/storage';

type Listener = () => void;
const listeners = new Set<Listener>();

function isSession(value: unknown): value is Session {
  const v = value as Session | null;
  return !!v && typeof v === 'object' && !!v.user && typeof v.user.username === 'string' && typeof v.user_type === 'string';
}

function readSession(): Session | null {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.userData);
  // A session without tokens cannot call the API: treat it as signed out.
  if (!isSession(stored) || !storage.getString(STORAGE_KEYS.refreshToken)) return null;
  return stored;
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let current: Session | null = readSession();

/** What is kept of a session; whether they signed in before comes only with sign-in and the profile's read, so a profile update keeps the one known. */
const stored = (session: Session): Session => ({
  user: session.user,
  user_type: session.user_type,
  is_superuser: session.is_superuser,
  profile: session.profile,
  signed_in_before: session.signed_in_before ?? (current?.user.id === session.user.id ? current.signed_in_before : undefined),
});

/** Why the last session ended; a deliberate sign-out is not a visit to return to after signing in again. */
export type SessionEnd = 'signed-out' | 'expired';
let lastEnd: SessionEnd | null = null;

function changed() {
  current = readSession();
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Stores tokens and the session after sign-in or patient registration. */
  signIn(response: AuthResponse): void {
    const { tokens, ...session } = response;
    lastEnd = null;
    storage.setString(STORAGE_KEYS.accessToken, tokens.access);
    storage.setString(STORAGE_KEYS.refreshToken, tokens.refresh);
    storage.setJson(STORAGE_KEYS.userData, stored(session));
    changed();
  },

  /** Replaces the stored user and profile, e.g. after a profile update. */
  update(session: Session): void {
    storage.setJson(STORAGE_KEYS.userData, stored(session));
    changed();
  },

  clear(reason: SessionEnd = 'expired'): void {
    lastEnd = reason;
    storage.remove(STORAGE_KEYS.accessToken);
    storage.remove(STORAGE_KEYS.refreshToken);
    storage.remove(STORAGE_KEYS.userData);
    changed();
  },

  endedBySignOut: (): boolean => lastEnd === 'signed-out',
};

/** Token access for the API client. */
export const storedTokens: TokenStore = {
  access: () => storage.getString(STORAGE_KEYS.accessToken),
  refresh: () => storage.getString(STORAGE_KEYS.refreshToken),
  save(tokens: Tokens) {
    storage.setString(STORAGE_KEYS.accessToken, tokens.access);
    storage.setString(STORAGE_KEYS.refreshToken, tokens.refresh);
  },
  clear: () => sessionStore.clear(),
};

// Another tab signing in or out changes the same storage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) changed();
  });
}
