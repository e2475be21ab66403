// Checks of a record's content that need the server's clock or the stored record: the
// follow-up date (today or later in Lagos, not too far ahead) and, for a change, the
// medications rule applied to the record as it will be once changed.

import { addDays, FOLLOW_UP_MAX_DAYS, lagosDate, medicationsProblem, type RecordType } from '@naijacare/contracts';
import { badRequest } from '../../http/errors';

/** Refuses a follow-up date before today (Lagos) or more than FOLLOW_UP_MAX_DAYS ahead. */
export function checkFollowUpDate(date: string | null | undefined, now = new Date()): void {
  if (!date) return;
  const today = lagosDate(now);
  if (date < today) throw badRequest('follow_up_date_past', 'follow_up_date');
  if (date > addDays(today, FOLLOW_UP_MAX_DAYS)) throw badRequest('follow_up_date_too_far', 'follow_up_date', { days: FOLLOW_UP_MAX_DAYS });
}

export function checkMedications(recordType: RecordType, medications: readonly unknown[]): void {
  const problem = medicationsProblem(recordType, medications);
  if (problem) throw badRequest(problem, 'medications');
}
