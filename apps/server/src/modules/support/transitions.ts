// Who may move a support ticket from which status to which (DOMAIN.md "Support ticket"). The
// service applies these under a lock on the ticket's row; anything else is refused.
//
//   open ──admin replies──▶ awaiting_user ──owner replies──▶ open  (… as often as it takes)
//   open | awaiting_user ──admin resolves──▶ resolved ──owner replies within 7 days──▶ open
//   resolved ──7 days pass (read lazily, and swept)──▶ closed   (final: a new ticket is needed)
//   assign: an admin takes an unassigned open or awaiting_user ticket; the status stays.

import type { MessageCode } from '@naijacare/contracts';
import { SUPPORT_CLOSE_AFTER_DAYS, type SupportAction, type SupportStatus } from '@naijacare/contracts';
import type { supportTickets } from './schema';

export type TicketRow = typeof supportTickets.$inferSelect;

/** Who is acting: the ticket's owner, an admin, or the clock. */
export type Side = 'owner' | 'admin' | 'system';

export type TicketMove = 'owner_reply' | 'admin_reply' | 'assign' | 'resolve' | 'close';

interface Rule {
  from: SupportStatus[];
  /** The status it reaches; `null` keeps the one it had (assigning). */
  to: SupportStatus | null;
  /** "Cannot <verb> a ticket that is <status>." */
  verb: string;
  who: Side;
}

export const SUPPORT_TRANSITIONS: Record<TicketMove, Rule> = {
  owner_reply: { from: ['open', 'awaiting_user', 'resolved'], to: 'open', verb: 'reply to', who: 'owner' },
  admin_reply: { from: ['open', 'awaiting_user'], to: 'awaiting_user', verb: 'reply to', who: 'admin' },
  assign: { from: ['open', 'awaiting_user'], to: null, verb: 'assign', who: 'admin' },
  resolve: { from: ['open', 'awaiting_user'], to: 'resolved', verb: 'resolve', who: 'admin' },
  close: { from: ['resolved'], to: 'closed', verb: 'close', who: 'system' },
};

const DAY_MS = 86_400_000;

/** When a resolved ticket closes (its owner's replies reopen it until then). */
export const closesAt = (resolvedAt: Date) => new Date(resolvedAt.getTime() + SUPPORT_CLOSE_AFTER_DAYS * DAY_MS);

/** The instant before which a resolution has had its 7 days. */
export const closeDueBefore = (now: Date) => new Date(now.getTime() - SUPPORT_CLOSE_AFTER_DAYS * DAY_MS);

/** Resolved for its full 7 days: closed, whether or not a sweep has written it yet. */
export const isCloseDue = (t: Pick<TicketRow, 'status' | 'resolved_at'>, now: Date) =>
  t.status === 'resolved' && t.resolved_at !== null && now.getTime() >= closesAt(t.resolved_at).getTime();

/** The status the ticket is in now: a resolution past its 7 days reads as closed. */
export const statusNow = (t: Pick<TicketRow, 'status' | 'resolved_at'>, now: Date): SupportStatus => (isCloseDue(t, now) ? 'closed' : t.status);

export const statusWords = (s: SupportStatus) => s.replace('_', ' ');

/** The status the move leaves the ticket in. */
export const statusAfter = (move: TicketMove, from: SupportStatus): SupportStatus => SUPPORT_TRANSITIONS[move].to ?? from;

/** Why the ticket's status forbids the move now, as [HTTP status, code, params], or null when it allows it. */
export function refusal(move: TicketMove, status: SupportStatus): [409, MessageCode, Record<string, string>?] | null {
  const rule = SUPPORT_TRANSITIONS[move];
  if (rule.from.includes(status)) return null;
  // The owner of a closed ticket is told the way on: a new ticket.
  if (status === 'closed' && rule.who === 'owner') return [409, 'support_ticket_closed'];
  return [409, 'support_status_conflict', { verb: rule.verb, status: statusWords(status) }];
}

/** What this side may do to a ticket in this status, assigned or not: the list's allowed_actions. */
export function actionsFor(side: Exclude<Side, 'system'>, t: { status: SupportStatus; assigned: boolean }): SupportAction[] {
  if (side === 'owner') return refusal('owner_reply', t.status) ? [] : ['reply'];
  const actions: SupportAction[] = [];
  if (!refusal('admin_reply', t.status)) actions.push('reply');
  if (!t.assigned && !refusal('assign', t.status)) actions.push('assign');
  if (!refusal('resolve', t.status)) actions.push('resolve');
  return actions;
}
