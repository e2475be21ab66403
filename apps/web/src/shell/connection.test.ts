import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionState, watchConnection } from './connection';

describe('watchConnection', () => {
  let target: EventTarget;
  let states: ConnectionState[];

  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  const watch = (online = true) => watchConnection({ target, isOnline: () => online, onChange: (s) => states.push(s), lingerMs: 3_000 });

  it('goes offline, then back online for the linger time, then quiet', () => {
    watch();
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(states).toEqual(['offline', 'back-online']);
    vi.advanceTimersByTime(2_999);
    expect(states).toEqual(['offline', 'back-online']);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['offline', 'back-online', 'online']);
  });

  it('stays offline when the connection drops again while "back online" shows', () => {
    watch();
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['back-online', 'offline']);
  });

  it('reports a device already offline when watching starts', () => {
    watch(false);
    expect(states).toEqual(['offline']);
  });

  it('stops following the events', () => {
    const stop = watch();
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual(['back-online']);
  });
});
