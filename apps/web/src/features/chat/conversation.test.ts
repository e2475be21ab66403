import type { ChatMessage } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import {
  type Conversation,
  type ConversationAction,
  conversationReducer,
  cursorOf,
  deliveryOf,
  emptyConversation,
  failedSends,
  SETTLE_MS,
  unreadUpTo,
} from './conversation';

const DOCTOR = 10;
const PATIENT = 20;
const T0 = Date.parse('2026-11-25T09:00:00Z');

function message(id: number, sender: number, body: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    appointment: 5,
    sender,
    sender_role: sender === DOCTOR ? 'doctor' : 'patient',
    sender_name: sender === DOCTOR ? 'Dr. Ifeoma Obi' : 'Ngozi Okeke',
    body,
    client_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    created_at: new Date(T0 + id * 60_000).toISOString(),
    read_at: null,
    ...extra,
  };
}

const run = (actions: ConversationAction[], start: Conversation = emptyConversation) => actions.reduce(conversationReducer, start);
const got = (messages: ChatMessage[], at = T0): ConversationAction => ({ type: 'received', messages, at });
const bodies = (c: Conversation) => c.entries.map((e) => e.body);

describe('merging what the server stored', () => {
  it('keeps one copy of each message, in id order, whatever order and however often it arrives', () => {
    const [a, b, c] = [message(1, PATIENT, 'Good morning'), message(2, DOCTOR, 'Hello'), message(3, PATIENT, 'I have a fever')];
    // Live events first, then a history answer that overlaps them, then the same event again.
    const c1 = run([got([c]), got([a]), got([a, b, c]), got([b])]);
    expect(bodies(c1)).toEqual(['Good morning', 'Hello', 'I have a fever']);
    expect(c1.entries.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('returns the same object when nothing new came, so the page does not redraw', () => {
    const once = run([got([message(1, PATIENT, 'Hi')])]);
    expect(conversationReducer(once, got([message(1, PATIENT, 'Hi')]))).toBe(once);
    expect(conversationReducer(once, got([]))).toBe(once);
  });

  it('never unreads a message when an older copy arrives after the read receipt', () => {
    const read = message(1, PATIENT, 'Hi', { read_at: '2026-11-25T09:05:00Z' });
    const c = run([got([read]), got([message(1, PATIENT, 'Hi')])]);
    expect(c.entries[0].read_at).toBe('2026-11-25T09:05:00Z');
  });

  it('takes a read_at that a later copy brings', () => {
    const c = run([got([message(1, PATIENT, 'Hi')]), got([message(1, PATIENT, 'Hi', { read_at: '2026-11-25T09:05:00Z' })])]);
    expect(deliveryOf(c.entries[0])).toBe('read');
  });
});

describe('sending', () => {
  const clientId = '9b2f6c1e-3d4a-4b5c-8d6e-7f8091a2b3c4';
  const queued: ConversationAction = { type: 'queued', sender: PATIENT, client_id: clientId, body: 'Is it serious?', created_at: '2026-11-25T10:00:00Z' };
  const stored = message(7, PATIENT, 'Is it serious?', { client_id: clientId });

  it('shows the message at once as sending, after the stored ones', () => {
    const c = run([got([message(1, DOCTOR, 'Hello')]), queued]);
    expect(bodies(c)).toEqual(['Hello', 'Is it serious?']);
    expect(deliveryOf(c.entries[1])).toBe('sending');
  });

  it('turns the optimistic copy into the stored one, from the answer or the socket, once', () => {
    // The socket's event may come before the answer to the POST, or after it.
    for (const order of [
      [got([stored]), got([stored])],
      [got([stored]), got([message(8, DOCTOR, 'Not at all')]), got([stored])],
    ]) {
      const c = run([queued, ...order]);
      expect(c.entries.filter((e) => e.client_id === clientId)).toHaveLength(1);
      expect(c.entries.find((e) => e.client_id === clientId)).toMatchObject({ id: 7, pending: null });
      expect(deliveryOf(c.entries[0])).toBe('sent');
    }
  });

  it('a retry after a failure is still one message, and a failure after it was stored changes nothing', () => {
    const failed = run([queued, { type: 'failed', sender: PATIENT, client_id: clientId, failure: { kind: 'network' } }]);
    expect(deliveryOf(failed.entries[0])).toBe('failed');
    expect(failedSends(failed).map((e) => e.client_id)).toEqual([clientId]);

    const retried = run([{ type: 'retrying', sender: PATIENT, client_id: clientId }, got([stored]), got([stored])], failed);
    expect(retried.entries).toHaveLength(1);
    expect(failedSends(retried)).toEqual([]);

    // The first attempt's answer was lost but the server stored it: a late failure does not undo that.
    const late = conversationReducer(retried, { type: 'failed', sender: PATIENT, client_id: clientId, failure: { kind: 'network' } });
    expect(late).toBe(retried);
    expect(deliveryOf(late.entries[0])).toBe('sent');
  });

  it('queuing the same client_id twice keeps one row', () => {
    expect(run([queued, queued]).entries).toHaveLength(1);
  });

  it('keeps unconfirmed messages below the stored ones as more arrive', () => {
    const c = run([queued, got([message(1, DOCTOR, 'Hello'), message(2, DOCTOR, 'Are you there?')])]);
    expect(bodies(c)).toEqual(['Hello', 'Are you there?', 'Is it serious?']);
  });

  it('tells apart two people who happened to pick the same client_id', () => {
    const same = '11111111-1111-4111-8111-111111111111';
    const c = run([got([message(1, DOCTOR, 'One', { client_id: same }), message(2, PATIENT, 'Two', { client_id: same })])]);
    expect(bodies(c)).toEqual(['One', 'Two']);
  });
});

describe('read state', () => {
  it('marks the reader’s other party’s messages read up to the given id, not the reader’s own', () => {
    const c = run([
      got([message(1, PATIENT, 'a'), message(2, DOCTOR, 'b'), message(3, PATIENT, 'c'), message(4, PATIENT, 'd')]),
      { type: 'read', reader: DOCTOR, up_to: 3, at: '2026-11-25T09:10:00Z' },
    ]);
    expect(c.entries.map(deliveryOf)).toEqual(['read', 'sent', 'read', 'sent']);
  });

  it('names the newest unread message of the other party, and none once read', () => {
    const c = run([got([message(1, DOCTOR, 'a'), message(2, PATIENT, 'b'), message(3, DOCTOR, 'c')])]);
    expect(unreadUpTo(c, PATIENT)).toBe(3);
    expect(unreadUpTo(c, DOCTOR)).toBe(2);
    const read = conversationReducer(c, { type: 'read', reader: PATIENT, up_to: 3, at: '2026-11-25T09:10:00Z' });
    expect(unreadUpTo(read, PATIENT)).toBeNull();
  });
});

describe('cursorOf', () => {
  it('asks for everything when nothing is stored', () => {
    expect(cursorOf(emptyConversation, T0)).toBe(0);
  });

  it('is the last id once the newest messages have settled', () => {
    const c = run([got([message(1, DOCTOR, 'a'), message(2, PATIENT, 'b')], T0)]);
    expect(cursorOf(c, T0 + SETTLE_MS)).toBe(2);
  });

  it('asks again for what arrived in the last seconds, so a message committed late under a smaller id is not skipped', () => {
    // Messages 1 and 2 are old; 9 has just come in over the socket while 8 may still be committing.
    const c = run([got([message(1, DOCTOR, 'a'), message(2, PATIENT, 'b')], T0), got([message(9, PATIENT, 'c')], T0 + 60_000)]);
    expect(cursorOf(c, T0 + 61_000)).toBe(2);
    // 8 arrives in the overlap and is merged in its place; 9 is not doubled.
    const merged = conversationReducer(c, got([message(8, DOCTOR, 'late'), message(9, PATIENT, 'c')], T0 + 62_000));
    expect(bodies(merged)).toEqual(['a', 'b', 'late', 'c']);
    expect(cursorOf(merged, T0 + 62_000 + SETTLE_MS)).toBe(9);
  });

  it('counts a history’s older messages as settled at once, by their time on the server', () => {
    // A history loaded just now: only the last minute's message is asked for again.
    const history = [message(1, DOCTOR, 'a'), message(2, PATIENT, 'b'), message(3, DOCTOR, 'c')];
    expect(cursorOf(run([got(history, T0)]), T0)).toBe(2);
  });

  it('ignores messages still being sent', () => {
    const c = run([{ type: 'queued', sender: PATIENT, client_id: 'x', body: 'x', created_at: '2026-11-25T10:00:00Z' }]);
    expect(cursorOf(c, T0)).toBe(0);
  });
});
