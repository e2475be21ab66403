// Who moves a payout from which status to which, and what each move does with the money (the
// ledger keys are named by the payout's id, so each move's money moves once). The service applies
// these under a lock on the payout's row; anything else is refused (admins) or ignored (webhooks).
//
//   requested ──approve (admin; recorded before the provider is asked)──▶ approved ──transfer.success──▶ paid
//       │   ▲                                                              │
//       │   └──refuse (the provider answered no: as if never asked)───────┤
//       │                                                                  └──transfer.failed / .reversed──▶ failed
//       ├──reject (admin; the hold is given back)──▶ rejected                  (the hold is given back)
//       └──transfer.success / .failed / .reversed: the provider's word counts whatever we recorded
//   paid ──transfer.reversed (the bank sent it back)──▶ failed (provider_clearing pays the wallet back)
//   rejected, failed ──transfer.success (the money left after all)──▶ paid (taken back from available;
//       a payout already paid once and reversed is not paid again: transfer-events.ts)
//
// An approved payout is never rejected: its transfer may be under way, and only the provider's
// webhook says how it ended.

import type { PayoutAdminAction, PayoutStatus } from '@naijacare/contracts';

export type PayoutEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
/** `refuse`: the provider answered the approval's transfer with a no, so nothing was started. */
export type PayoutAction = PayoutAdminAction | PayoutEvent | 'refuse';

/** How the move treats the money held at the request. */
export type Money =
  /** approve: nothing moves yet; the hold waits for the provider's word. */
  | 'none'
  /** The hold leaves the wallet for the provider: pending → provider_clearing. */
  | 'capture'
  /** The hold comes back: pending → available. */
  | 'release'
  /** Paid money the bank sent back: provider_clearing → available. */
  | 'reverse'
  /** Paid after the hold was given back: available → provider_clearing. */
  | 'reclaim';

interface Rule {
  from: PayoutStatus[];
  to: PayoutStatus;
  /** "Cannot <verb> a withdrawal that is <status>." */
  verb: string;
  money: Money | ((from: PayoutStatus) => Money);
}

export const PAYOUT_TRANSITIONS: Record<PayoutAction, Rule> = {
  approve: { from: ['requested'], to: 'approved', verb: 'approve', money: 'none' },
  refuse: { from: ['approved'], to: 'requested', verb: 'return', money: 'none' },
  reject: { from: ['requested'], to: 'rejected', verb: 'reject', money: 'release' },
  'transfer.success': {
    from: ['requested', 'approved', 'rejected', 'failed'],
    to: 'paid',
    verb: 'pay',
    money: (from) => (from === 'rejected' || from === 'failed' ? 'reclaim' : 'capture'),
  },
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
