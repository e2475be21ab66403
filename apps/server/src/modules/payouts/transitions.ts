// Who moves a payout from which status to which, and what each move does with the money (the
// ledger keys are named by the payout's id, so each move's money moves once). The service applies
// these under a lock on the payout's row; anything else is refused (admins) or ignored (webhooks).
//
//   requested ──approve (admin; the provider's transfer starts)──▶ approved ──transfer.success──▶ paid
//       │                                                            │
//       ├──reject (admin; the hold is given back)──▶ rejected        └──transfer.failed / .reversed──▶ failed
//       │                                                                (the hold is given back)
//       └──transfer.success / .failed / .reversed: the provider's word counts even when our record of
//          the approval was lost (its answer timed out after the transfer had started)
//   paid ──transfer.reversed (the bank sent it back)──▶ failed (provider_clearing pays the wallet back)

import type { PayoutAdminAction, PayoutStatus } from '@naijacare/contracts';

export type PayoutEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
export type PayoutAction = PayoutAdminAction | PayoutEvent;

/** How the move treats the money held at the request. */
export type Money =
  /** approve: nothing moves yet; the hold waits for the provider's word. */
  | 'none'
  /** The hold leaves the wallet for the provider: pending → provider_clearing. */
  | 'capture'
  /** The hold comes back: pending → available. */
  | 'release'
  /** Paid money the bank sent back: provider_clearing → available. */
  | 'reverse';

interface Rule {
  from: PayoutStatus[];
  to: PayoutStatus;
  /** "Cannot <verb> a withdrawal that is <status>." */
  verb: string;
  money: Money | ((from: PayoutStatus) => Money);
}

export const PAYOUT_TRANSITIONS: Record<PayoutAction, Rule> = {
  approve: { from: ['requested'], to: 'approved', verb: 'approve', money: 'none' },
  reject: { from: ['requested'], to: 'rejected', verb: 'reject', money: 'release' },
  'transfer.success': { from: ['requested', 'approved'], to: 'paid', verb: 'pay', money: 'capture' },
  'transfer.failed': { from: ['requested', 'approved'], to: 'failed', verb: 'fail', money: 'release' },
  'transfer.reversed': { from: ['requested', 'approved', 'paid'], to: 'failed', verb: 'reverse', money: (from) => (from === 'paid' ? 'reverse' : 'release') },
};

export const isPayoutEvent = (event: string): event is PayoutEvent =>
  event === 'transfer.success' || event === 'transfer.failed' || event === 'transfer.reversed';

export const mayMove = (action: PayoutAction, status: PayoutStatus) => PAYOUT_TRANSITIONS[action].from.includes(status);

export function moneyOf(action: PayoutAction, from: PayoutStatus): Money {
  const { money } = PAYOUT_TRANSITIONS[action];
  return typeof money === 'function' ? money(from) : money;
}

/** What an admin may do to a payout in this status: the admin list's allowed_actions. */
export const adminActionsFor = (status: PayoutStatus): PayoutAdminAction[] => (['approve', 'reject'] as const).filter((a) => mayMove(a, status));
