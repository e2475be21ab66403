// The hub's two implementations behave alike; through Redis, what one instance publishes reaches
// the subscribers of another.

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Hub, memoryHub, type RealtimeEvent, redisHub } from './hub';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections: Redis[] = [];
const connection = () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  connections.push(redis);
  return redis;
};
afterAll(() => {
  for (const c of connections) c.disconnect();
});

/** Two instances' hubs: one shared in memory, or two on one Redis (each its own connections). */
const pairs: [string, () => [Hub, Hub]][] = [
  [
    'in memory',
    () => {
      const hub = memoryHub();
      return [hub, hub];
    },
  ],
  [
    'through Redis',
    () => {
      const prefix = `test:${randomUUID()}:`;
      return [redisHub(connection(), connection(), prefix), redisHub(connection(), connection(), prefix)];
    },
  ],
];

function inbox() {
  const events: RealtimeEvent[] = [];
  let wake: (() => void) | null = null;
  return {
    events,
    listener: (event: RealtimeEvent) => {
      events.push(event);
      wake?.();
    },
    async count(n: number) {
      while (events.length < n) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

describe.each(pairs)('the hub %s', (_, make) => {
  it('carries an event to every subscriber of its topic, on any instance, and to no other topic', async () => {
    const [a, b] = make();
    const onA = inbox();
    const onB = inbox();
    const elsewhere = inbox();
    await a.subscribe('appointment:1', onA.listener);
    await b.subscribe('appointment:1', onB.listener);
    await b.subscribe('appointment:2', elsewhere.listener);
    await a.publish('appointment:1', { type: 'typing', n: 1 });
    await Promise.all([onA.count(1), onB.count(1)]);
    expect(onB.events).toEqual([{ type: 'typing', n: 1 }]);
    await b.publish('appointment:2', { type: 'marker' });
    await elsewhere.count(1);
    expect(elsewhere.events).toEqual([{ type: 'marker' }]);
    expect(onA.events).toEqual([{ type: 'typing', n: 1 }]);
  });

  it('stops delivering once unsubscribed, and one failing listener does not stop the others', async () => {
    const [a, b] = make();
    const kept = inbox();
    const dropped = inbox();
    await b.subscribe('user:7', () => {
      throw new Error('a broken socket');
    });
    await b.subscribe('user:7', kept.listener);
    const unsubscribe = await b.subscribe('user:7', dropped.listener);
    await a.publish('user:7', { type: 'notifications', n: 1 });
    await Promise.all([kept.count(1), dropped.count(1)]);
    unsubscribe();
    await a.publish('user:7', { type: 'notifications', n: 2 });
    await kept.count(2);
    expect(dropped.events).toEqual([{ type: 'notifications', n: 1 }]);
  });

  it('delivers locally, to this instance only, what every instance hears for itself', async () => {
    const [a, b] = make();
    const onA = inbox();
    const onB = inbox();
    await a.subscribe('user:9', onA.listener);
    await b.subscribe('user:9', onB.listener);
    b.deliverLocal('user:9', { type: 'notifications', local: true });
    await a.publish('user:9', { type: 'notifications', local: false });
    await Promise.all([onA.count(1), onB.count(2)]);
    expect(onB.events).toEqual([
      { type: 'notifications', local: true },
      { type: 'notifications', local: false },
    ]);
    if (a !== b) expect(onA.events).toEqual([{ type: 'notifications', local: false }]);
  });
});

describe('the hub through Redis, when Redis refuses a subscription', () => {
  it('rejects the subscribe and keeps nothing, so the next one subscribes for real', async () => {
    const prefix = `test:${randomUUID()}:`;
    const subscriber = connection();
    const subscribe = subscriber.subscribe.bind(subscriber);
    let refusals = 1;
    subscriber.subscribe = ((...channels: string[]) =>
      refusals-- > 0 ? Promise.reject(new Error('Redis is down')) : subscribe(...channels)) as typeof subscriber.subscribe;
    const hub = redisHub(connection(), subscriber, prefix);
    const missed = inbox();
    const heard = inbox();
    await expect(hub.subscribe('appointment:5', missed.listener)).rejects.toThrow('Redis is down');
    await hub.subscribe('appointment:5', heard.listener);
    await hub.publish('appointment:5', { type: 'typing' });
    await heard.count(1);
    expect(heard.events).toEqual([{ type: 'typing' }]);
    expect(missed.events).toEqual([]);
  });
});
