// Fixed-window counters behind rate limits: in process by default, in Redis when
// REDIS_URL is set so every instance of the API counts the same requests.

import type { Redis } from 'ioredis';
import type { RateRule } from '../config';
import { tooManyRequests } from './errors';

export interface Count {
  count: number;
  resetInSeconds: number;
}

export interface CounterStore {
  /** Adds one to the key's counter in its current window. */
  increment(key: string, windowSeconds: number): Promise<Count>;
  get(key: string): Promise<Count>;
  /** Takes one back from the key's counter in its current window (never below zero, never a new window). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  const view = (w?: { count: number; endsAt: number }): Count =>
    w ? { count: w.count, resetInSeconds: Math.max(1, Math.ceil((w.endsAt - now()) / 1000)) } : { count: 0, resetInSeconds: 0 };
  // Expired windows are dropped lazily, and swept now and then so the map cannot grow without bound.
  const sweep = setInterval(() => {
    for (const [k, w] of windows) if (w.endsAt <= now()) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowSeconds) {
      let w = live(key);
      if (!w) {
        w = { count: 0, endsAt: now() + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return view(w);
    },
    async get(key) {
      return view(live(key));
    },
    async release(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// DECR alone would create a key without expiry once the window has ended.
const RELEASE = `if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0`;

export function redisCounters(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async increment(key, windowSeconds) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      return { count, resetInSeconds: Math.max(1, ttl) };
    },
    async get(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.ttl(k)]);
      return { count: Number(count ?? 0), resetInSeconds: Math.max(0, ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Counts one request against the rule and refuses it with 429 once the window's budget is spent. */
export async function enforce(store: CounterStore, key: string, rule: RateRule, what: string): Promise<void> {
  const { count, resetInSeconds } = await store.increment(key, rule.windowSeconds);
  if (count > rule.max) throw tooManyRequests(resetInSeconds, what);
}
