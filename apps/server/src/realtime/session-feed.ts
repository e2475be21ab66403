// A session's end reaches the sockets signed in with it at once, on every instance: the database
// tells of each user whose sessions may have ended when the change commits (a trigger, LISTEN
// sessions), and each instance has its own sockets of that user check their session again.

import type { Database } from '../db/client';
import type { SocketRegistry } from './socket';

export async function closeEndedSessions(database: Database, registry: { current?: SocketRegistry }) {
  await database.listen('sessions', (payload) => {
    try {
      const change = JSON.parse(payload) as { user_id?: unknown };
      if (typeof change.user_id === 'number') void registry.current?.recheckUser(change.user_id);
    } catch {
      // Not a payload of ours.
    }
  });
}
