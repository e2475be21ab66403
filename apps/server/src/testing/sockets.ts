// WebSockets for API tests: a socket of the real app signed in with a real ticket, with the
// messages it received, in order, and a way to wait for the next that matches.

import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { api } from './fixtures';

export type Message = Record<string, unknown>;
export type WatchedSocket = ReturnType<typeof watch>;

/** A socket signed in as the token's user (through a ticket, as the app does). */
export async function connect(app: FastifyInstance, token: string): Promise<WatchedSocket> {
  const res = await api(app).post('/api/realtime/ticket/', undefined, token);
  if (res.statusCode !== 200) throw new Error(`ticket refused: ${res.statusCode} ${res.body}`);
  return open(app, res.json().ticket);
}

/** Listens from the moment the socket exists, as a browser's onmessage does: the server's first
 * message may come before the connection's open event reaches this side. */
export async function open(app: FastifyInstance, ticket: string | null): Promise<WatchedSocket> {
  let watched!: WatchedSocket;
  await app.injectWS(
    ticket === null ? '/api/ws/' : `/api/ws/?ticket=${encodeURIComponent(ticket)}`,
    // As every browser's upgrade does: HTTP/1.1 without a Host header is refused.
    { headers: { host: 'localhost' } },
    {
      onInit: (socket) => {
        watched = watch(socket);
      },
    },
  );
  return watched;
}

export const ofType = (type: string) => (m: Message) => m.type === type;

export function watch(socket: WebSocket) {
  const received: Message[] = [];
  const waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  let closed: { code: number; reason: string } | null = null;
  const closedWaiters: ((c: { code: number; reason: string }) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    received.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  socket.on('close', (code: number, reason: Buffer) => {
    closed = { code, reason: reason.toString() };
    for (const w of closedWaiters) w(closed);
  });
  return {
    socket,
    received,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match: (m: Message) => boolean = () => true): Promise<Message> {
      const seen = received.find(match);
      if (seen) {
        received.splice(received.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve) =>
        waiters.push({
          match,
          resolve: (m) => {
            received.splice(received.indexOf(m), 1);
            resolve(m);
          },
        }),
      );
    },
    closed: () => (closed ? Promise.resolve(closed) : new Promise<{ code: number; reason: string }>((resolve) => closedWaiters.push(resolve))),
  };
}
