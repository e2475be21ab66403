// The WebSocket at /api/ws/: signed in by a ticket, it follows its user's topic from the start and
// other topics once their guard says this user may see them. When a session of the user ends (a
// logout, password change or deactivation: see session-feed.ts) every socket of that user asks
// again whether its own session holds, and closes if not, before any later event reaches it.
// Heartbeats close sockets whose peer has gone and ask the same question, in case a change was
// missed (a database connection that dropped while it was told).

import { REALTIME_CLOSE, REALTIME_TOPIC, type RealtimeClientMessage, type RealtimeServerMessage, realtimeClientMessage } from '@naijacare/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Actor, Caller } from '../modules/accounts/caller';
import type { AccessClaims } from '../modules/accounts/tokens';
import type { Hub, RealtimeEvent } from './hub';
import type { RealtimeTickets } from './tickets';

/** Whether the caller may follow the topic `<kind>:<id>`. */
export type TopicGuard = (caller: Caller, id: number) => Promise<boolean>;

export interface SocketDeps {
  hub: Hub;
  tickets: RealtimeTickets;
  authenticateSession(claims: AccessClaims): Promise<Actor | null>;
  callerOf(actor: Actor): Promise<Caller>;
  /** Guards by topic kind; the user's own topic needs none. */
  guards: Record<string, TopicGuard>;
  /** Whether the caller may signal on this call of this appointment now (a party; the call not ended). */
  maySignal(caller: Caller, appointmentId: number, callId: number): Promise<boolean>;
  heartbeatSeconds: number;
}

/** At most this many messages from a client in a second: a chat's typing and pings stay far below,
 * and so does a call's signalling, whose ICE candidates come in bursts of a dozen or two. */
const MESSAGES_PER_SECOND = 60;
const TOPICS_MAX = 50;
/** Sockets one user may hold open on one instance: a tab each, with room for many tabs. */
export const SOCKETS_PER_USER_MAX = 20;
/** Room for a call's SDP offer (SIGNAL_SDP_MAX_CHARS, with JSON's escapes). */
export const MESSAGE_BYTES_MAX = 64 * 1024;
/** What the WebSocket library itself reads of one message before cutting the connection (1009):
 * above MESSAGE_BYTES_MAX, so that a message too large is refused here, with the socket's own
 * close code for sending too much, rather than as a protocol error. */
export const FRAME_BYTES_MAX = 1024 * 1024;

export const userTopic = (userId: number) => `user:${userId}`;
export const appointmentTopic = (appointmentId: number) => `appointment:${appointmentId}`;

/** The open sockets of this instance, by user: what a session's end must check, and what the
 * per-user limit counts. */
export interface SocketRegistry {
  /** Each socket of the user asks again whether its session holds; those whose session ended close. */
  recheckUser(userId: number): Promise<void>;
}

