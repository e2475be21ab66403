// Who is behind a session, remembered between requests — on the embedded database only. There
// this process is the database's one client, so it sees every write as it is sent: any statement
// that may change a user or a session drops everything remembered, before the next read can run.
// A logout, a password change or a deactivation therefore refuses the very next request, as
// without the cache. On a PostgreSQL server other instances write too, and nothing is remembered.

import type { Actor } from './caller';

/** Statements that may change who a session belongs to or whether it is live. */
const TOUCHES_IDENTITY = /\b(users|sessions)\b/i;

export interface IdentityCache {
  /** Changes with every drop: a read started before a drop must not be kept after it. */
  generation(): number;
  get(sessionId: string): Actor | undefined;
  /** Keeps what a read found, unless a write was sent since the read began (`generation`). */
  keep(sessionId: string, actor: Actor, generation: number): void;
}

export function identityCache(watchWrites: (listener: (sql: string) => void) => void, capacity = 10_000): IdentityCache {
  const actors = new Map<string, Actor>();
  let generation = 0;
  watchWrites((sql) => {
    if (!TOUCHES_IDENTITY.test(sql)) return;
    generation++;
    actors.clear();
  });
  return {
    generation: () => generation,
    get: (sessionId) => actors.get(sessionId),
    keep(sessionId, actor, readGeneration) {
      if (readGeneration !== generation) return;
      // The oldest goes first; sessions in use are read again after a drop anyway.
      if (actors.size >= capacity) actors.delete(actors.keys().next().value as string);
      actors.set(sessionId, Object.freeze(actor));
    },
  };
}
