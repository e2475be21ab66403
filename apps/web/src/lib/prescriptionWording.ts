// How a prescription's state is worded around it: the note beside a doctor's actions on a
// prescription kept as written, and the status word inside a sentence (lower case, unlike a badge).

import type { PrescriptionStatus } from '@naijacare/contracts';

/**
 * Why a prescription cannot be edited. A current one that replaces an earlier one carries its own
 * Stop, Replace and Renew: it is not told to act on "a current prescription instead".
 */
export function keptNoteKey(status: PrescriptionStatus) {
  return status === 'active' ? ('recordWriting.rx.keptCurrent' as const) : ('recordWriting.rx.kept' as const);
}

/** The status as a word mid-sentence ("this prescription is stopped"); the badge's key capitalises it. */
export function statusInSentenceKey(status: PrescriptionStatus) {
  return `records.rx.statusInSentence.${status}` as const;
}