export function socketRoutes(deps: SocketDeps, registry: { current?: SocketRegistry } = {}) {
  return async (app: FastifyInstance) => {
    const sockets = new Set<WebSocket>();
    const byUser = new Map<number, Set<WebSocket>>();
    registry.current = {
      async recheckUser(userId) {
        await Promise.all([...(byUser.get(userId) ?? [])].map((socket) => new Promise((resolve) => socket.emit('recheck', resolve))));
      },
    };
    const beat = setInterval(() => {
      for (const socket of sockets) socket.emit('heartbeat');
    }, deps.heartbeatSeconds * 1000);
    beat.unref();
    app.addHook('onClose', async () => {
      clearInterval(beat);
      for (const socket of sockets) socket.terminate();
    });

    app.get('/api/ws/', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      const ticket = (request.query as { ticket?: unknown }).ticket;
      const claims = typeof ticket === 'string' ? await deps.tickets.redeem(ticket) : null;
      const actor = claims && (await deps.authenticateSession(claims));
      if (!claims || !actor) return socket.close(REALTIME_CLOSE.unauthorized, 'ticket_invalid');
      const mine = byUser.get(actor.id) ?? new Set<WebSocket>();
      if (mine.size >= SOCKETS_PER_USER_MAX) return socket.close(REALTIME_CLOSE.tooMuch, 'too_many_sockets');
      mine.add(socket);
      byUser.set(actor.id, mine);
      sockets.add(socket);

      const following = new Map<string, () => void>();
      let ended = false;
      const stop = () => {
        ended = true;
        for (const unsubscribe of following.values()) unsubscribe();
        following.clear();
        sockets.delete(socket);
        mine.delete(socket);
        if (mine.size === 0 && byUser.get(actor.id) === mine) byUser.delete(actor.id);
      };
      socket.once('close', stop);

      // While the session is being checked again, events wait: delivered if it holds, dropped if not.
      let held: RealtimeServerMessage[] | null = null;
      const send = (message: RealtimeServerMessage) => {
        if (held) held.push(message);
        else if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      let checking = 0;
      const recheck = async () => {
        if (ended) return;
        held ??= [];
        checking++;
        const holds = await deps.authenticateSession(claims).catch(() => null);
        checking--;
        if (ended) return;
        if (!holds) {
          held = null;
          stop();
          return socket.close(REALTIME_CLOSE.unauthorized, 'session_ended');
        }
        if (checking > 0) return;
        const waiting = held ?? [];
        held = null;
        for (const message of waiting) send(message);
      };
      socket.on('recheck', (done: () => void) => void recheck().finally(done));

      const caller = await deps.callerOf(actor);
      /** False when the hub's store (Redis) could not subscribe: the socket would hear nothing. */
      const follow = async (topic: string): Promise<boolean> => {
        if (following.has(topic)) return true;
        const unsubscribe = await deps.hub
          .subscribe(topic, (event: RealtimeEvent) => {
            // A call's signal is for the other party: the sender's own sockets never hear it back.
            if (event.type === 'signal' && event.from === actor.id) return;
            send({ ...event, topic } as RealtimeServerMessage);
          })
          .catch(() => null);
        if (!unsubscribe) return false;
        // Closed, or asked twice, while the subscription was being made.
        if (ended || socket.readyState !== socket.OPEN || following.has(topic)) unsubscribe();
        else following.set(topic, unsubscribe);
        return true;
      };
      if (!(await follow(userTopic(actor.id)))) {
        stop();
        return socket.close(REALTIME_CLOSE.unavailable, 'unavailable');
      }

      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('heartbeat', async () => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
        await recheck();
      });

      let windowStart = Date.now();
      let inWindow = 0;
      // One message at a time, in the order they came: a signal waits for its check (maySignal reads
      // the database), and the next must not overtake it (a camera turned off, then on again, would
      // reach the other side as on, then off).
      let handling: Promise<unknown> = Promise.resolve();
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (Date.now() - windowStart >= 1000) {
          windowStart = Date.now();
          inWindow = 0;
        }
        if (++inWindow > MESSAGES_PER_SECOND) return socket.close(REALTIME_CLOSE.tooMuch, 'too_many_messages');
        if (data.length > MESSAGE_BYTES_MAX) return socket.close(REALTIME_CLOSE.tooMuch, 'message_too_large');
        handling = handling.then(() => handle(data, isBinary)).catch(() => undefined);
      });

      const handle = async (data: Buffer, isBinary: boolean) => {
        const message = isBinary ? null : parse(data.toString('utf8'));
        if (!message) return send({ type: 'error', code: 'bad_message' });
        if (message.type === 'ping') return send({ type: 'pong' });
        const { topic } = message;
        // The hub's store (Redis) may be down: the sender is told its message went nowhere.
        const pass = (event: RealtimeEvent) => deps.hub.publish(topic, event).catch(() => send({ type: 'error', code: 'unavailable', topic }));
        if (message.type === 'typing') {
          if (topic.startsWith('appointment:') && following.has(topic)) await pass({ type: 'typing', user_id: actor.id });
          return;
        }
        if (message.type === 'signal') {
          const appointmentId = topic.startsWith('appointment:') && REALTIME_TOPIC.test(topic) ? Number(topic.slice('appointment:'.length)) : null;
          const allowed = appointmentId !== null && (await deps.maySignal(caller, appointmentId, message.call).catch(() => false));
          if (!allowed) return send({ type: 'error', code: 'signal_refused', topic, call: message.call });
          await pass({ type: 'signal', from: actor.id, call: message.call, signal: message.signal });
          return;
        }
        if (message.type === 'unsubscribe') {
          if (topic !== userTopic(actor.id)) {
            following.get(topic)?.();
            following.delete(topic);
          }
          return send({ type: 'unsubscribed', topic });
        }
        if (following.has(topic)) return send({ type: 'subscribed', topic });
        if (following.size >= TOPICS_MAX || !(await mayFollow(deps.guards, caller, topic))) return send({ type: 'error', code: 'topic_forbidden', topic });
        if (!(await follow(topic))) return send({ type: 'error', code: 'unavailable', topic });
        send({ type: 'subscribed', topic });
      };

      send({ type: 'ready', user_id: actor.id, topics: [...following.keys()] });
    });
  };
}

function parse(text: string): RealtimeClientMessage | null {
  try {
    const result = realtimeClientMessage.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Another user's topic, an unknown kind or an object the caller may not see: all refused alike. */
async function mayFollow(guards: Record<string, TopicGuard>, caller: Caller, topic: string): Promise<boolean> {
  if (!REALTIME_TOPIC.test(topic)) return false;
  const [kind, id] = topic.split(':');
  const guard = guards[kind];
  return guard ? guard(caller, Number(id)).catch(() => false) : false;
}
