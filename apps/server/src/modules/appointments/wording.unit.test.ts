import { describe, expect, it } from 'vitest';
import { sessionLink } from './wording';

describe('sessionLink', () => {
  it('leads "Join now" to the call, the chat, or the appointments list for a visit in person', () => {
    expect(sessionLink(7, 'video')).toBe('/call/7');
    expect(sessionLink(7, 'audio')).toBe('/call/7');
    expect(sessionLink(8, 'chat')).toBe('/chat/8');
    expect(sessionLink(9, 'in_person')).toBe('/appointments');
  });
});
