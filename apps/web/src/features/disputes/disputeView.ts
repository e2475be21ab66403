// Words and colours of a dispute. Whether the patient may open one on an appointment the server
// says, with the appointment (its allowed_actions and `dispute`).

import { type DisputeCategory, type DisputeOutcome, type DisputeStatus, nairaToKobo } from '@naijacare/contracts';
import { i18n } from '../../i18n/appCatalogue';

export const disputeStatusLabel = (s: DisputeStatus) => i18n.t(`disputes.statuses.${s}`);
export const disputeCategoryLabel = (c: DisputeCategory) => i18n.t(`disputes.categories.${c}`);
export const disputeOutcomeLabel = (o: DisputeOutcome) => i18n.t(`disputes.outcomes.${o}`);

const COLORS: Record<DisputeStatus, string> = { open: 'orange', under_review: 'blue', resolved: 'green', dismissed: 'gray' };
export const disputeStatusColor = (s: DisputeStatus) => COLORS[s];

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
