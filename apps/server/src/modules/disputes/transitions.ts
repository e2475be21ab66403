// Who may move a dispute from which status to which (DOMAIN.md "Dispute"). The service applies
// these under a lock on the dispute's row; anything else is 409 naming the status it is in.
//
//   open ──admin takes it──▶ under_review ──admin resolves (full | partial | no refund)──▶ resolved
//   open | under_review ──admin dismisses──▶ dismissed          (resolved and dismissed are final)
//   message: the patient, the doctor concerned and admins, while it is open or under review.

import type { DisputeAction, DisputeStatus, MessageCode } from '@naijacare/contracts';

export type DisputeMove = 'review' | 'resolve' | 'dismiss' | 'message';
export type Side = 'patient' | 'doctor' | 'admin';

interface Rule {
  from: DisputeStatus[];
  to: DisputeStatus | null;
  /** "Cannot <verb> a dispute that is <status>." */
  verb: string;
  who: Side[];
}

export const DISPUTE_TRANSITIONS: Record<DisputeMove, Rule> = {
  review: { from: ['open'], to: 'under_review', verb: 'take under review', who: ['admin'] },
  resolve: { from: ['open', 'under_review'], to: 'resolved', verb: 'resolve', who: ['admin'] },
  dismiss: { from: ['open', 'under_review'], to: 'dismissed', verb: 'dismiss', who: ['admin'] },
  message: { from: ['open', 'under_review'], to: null, verb: 'write on', who: ['patient', 'doctor', 'admin'] },
};

/** Still waiting for a decision: the doctor's earning is held and a second one cannot be opened. */
export const isOpen = (s: DisputeStatus) => s === 'open' || s === 'under_review';

export const statusWords = (s: DisputeStatus) => s.replace('_', ' ');

/** Why the status forbids the move, as [HTTP status, code, params], or null when it allows it. */
export function refusal(move: DisputeMove, status: DisputeStatus): [409, MessageCode, Record<string, string>] | null {
  const rule = DISPUTE_TRANSITIONS[move];
  if (rule.from.includes(status)) return null;
  return [409, 'dispute_status_conflict', { verb: rule.verb, status: statusWords(status) }];
}

/** What this side may do to a dispute in this status: the allowed_actions the web app renders. */
export function actionsFor(side: Side, status: DisputeStatus): DisputeAction[] {
  return (Object.keys(DISPUTE_TRANSITIONS) as DisputeMove[]).filter((m) => DISPUTE_TRANSITIONS[m].who.includes(side) && !refusal(m, status));
}
