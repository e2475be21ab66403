import { REALTIME_CLOSE } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { RealtimeClient, reconnectDelay } from './realtime';

/** A socket the test drives: it records what the client sends and is opened or closed by hand. */
class FakeSocket {
  readyState = 0;
  sent: unknown[] = [];
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  ready(userId = 1) {
    this.readyState = 1;
    this.onmessage?.({ data: JSON.stringify({ type: 'ready', user_id: userId, topics: [`user:${userId}`] }) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let tickets = 0;
  const client = new RealtimeClient({
    ticket: async () => ({ ticket: `t${++tickets}`, expires_in: 30 }),
    url: (ticket) => `ws://test/api/ws/?ticket=${ticket}`,
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => {},
    random: () => 0,
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { client, sockets, timers, settle };
}

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, with up to a third more at random', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1333);
  });
});

describe('RealtimeClient', () => {
  it('asks again, with backoff, for a topic the server could not follow for now', async () => {
    const { client, sockets, timers, settle } = harness();
    client.start();
    await settle();
    sockets[0].ready();
    const unfollow = client.follow('appointment:4');
    const unavailable = () => sockets[0].onmessage?.({ data: JSON.stringify({ type: 'error', code: 'unavailable', topic: 'appointment:4' }) });
    unavailable();
    unavailable();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[0].fn();
    expect(sockets[0].sent.at(-1)).toEqual({ type: 'subscribe', topic: 'appointment:4' });
    sockets[0].onmessage?.({ data: JSON.stringify({ type: 'subscribed', topic: 'appointment:4' }) });
    unavailable();
    expect(timers.at(-1)?.ms).toBe(1000);
    unfollow();
    const sent = sockets[0].sent.length;
    timers[1].fn();
    expect(sockets[0].sent.length).toBe(sent);
  });

  it('follows its topics again after a reconnect, and stops following when asked', async () => {
    const { client, sockets, timers, settle } = harness();
    client.start();
    await settle();
    sockets[0].ready();
    const unfollow = client.follow('appointment:4');
    expect(sockets[0].sent).toEqual([{ type: 'subscribe', topic: 'appointment:4' }]);

    sockets[0].drop();
    expect(client.state).toBe('closed');
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0].fn();
    await settle();
    expect(sockets[1].url).toBe('ws://test/api/ws/?ticket=t2');
    sockets[1].ready();
    expect(sockets[1].sent).toEqual([{ type: 'subscribe', topic: 'appointment:4' }]);

    unfollow();
    expect(sockets[1].sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'appointment:4' });
  });

  it('asks for a new ticket at once when one is refused, then backs off', async () => {
    const { client, sockets, timers, settle } = harness();
    client.start();
    await settle();
    sockets[0].drop(REALTIME_CLOSE.unauthorized);
    await settle();
    expect(sockets).toHaveLength(2);
    expect(timers).toHaveLength(0);
    sockets[1].drop(REALTIME_CLOSE.unauthorized);
    expect(timers.map((t) => t.ms)).toEqual([2000]);
  });

  it('after stop, neither reconnects nor tells anyone of messages', async () => {
    const { client, sockets, timers, settle } = harness();
    const heard: string[] = [];
    client.listen((m) => heard.push(m.type));
    client.start();
    await settle();
    sockets[0].ready();
    client.stop();
    sockets[0].drop();
    expect(timers).toHaveLength(0);
    expect(heard).toEqual(['ready']);
    expect(client.state).toBe('closed');
  });
});
