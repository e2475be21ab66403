// Publish and subscribe by topic (`user:12`, `appointment:40`): in process by default, through
// Redis pub/sub when REDIS_URL is set so that every instance of the API hears what any one
// publishes (the same choice as the rate-limit counters).

import type { Redis } from 'ioredis';

/** What travels on a topic: a small JSON object with a type. */
export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}

export type TopicListener = (event: RealtimeEvent, topic: string) => void;

export interface Hub {
  /** To every subscriber of the topic, on every instance. */
  publish(topic: string, event: RealtimeEvent): Promise<void>;
  /** To this instance's subscribers only: for what every instance hears for itself (the database's
   * notifications), which published would arrive once per instance. */
  deliverLocal(topic: string, event: RealtimeEvent): void;
  /** Resolves once events published anywhere reach the listener; returns the way to unsubscribe.
   * Rejects when the subscription could not be made (nothing is then kept). */
  subscribe(topic: string, listener: TopicListener): Promise<() => void>;
  close(): Promise<void>;
}

/** This instance's subscribers, by topic; `onFirst`/`onLast` tell when a topic gains its first
 * listener or loses its last (to subscribe or unsubscribe upstream). */
function localTopics(onFirst: (topic: string) => Promise<unknown> = async () => {}, onLast: (topic: string) => void = () => {}) {
  const topics = new Map<string, Set<TopicListener>>();
  /** A topic's upstream subscription, settled once it is in place. */
  const upstream = new Map<string, Promise<unknown>>();
  return {
    deliver(topic: string, event: RealtimeEvent) {
      for (const listener of topics.get(topic) ?? []) {
        try {
          listener(event, topic);
        } catch {
          // One failing socket never stops delivery to the others.
        }
      }
    },
    async subscribe(topic: string, listener: TopicListener) {
      let set = topics.get(topic);
      if (!set) {
        set = new Set();
        topics.set(topic, set);
        upstream.set(topic, onFirst(topic));
      }
      set.add(listener);
      try {
        await upstream.get(topic);
      } catch (error) {
        // Refused upstream (Redis down or slow to answer): forgotten, so the next subscribe tries
        // again, and the caller knows it will hear nothing.
        set.delete(listener);
        if (set.size === 0 && topics.get(topic) === set) {
          topics.delete(topic);
          upstream.delete(topic);
        }
        throw error;
      }
      return () => {
        const current = topics.get(topic);
        if (!current?.delete(listener) || current.size > 0) return;
        topics.delete(topic);
        upstream.delete(topic);
        onLast(topic);
      };
    },
    size: () => topics.size,
  };
}

export function memoryHub(): Hub {
  const local = localTopics();
  return {
    async publish(topic, event) {
      local.deliver(topic, event);
    },
    deliverLocal: local.deliver,
    subscribe: local.subscribe,
    async close() {},
  };
}

/** `publisher` is any connection; `subscriber` is given over to pub/sub (Redis allows nothing else on it). */
export function redisHub(publisher: Redis, subscriber: Redis, prefix = 'naijacare:rt:'): Hub {
  const local = localTopics(
    (topic) => subscriber.subscribe(prefix + topic),
    (topic) => void subscriber.unsubscribe(prefix + topic).catch(() => {}),
  );
  subscriber.on('message', (channel: string, text: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      local.deliver(channel.slice(prefix.length), JSON.parse(text) as RealtimeEvent);
    } catch {
      // Not ours, or not JSON: ignored.
    }
  });
  return {
    async publish(topic, event) {
      await publisher.publish(prefix + topic, JSON.stringify(event));
    },
    deliverLocal: local.deliver,
    subscribe: local.subscribe,
    async close() {
      subscriber.disconnect();
    },
  };
}
