// The support ticket's lifecycle table: who may move which status to which, the 7-day close, and
// the actions each side is offered.
import { SUPPORT_CATEGORIES, SUPPORT_STATUSES, type SupportStatus } from '@naijacare/contracts';
import { describe, expect, it } from 'vitest';
import { SUPPORT_CATEGORY_VALUES, SUPPORT_STATUS_VALUES } from './schema';
import { actionsFor, closesAt, isCloseDue, refusal, SUPPORT_TRANSITIONS, statusAfter, statusNow, type TicketMove } from './transitions';

const DAY = 86_400_000;
const allowedFrom = (move: TicketMove) => SUPPORT_STATUSES.filter((s) => refusal(move, s) === null);

describe('the support ticket lifecycle', () => {
  it('has the statuses and categories the contracts name', () => {
    expect([...SUPPORT_STATUS_VALUES]).toEqual([...SUPPORT_STATUSES]);
    expect([...SUPPORT_CATEGORY_VALUES]).toEqual([...SUPPORT_CATEGORIES]);
  });

  it('moves each status where DOMAIN.md says, by whom', () => {
    const table = Object.entries(SUPPORT_TRANSITIONS).map(([move, r]) => [move, r.who, r.from, r.to]);
    expect(table).toEqual([
      ['owner_reply', 'owner', ['open', 'awaiting_user', 'resolved'], 'open'],
      ['admin_reply', 'admin', ['open', 'awaiting_user'], 'awaiting_user'],
      ['assign', 'admin', ['open', 'awaiting_user'], null],
      ['resolve', 'admin', ['open', 'awaiting_user'], 'resolved'],
      ['close', 'system', ['resolved'], 'closed'],
    ]);
  });

  it('an admin’s reply awaits the owner, the owner’s reply opens it again, a resolved one too', () => {
    expect(statusAfter('admin_reply', 'open')).toBe('awaiting_user');
    expect(statusAfter('admin_reply', 'awaiting_user')).toBe('awaiting_user');
    expect(statusAfter('owner_reply', 'awaiting_user')).toBe('open');
    expect(statusAfter('owner_reply', 'resolved')).toBe('open');
    expect(statusAfter('assign', 'awaiting_user')).toBe('awaiting_user');
    expect(statusAfter('resolve', 'open')).toBe('resolved');
  });

  it('closed is final: nothing moves it, and its owner is told to open a new ticket', () => {
    for (const move of Object.keys(SUPPORT_TRANSITIONS) as TicketMove[]) expect(allowedFrom(move)).not.toContain('closed');
    expect(refusal('owner_reply', 'closed')).toEqual([409, 'support_ticket_closed']);
    expect(refusal('admin_reply', 'closed')).toEqual([409, 'support_status_conflict', { verb: 'reply to', status: 'closed' }]);
    expect(refusal('resolve', 'resolved')).toEqual([409, 'support_status_conflict', { verb: 'resolve', status: 'resolved' }]);
    expect(refusal('assign', 'resolved')).toEqual([409, 'support_status_conflict', { verb: 'assign', status: 'resolved' }]);
    expect(refusal('resolve', 'awaiting_user')?.[2]).toBeUndefined();
  });

  it('a resolved ticket reads closed from 7 days after its resolution', () => {
    const resolvedAt = new Date('2026-11-02T10:00:00Z');
    const t = { status: 'resolved' as SupportStatus, resolved_at: resolvedAt };
    expect(closesAt(resolvedAt).toISOString()).toBe('2026-11-09T10:00:00.000Z');
    expect(statusNow(t, new Date(resolvedAt.getTime() + 7 * DAY - 1))).toBe('resolved');
    expect(isCloseDue(t, new Date(resolvedAt.getTime() + 7 * DAY))).toBe(true);
    expect(statusNow(t, new Date(resolvedAt.getTime() + 7 * DAY))).toBe('closed');
    // Only a resolution closes: an open ticket waits however long it takes.
    expect(statusNow({ status: 'awaiting_user', resolved_at: null }, new Date(resolvedAt.getTime() + 365 * DAY))).toBe('awaiting_user');
  });

  it('offers each side what it may do', () => {
    const offered = (side: 'owner' | 'admin', assigned: boolean) => SUPPORT_STATUSES.map((status) => [status, actionsFor(side, { status, assigned })]);
    expect(offered('owner', false)).toEqual([
      ['open', ['reply']],
      ['awaiting_user', ['reply']],
      ['resolved', ['reply']],
      ['closed', []],
    ]);
    expect(offered('admin', false)).toEqual([
      ['open', ['reply', 'assign', 'resolve']],
      ['awaiting_user', ['reply', 'assign', 'resolve']],
      ['resolved', []],
      ['closed', []],
    ]);
    expect(offered('admin', true)[0]).toEqual(['open', ['reply', 'resolve']]);
  });
});
