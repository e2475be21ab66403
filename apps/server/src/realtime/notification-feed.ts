// Notifications reach their user's open sockets as they are created or read. The database tells of
// each change when it commits (a trigger, LISTEN notifications), to every instance of the API, and
// each instance hands it to its own sockets: a notification of a transaction that rolled back is
// never pushed. The event names the change; the app reads the notifications themselves over HTTP.

import type { Database } from '../db/client';
import type { Hub } from './hub';
import { userTopic } from './socket';

export async function pushNotifications(database: Database, hub: Hub) {
  await database.listen('notifications', (payload) => {
    try {
      const change = JSON.parse(payload) as { user_id?: unknown; id?: unknown; op?: unknown };
      if (typeof change.user_id !== 'number' || (change.op !== 'created' && change.op !== 'read')) return;
      hub.deliverLocal(userTopic(change.user_id), { type: 'notifications', op: change.op, ...(typeof change.id === 'number' ? { id: change.id } : {}) });
    } catch {
      // Not a payload of ours.
    }
  });
}
