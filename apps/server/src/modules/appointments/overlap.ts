// The database refuses overlapping appointments of a doctor or a patient on its own;
// this turns its refusal into the clear 409 the caller reads.

import type { MessageCode } from '@naijacare/contracts';
import { exclusionViolation } from '../../db/errors';
import { conflict } from '../../http/errors';

/** Inserts or updates, turning the database's overlap refusals into clear 409s. */
export async function guardOverlap<T>(work: () => Promise<T>, doctorMessage: MessageCode): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = exclusionViolation(err);
    if (constraint?.includes('patient')) throw conflict('patient_busy');
    if (constraint) throw conflict(doctorMessage);
    throw err;
  }
}
