// Words and colours of a dispute, and whether the patient may open one on an appointment (the
// server decides; this only offers the button where it would be allowed).

import { type Appointment, DISPUTE_WINDOW_DAYS, type DisputeCategory, type DisputeOutcome, type DisputeStatus, nairaToKobo } from '@naijacare/contracts';
import { i18n } from '../../i18n/appCatalogue';

export const disputeStatusLabel = (s: DisputeStatus) => i18n.t(`disputes.statuses.${s}`);
export const disputeCategoryLabel = (c: DisputeCategory) => i18n.t(`disputes.categories.${c}`);
export const disputeOutcomeLabel = (o: DisputeOutcome) => i18n.t(`disputes.outcomes.${o}`);

const COLORS: Record<DisputeStatus, string> = { open: 'orange', under_review: 'blue', resolved: 'green', dismissed: 'gray' };
export const disputeStatusColor = (s: DisputeStatus) => COLORS[s];

const DAY_MS = 86_400_000;

/** Completed, a no-show, or cancelled by someone other than the patient, within the window. */
export function mayDispute(a: Pick<Appointment, 'status' | 'scheduled_at' | 'cancelled_by'>, patientUserId: number, now = Date.now()): boolean {
  const status =
    a.status === 'completed' || a.status === 'no_show' || (a.status === 'cancelled' && a.cancelled_by !== null && a.cancelled_by !== patientUserId);
  return status && now <= Date.parse(a.scheduled_at) + DISPUTE_WINDOW_DAYS * DAY_MS;
}

/** The id in a route's param, or null when it is not one. */
export function disputeIdOf(param: string | undefined): number | null {
  return param && /^[1-9][0-9]{0,9}$/.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : null;
}

/**
 * What is wrong with a partial refund typed in naira, checked before the confirmation: not an
 * amount more than ₦0 ('invalid'), or more than is still refundable ('too_large'); null when fine.
 */
export function partialRefundProblem(amount: string, refundableKobo: number): 'invalid' | 'too_large' | null {
  const kobo = nairaToKobo(amount);
  if (kobo === null || kobo <= 0) return 'invalid';
  return kobo > refundableKobo ? 'too_large' : null;
}
