import type { Call, ChatStatus } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { callMayOpen, callNotice, mediaWanted, opensText } from './availability';

const status = (fields: Partial<ChatStatus>): ChatStatus => ({
  state: 'open',
  can_send: true,
  can_read: true,
  opens_at: '2026-11-23T08:45:00Z',
  message: null,
  message_code: null,
  ...fields,
});

describe('when a call may be opened', () => {
  // 09:30 in Lagos on Mon 23 Nov 2026.
  const now = new Date('2026-11-23T08:30:00Z');

  it('may while the chat may send, and not otherwise', () => {
    expect(callMayOpen(status({}))).toBe(true);
    for (const state of ['not_open_yet', 'not_confirmed', 'closed', 'unavailable'] as const) expect(callMayOpen(status({ state }))).toBe(false);
    expect(callNotice(status({}), 'in_progress', now)).toBeNull();
  });

  it('says the Lagos time it opens today, and the day too when that is another day', () => {
    expect(opensText('2026-11-23T09:45:00Z', now)).toBe('The call opens at 10:45. You can join from then.');
    // 23:30 UTC is already the next day in Lagos.
    expect(opensText('2026-11-23T23:30:00Z', now)).toBe('The call opens on Tue 24 Nov 2026, 00:30. You can join from then.');
    expect(callNotice(status({ state: 'not_open_yet', opens_at: '2026-11-23T09:45:00Z' }), 'scheduled', now)).toBe(
      'The call opens at 10:45. You can join from then.',
    );
  });

  it('says why when it never will', () => {
    expect(callNotice(status({ state: 'not_confirmed' }), 'pending', now)).toBe('The call opens once the doctor has confirmed the appointment.');
    expect(callNotice(status({ state: 'closed' }), 'completed', now)).toBe('This consultation has ended.');
    expect(callNotice(status({ state: 'unavailable' }), 'cancelled', now)).toBe('There is no call for a cancelled appointment.');
  });
});

describe('the camera and microphone', () => {
  const active = { id: 1, status: 'active', joined_by: 7 } as Call;
  it('are turned on only when Join would work', () => {
    expect(mediaWanted(undefined, null, 7)).toBe(false);
    expect(mediaWanted(status({}), undefined, 7)).toBe(true);
    for (const state of ['not_open_yet', 'not_confirmed', 'closed', 'unavailable'] as const) {
      expect(mediaWanted(status({ state, can_send: false }), null, 7), state).toBe(false);
      expect(mediaWanted(status({ state, can_send: false }), { ...active, status: 'ended' }, 7), state).toBe(false);
    }
  });
  it('are turned on to come back into a call still going', () => {
    expect(mediaWanted(status({ state: 'closed', can_send: false }), active, 7)).toBe(true);
    expect(mediaWanted(status({ state: 'closed', can_send: false }), undefined, 7)).toBe(false);
  });
});
