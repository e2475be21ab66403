// The messages of one chat as the page holds them: what the server stored (from the history, the
// socket and polls, in any order and any number of times) merged with what this person is still
// sending. A message is known by its sender and client_id, so the optimistic copy, the answer to
// the send, the socket's event and a later poll all land on the same row, and a retry never shows
// twice. Pure, so the merging is unit-tested alone.

import type { ChatMessage } from '@naijacare/contracts';

/** Why a send did not go through, as far as the page needs to say it. */
export type SendFailure =
  | { kind: 'network' }
  | { kind: 'rate_limited'; retryAfterSeconds: number | null }
  /** The chat is not open for sending (it has not opened yet, or it has ended). */
  | { kind: 'closed' }
  | { kind: 'refused'; message: string };

export interface ChatEntry {
  /** `${sender}:${client_id}`: the same message from every source. */
  key: string;
  /** The server's id once stored; null while only this page knows it. */
  id: number | null;
  client_id: string;
  sender: number;
  sender_role: ChatMessage['sender_role'] | null;
  sender_name: string | null;
  body: string;
  created_at: string;
  read_at: string | null;
  /** Hidden by a moderator: the other party no longer sees it; its sender sees it marked. */
  hidden?: boolean;
  /** When this page first had it from the server (its own clock, ms); 0 until then. */
  seen_at: number;
  /** Only for this person's messages the server has not confirmed yet. */
  pending: { state: 'sending' } | { state: 'failed'; failure: SendFailure } | null;
}

export interface Conversation {
  /** Stored messages by id, then the unconfirmed ones in the order they were written. */
  entries: ChatEntry[];
}

export type ConversationAction =
  /** Stored messages from any source, `at` being this page's clock when they came. */
  | { type: 'received'; messages: readonly ChatMessage[]; at: number }
  | { type: 'queued'; sender: number; client_id: string; body: string; created_at: string }
  | { type: 'failed'; sender: number; client_id: string; failure: SendFailure }
  | { type: 'retrying'; sender: number; client_id: string }
  /** `reader` has read the other party's messages up to `up_to` (the socket's chat_read, or this
   * person's own read receipt once the server took it). */
  | { type: 'read'; reader: number; up_to: number; at: string };

export const emptyConversation: Conversation = { entries: [] };

export const keyOf = (sender: number, clientId: string): string => `${sender}:${clientId}`;

function fromServer(m: ChatMessage, at: number): ChatEntry {
  return {
    key: keyOf(m.sender, m.client_id),
    id: m.id,
    client_id: m.client_id,
    sender: m.sender,
    sender_role: m.sender_role,
    sender_name: m.sender_name,
    body: m.body,
    created_at: m.created_at,
    read_at: m.read_at,
    hidden: m.hidden,
    seen_at: at,
    pending: null,
  };
}

/** Stored first, by id (the server's order); then what is still being sent, as written. */
function ordered(entries: ChatEntry[]): ChatEntry[] {
  const stored = entries.filter((e) => e.id !== null).sort((a, b) => (a.id as number) - (b.id as number));
  return [...stored, ...entries.filter((e) => e.id === null)];
}

function received(conversation: Conversation, messages: readonly ChatMessage[], at: number): Conversation {
  if (messages.length === 0) return conversation;
  const byKey = new Map(conversation.entries.map((e) => [e.key, e]));
  let changed = false;
  for (const m of messages) {
    const incoming = fromServer(m, at);
    const known = byKey.get(incoming.key);
    // An older copy (a history answer that left before a read receipt) never unreads a message.
    const read_at = incoming.read_at ?? known?.read_at ?? null;
    if (known && known.id === incoming.id && known.read_at === read_at) continue;
    const seen_at = known?.id != null ? known.seen_at : at;
    byKey.set(incoming.key, { ...incoming, read_at, seen_at });
    changed = true;
  }
  return changed ? { entries: ordered([...byKey.values()]) } : conversation;
}

function update(conversation: Conversation, key: string, change: (e: ChatEntry) => ChatEntry): Conversation {
  let changed = false;
  const entries = conversation.entries.map((e) => {
    if (e.key !== key) return e;
    const next = change(e);
    changed ||= next !== e;
    return next;
  });
  return changed ? { entries } : conversation;
}

export function conversationReducer(conversation: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'received':
      return received(conversation, action.messages, action.at);
    case 'queued': {
      const key = keyOf(action.sender, action.client_id);
      if (conversation.entries.some((e) => e.key === key)) return conversation;
      const entry: ChatEntry = {
        key,
        id: null,
        client_id: action.client_id,
        sender: action.sender,
        sender_role: null,
        sender_name: null,
        body: action.body,
        created_at: action.created_at,
        read_at: null,
        seen_at: 0,
        pending: { state: 'sending' },
      };
      return { entries: [...conversation.entries, entry] };
    }
    case 'failed':
      // A message the server stored meanwhile (the answer was lost, the socket told) stays stored.
      return update(conversation, keyOf(action.sender, action.client_id), (e) =>
        e.id === null ? { ...e, pending: { state: 'failed', failure: action.failure } } : e,
      );
    case 'retrying':
      return update(conversation, keyOf(action.sender, action.client_id), (e) => (e.id === null ? { ...e, pending: { state: 'sending' } } : e));
    case 'read': {
      let changed = false;
      const entries = conversation.entries.map((e) => {
        if (e.id === null || e.sender === action.reader || e.id > action.up_to || e.read_at !== null) return e;
        changed = true;
        return { ...e, read_at: action.at };
      });
      return changed ? { entries } : conversation;
    }
  }
}

/** How long after a message another may still be committed with a smaller id (two sends at once:
 * ids are handed out before the commits, which may land in the other order). */
export const SETTLE_MS = 5_000;

/**
 * The id to ask for messages after: the newest stored one that has settled, that is, which this
 * page has had for SETTLE_MS or which is that much older than the newest. A message that took a
 * smaller id but was committed later is then still asked for, and the few asked again are merged
 * away; once the chat is quiet it is exactly the last id. 0 asks for the whole history.
 */
export function cursorOf(conversation: Conversation, now: number): number {
  const stored = conversation.entries.filter((e) => e.id !== null);
  if (stored.length === 0) return 0;
  const newest = Math.max(...stored.map((e) => Date.parse(e.created_at)));
  let cursor = 0;
  for (const e of stored) {
    const settled = e.seen_at <= now - SETTLE_MS || Date.parse(e.created_at) <= newest - SETTLE_MS;
    if (settled && (e.id as number) > cursor) cursor = e.id as number;
  }
  return cursor;
}

/** The newest stored message of the other party that `me` has not read yet, or null. */
export function unreadUpTo(conversation: Conversation, me: number): number | null {
  let upTo: number | null = null;
  for (const e of conversation.entries) if (e.id !== null && e.sender !== me && e.read_at === null && (upTo === null || e.id > upTo)) upTo = e.id;
  return upTo;
}

export type Delivery = 'sending' | 'failed' | 'sent' | 'read';

/** What `me` is told of one of their own messages. */
export function deliveryOf(entry: ChatEntry): Delivery {
  if (entry.pending) return entry.pending.state;
  return entry.read_at ? 'read' : 'sent';
}

/** This person's messages still waiting to be sent again (the connection came back, say). */
export const failedSends = (conversation: Conversation): ChatEntry[] => conversation.entries.filter((e) => e.pending?.state === 'failed');
