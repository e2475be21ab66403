// The domain events bus: a module publishes an event of the catalogue (catalogue.ts) in the
// transaction of its change, and the modules that subscribed react — either inside that same
// transaction, when what they change must commit or fail with it, or once it has committed, when
// they may come after it and must not fail it. Subscribers are kept by event name, so it does not
// matter which module subscribes first or whether the publisher was built before them; a
// publisher never knows who listens.

import { type AfterCommit, afterCommit, type DbOrTx } from '../db/client';
import type { EventCatalogue, EventName } from './catalogue';

/** Reacts inside the publisher's transaction (`q`; the database itself when it published outside
 * one): its writes commit with the publisher's change, and its error fails that change. */
export type InTransaction<K extends EventName> = (event: EventCatalogue[K], q: DbOrTx) => Promise<void>;

/** Reacts once the publisher's change has committed; never for one that rolled back. */
export type Committed<K extends EventName> = (event: EventCatalogue[K]) => Promise<void>;

/** Where an after-commit subscriber's failure is told (the app's logger). */
export interface EventLog {
  error(details: object, message: string): void;
}

export interface DomainEventBus {
  /** Tells the subscribers of `name`: those inside the transaction now, in the order they
   * subscribed (an error is thrown to the publisher, whose transaction rolls back); those after it
   * once `q`'s outermost transaction has committed (at once when `q` is the database itself), each
   * on its own: an error is logged, and neither the publisher nor the other subscribers fail. */
  publish<K extends EventName>(q: DbOrTx, name: K, event: EventCatalogue[K]): Promise<void>;
  /** Subscribes inside the publisher's transaction: for a reaction that must commit or fail with its cause. */
  within<K extends EventName>(name: K, react: InTransaction<K>): void;
  /** Subscribes after the publisher's transaction has committed: for a reaction that may lag behind its cause. */
  afterCommit<K extends EventName>(name: K, react: Committed<K>): void;
}

const consoleLog: EventLog = { error: (details, message) => console.error(message, details) };

export function domainEventBus(log: EventLog = consoleLog): DomainEventBus {
  const inside = new Map<EventName, InTransaction<never>[]>();
  const after = new Map<EventName, Committed<never>[]>();
  const add = <T>(map: Map<EventName, T[]>, name: EventName, react: T) => map.set(name, [...(map.get(name) ?? []), react]);

  return {
    async publish(q, name, event) {
      for (const react of (inside.get(name) ?? []) as InTransaction<typeof name>[]) await react(event, q);
      const later = (after.get(name) ?? []) as Committed<typeof name>[];
      if (later.length === 0) return;
      const deliver: AfterCommit = async () => {
        for (const react of later) {
          try {
            await react(event);
          } catch (err) {
            log.error({ err, event: name }, 'a domain event subscriber failed after its change committed');
          }
        }
      };
      await afterCommit(q, deliver);
    },
    within: (name, react) => void add(inside, name, react),
    afterCommit: (name, react) => void add(after, name, react),
  };
}
