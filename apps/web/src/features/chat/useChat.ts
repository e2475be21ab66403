// One chat's conversation on a page, over either way of hearing about new messages:
// - 'live' (/chat): the realtime hub's appointment topic carries messages, read receipts and
//   typing; each time the topic is followed again (a reconnect) the page asks for what came after
//   its last message, so nothing said while the socket was down is lost; while the socket is down
//   it also asks now and then, in case it stays down.
// - 'polling' (/chat-basic): plain HTTP, asking every few seconds for what came after the last
//   message, for networks where WebSockets fail.
// Both send the same way: the message shows at once, named by a new client_id, and a send tried
// again (by hand, or by itself when the network comes back) carries the same id, so the server
// keeps it once. Each message also carries its place among this page's messages (stream, seq):
// two sent at once are stored in the order they were written even when the second request
// arrives first, as happens on slow mobile networks. A send the server refused (not one lost on the
// way) gives its place back, so the next message does not wait for it; tried again by hand, it
// takes a new place, after what was written meanwhile.

import type { ChatMessage } from '@naijacare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConnectionState } from '../../api/realtime';
import { realtime } from '../../api/realtimeConnection';
import { newUuid } from '../../lib/uuid';
import { appointmentChanged, chatQueries, isPassing, markMessagesRead, messagesAfter, type SendOrder, sendFailureOf, sendMessage } from './api';
import { type Conversation, type ConversationAction, conversationReducer, cursorOf, emptyConversation, failedSends, keyOf, unreadUpTo } from './conversation';

export type ChatMode = 'live' | 'polling';

/** /chat-basic asks this often. */
export const POLL_MS = 3_000;
/** /chat asks this often while its socket is down. */
const POLL_WHILE_DISCONNECTED_MS = 10_000;
/** A send with no answer by then is given up as failed (and tried again when the network returns). */
const SEND_TIMEOUT_MS = 20_000;
/** A send that failed for want of a network is tried again after this long. */
const RESEND_AFTER_MS = 5_000;
/** "Typing" is said at most this often, and shown this long after the last time it was heard. */
const TYPING_SAY_MS = 2_500;
const TYPING_SHOW_MS = 6_000;

export interface ChatState {
  conversation: Conversation;
  /** The history has come at least once. */
  loaded: boolean;
  /** Why the history could not be read, until it could. */
  loadError: unknown;
  /** The socket's state on /chat; null on /chat-basic. */
  connection: ConnectionState | null;
  /** The other party is typing (heard over the socket). */
  otherTyping: boolean;
  send(body: string): void;
  retry(clientId: string): void;
  /** Called as the person types; tells the other party, now and then. */
  typing(): void;
}

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const change = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  return visible;
}

/**
 * `enabled`: the chat is the person's to read (its history is loaded); `open`: messages may be
 * sent now, so new ones may come (/chat-basic asks only then).
 */
