// The realtime channel (a WebSocket at /api/ws/): one per signed-in tab, signed in with a single-use
// ticket from the API, reconnecting with backoff when the network drops and following again the
// topics it followed. Events are hints that something changed; what they name is read over HTTP,
// so an event lost while disconnected costs only the time until the next read or poll.

import { REALTIME_CLOSE, type RealtimeServerMessage, type RealtimeTicket } from '@naijacare/contracts';

/** WebSocket.OPEN, without needing the global (tests run where it may not exist). */
const OPEN = 1;

export type RealtimeListener = (message: RealtimeServerMessage) => void;
export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface RealtimeDeps {
  /** A fresh ticket, through the API client (which refreshes the session once if needed). */
  ticket(): Promise<RealtimeTicket>;
  /** The socket's address for a ticket. */
  url(ticket: string): string;
  createSocket(url: string): WebSocket;
  /** Timers, replaceable in tests. */
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
}

/** Waits between attempts: 1 s, 2 s, 4 s … up to 30 s, each with up to a third more at random, so
 * a server restart is not met by every client at the same instant. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random() / 3));
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly stateListeners = new Set<(state: ConnectionState) => void>();
  /** Topics followed, by how many callers follow each. */
  private readonly topics = new Map<string, number>();
  private attempt = 0;
  /** Topics the server could not follow, by how many times it was asked again. */
  private readonly resubscribes = new Map<string, number>();
  private timer: unknown = null;
  private running = false;
  state: ConnectionState = 'closed';

  constructor(private readonly deps: RealtimeDeps) {}

  start() {
    if (this.running) return;
    this.running = true;
    void this.connect();
  }

  stop() {
    this.running = false;
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'signed_out');
    this.setState('closed');
  }

  /** Every message from the server, events and answers alike; returns the way to stop listening. */
  listen(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Follows a topic (again after every reconnect) until the returned function is called. */
  follow(topic: string): () => void {
    const n = this.topics.get(topic) ?? 0;
    this.topics.set(topic, n + 1);
    if (n === 0) this.send({ type: 'subscribe', topic });
    return () => {
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) return void this.topics.set(topic, left);
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    };
  }

  send(message: object) {
    if (this.state === 'open' && this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    for (const l of this.stateListeners) l(state);
  }

  private async connect() {
    if (!this.running) return;
    this.setState('connecting');
    let ticket: RealtimeTicket;
    try {
      ticket = await this.deps.ticket();
    } catch {
      // Offline, or the server is down: try again later. A session that has ended is handled by the
      // API client (it signs the person out), and sign-out stops this client.
      return this.retry();
    }
    if (!this.running) return;
    const socket = this.deps.createSocket(this.deps.url(ticket.ticket));
    this.socket = socket;
    socket.onmessage = (event) => {
      let message: RealtimeServerMessage;
      try {
        message = JSON.parse(String(event.data)) as RealtimeServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        this.attempt = 0;
        this.setState('open');
        for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
      }
      if (message.type === 'subscribed') this.resubscribes.delete(message.topic);
      if (message.type === 'error' && message.code === 'unavailable' && message.topic) this.resubscribeLater(message.topic);
      for (const l of this.listeners) l(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setState('closed');
      // A ticket refused (4401) is answered with a new one at once, the first time.
      if (event.code === REALTIME_CLOSE.unauthorized && this.attempt === 0) {
        this.attempt = 1;
        return void this.connect();
      }
      this.retry();
    };
  }

  /** The server could not follow a topic (or pass a message on it) for now: ask again after a
   * backoff while the topic is still followed. Asking for a topic already followed is harmless. */
  private resubscribeLater(topic: string) {
    if (!this.topics.has(topic)) return;
    const attempt = this.resubscribes.get(topic) ?? 0;
    this.resubscribes.set(topic, attempt + 1);
    this.deps.setTimeout(
      () => {
        if (this.topics.has(topic)) this.send({ type: 'subscribe', topic });
      },
      reconnectDelay(attempt, this.deps.random),
    );
  }

  private retry() {
    if (!this.running) return;
    const delay = reconnectDelay(this.attempt++, this.deps.random);
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }
}
