// Why a record cannot be changed. The server refuses a change with 409 for two different reasons:
// someone else changed it since it was read (reload and try again), or it can no longer be
// changed at all (its 24 hours have passed, or a correction forbids deleting it): then only a
// correction, a new record that amends it, can set it right. Reloading would only loop.

import type { MedicalRecord } from '@naijacare/contracts';
import { errorBodyOf, errorStatusOf } from '../../lib/errors';

export type EditRefusal = 'changed_meanwhile' | 'locked';

/** How the record form should read a failed save: a concurrent change, a record past changing, or neither. */
export function editRefusalOf(error: unknown): EditRefusal | null {
  if (errorStatusOf(error) !== 409) return null;
  return errorBodyOf(error)?.code === 'record_changed_meanwhile' ? 'changed_meanwhile' : 'locked';
}

export type NotEditable = 'window_closed' | 'not_author';

/** Why the edit form is not offered for a record, going by what the server allows the caller now; null when it is. */
export function whyNotEditable(record: Pick<MedicalRecord, 'allowed_actions' | 'editable_until'>, now: Date = new Date()): NotEditable | null {
  if (record.allowed_actions.includes('edit')) return null;
  return now.getTime() >= new Date(record.editable_until).getTime() ? 'window_closed' : 'not_author';
}