export function useChat(appointmentId: number, me: number, mode: ChatMode, enabled: boolean, open: boolean): ChatState {
  const queryClient = useQueryClient();
  const topic = `appointment:${appointmentId}`;
  // The conversation lives in a ref so that callbacks always merge into the newest one; the state
  // copy redraws the page.
  const store = useRef<Conversation>(emptyConversation);
  const [conversation, setConversation] = useState<Conversation>(emptyConversation);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [connection, setConnection] = useState<ConnectionState | null>(mode === 'live' ? realtime.state : null);
  const [otherTyping, setOtherTyping] = useState(false);
  const visible = useVisible();

  // This page's stream of messages in this chat, the last place given, and each message's place.
  const order = useRef({ appointmentId, stream: newUuid(), last: 0, places: new Map<string, number>() });
  if (order.current.appointmentId !== appointmentId) order.current = { appointmentId, stream: newUuid(), last: 0, places: new Map() };
  const takePlace = useCallback((clientId: string): SendOrder => {
    const o = order.current;
    o.last += 1;
    o.places.set(clientId, o.last);
    return { stream: o.stream, seq: o.last };
  }, []);
  const placeOf = useCallback(
    (clientId: string): SendOrder => {
      const o = order.current;
      const seq = o.places.get(clientId);
      return seq === undefined ? takePlace(clientId) : { stream: o.stream, seq };
    },
    [takePlace],
  );
  /** A refused send gives back its place if nothing was sent after it. */
  const givePlaceBack = useCallback((clientId: string) => {
    const o = order.current;
    const seq = o.places.get(clientId);
    o.places.delete(clientId);
    if (seq !== undefined && seq === o.last) o.last -= 1;
  }, []);

  const apply = useCallback((action: ConversationAction) => {
    const next = conversationReducer(store.current, action);
    if (next === store.current) return;
    store.current = next;
    setConversation(next);
  }, []);

  // One catch-up at a time; asked again while one runs, it runs once more after it.
  const fetching = useRef(false);
  const fetchAgain = useRef(false);
  const catchUp = useCallback(async () => {
    if (fetching.current) {
      fetchAgain.current = true;
      return true;
    }
    fetching.current = true;
    try {
      do {
        fetchAgain.current = false;
        const messages = await messagesAfter(appointmentId, cursorOf(store.current, Date.now()));
        apply({ type: 'received', messages, at: Date.now() });
        setLoaded(true);
        setLoadError(null);
      } while (fetchAgain.current);
      return true;
    } catch (error) {
      setLoadError(error);
      return false;
    } finally {
      fetching.current = false;
    }
  }, [appointmentId, apply]);

  const attempt = useCallback(
    async (clientId: string, body: string) => {
      try {
        // Older phones' browsers lack AbortSignal.timeout: there the browser's own limit applies.
        const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(SEND_TIMEOUT_MS) : undefined;
        const stored = await sendMessage(appointmentId, body, clientId, placeOf(clientId), signal);
        apply({ type: 'received', messages: [stored], at: Date.now() });
      } catch (error) {
        const failure = sendFailureOf(error);
        // Lost on the way, it may yet have been stored: it keeps its place for the resend.
        if (!isPassing(failure)) givePlaceBack(clientId);
        apply({ type: 'failed', sender: me, client_id: clientId, failure });
        // Refused because the chat is not open (any more): the status says why.
        if (failure.kind === 'closed') void queryClient.invalidateQueries({ queryKey: chatQueries.status(appointmentId).queryKey });
      }
    },
    [appointmentId, apply, me, queryClient, placeOf, givePlaceBack],
  );

  const retry = useCallback(
    (clientId: string) => {
      const entry = store.current.entries.find((e) => e.key === keyOf(me, clientId));
      if (entry?.pending?.state !== 'failed') return;
      apply({ type: 'retrying', sender: me, client_id: clientId });
      void attempt(clientId, entry.body);
    },
    [apply, attempt, me],
  );

  /** Sends again, by itself, what failed only for want of a network. */
  const resendPassingFailures = useCallback(() => {
    for (const e of failedSends(store.current)) if (e.pending?.state === 'failed' && isPassing(e.pending.failure)) retry(e.client_id);
  }, [retry]);

  const send = useCallback(
    (body: string) => {
      const clientId = newUuid();
      apply({ type: 'queued', sender: me, client_id: clientId, body, created_at: new Date().toISOString() });
      takePlace(clientId);
      void attempt(clientId, body);
    },
    [apply, attempt, me, takePlace],
  );

  // The history, once the page knows the chat is the person's to read; again when sending opens or
  // closes, so the last words before the close are there even where nothing else asks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` changing is the reason to ask again.
  useEffect(() => {
    if (enabled) void catchUp();
  }, [enabled, open, catchUp]);

  // /chat-basic: ask every few seconds for what is new.
  useEffect(() => {
    if (!enabled || !open || mode !== 'polling') return;
    const timer = window.setInterval(async () => {
      if (await catchUp()) resendPassingFailures();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, open, mode, catchUp, resendPassingFailures]);

  // /chat: the appointment's topic on the hub.
  const typingTimer = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || mode !== 'live') return;
    const stopFollowing = realtime.follow(topic);
    const stopState = realtime.onState(setConnection);
    setConnection(realtime.state);
    const stopListening = realtime.listen((message) => {
      if (!('topic' in message) || message.topic !== topic) return;
      switch (message.type) {
        case 'subscribed':
          // Followed (again, after a reconnect): whatever was said meanwhile is read over HTTP.
          void catchUp().then((ok) => ok && resendPassingFailures());
          return;
        case 'chat_message': {
          const stored = message.message as ChatMessage;
          apply({ type: 'received', messages: [stored], at: Date.now() });
          if (stored.sender !== me) setOtherTyping(false);
          return;
        }
        case 'appointment':
          appointmentChanged(queryClient, appointmentId);
          return;
        case 'chat_read':
          apply({ type: 'read', reader: Number(message.reader), up_to: Number(message.up_to), at: new Date().toISOString() });
          return;
        case 'typing':
          if (message.user_id === me) return;
          setOtherTyping(true);
          if (typingTimer.current !== null) window.clearTimeout(typingTimer.current);
          typingTimer.current = window.setTimeout(() => setOtherTyping(false), TYPING_SHOW_MS);
          return;
      }
    });
    return () => {
      stopListening();
      stopState();
      stopFollowing();
      if (typingTimer.current !== null) window.clearTimeout(typingTimer.current);
    };
  }, [enabled, mode, topic, me, apply, catchUp, resendPassingFailures, queryClient, appointmentId]);

  // /chat with its socket down: ask now and then, so a socket that stays down loses nothing.
  useEffect(() => {
    if (!enabled || mode !== 'live' || connection === 'open') return;
    const timer = window.setInterval(() => void catchUp(), POLL_WHILE_DISCONNECTED_MS);
    return () => window.clearInterval(timer);
  }, [enabled, mode, connection, catchUp]);

  // What failed for want of a network is sent again a little later, and again, until it goes
  // (a dead network fails fast, so this costs little while it is down).
  useEffect(() => {
    if (!failedSends(conversation).some((e) => e.pending?.state === 'failed' && isPassing(e.pending.failure))) return;
    const timer = window.setTimeout(resendPassingFailures, RESEND_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [conversation, resendPassingFailures]);

  // Back online: send what failed for want of a network.
  useEffect(() => {
    window.addEventListener('online', resendPassingFailures);
    return () => window.removeEventListener('online', resendPassingFailures);
  }, [resendPassingFailures]);

  // Read receipts: the other party's messages count as read once they are on a visible page.
  const reported = useRef(0);
  useEffect(() => {
    if (!enabled || !visible) return;
    const upTo = unreadUpTo(conversation, me);
    if (upTo === null || upTo <= reported.current) return;
    reported.current = upTo;
    markMessagesRead(appointmentId, upTo).then(
      () => apply({ type: 'read', reader: me, up_to: upTo, at: new Date().toISOString() }),
      // Told again at the next change.
      () => {
        reported.current = 0;
      },
    );
  }, [enabled, visible, conversation, me, appointmentId, apply]);

  const saidTypingAt = useRef(0);
  const typing = useCallback(() => {
    if (mode !== 'live' || Date.now() - saidTypingAt.current < TYPING_SAY_MS) return;
    saidTypingAt.current = Date.now();
    realtime.send({ type: 'typing', topic });
  }, [mode, topic]);

  return { conversation, loaded, loadError, connection, otherTyping, send, retry, typing };
}
