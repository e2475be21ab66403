// Which record an attachment call acts on, and whether the caller may. Reading follows the
// record (patients/access.ts seenOrNotFound: 404 for anyone who may not see the patient); attaching and removing
// files is the record's author's, within the record's edit window, like changing the record.

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { forbidden } from '../../../http/errors';
import type { Caller } from '../../accounts/caller';
import { seenOrNotFound } from '../../patients/access';
import { medicalRecords as mr } from '../schema';
import { windowClosed, windowOpen } from '../window';

/** The record's patient, if the caller may read the record; 404 otherwise. */
export async function readableRecord(q: DbOrTx, c: Caller, recordId: number): Promise<{ patient_id: number }> {
  const [row] = await q.select({ patient_id: mr.patient_id }).from(mr).where(eq(mr.id, recordId));
  return seenOrNotFound(c, q, row, 'record_not_found');
}

/**
 * The record, locked for the rest of the transaction, if the caller is its author and its window
 * is open. The lock orders an upload or a removal against the record's own delete: whichever
 * comes second sees the first one's outcome, so no attachment row is left without its record
 * and no file of a deleted record stays behind.
 */
export async function authorsOpenRecord(tx: Tx, c: Caller, recordId: number, unseen: 'record_not_found' | 'attachment_not_found') {
  return checkAuthorsOpenRecord(tx, c, recordId, unseen, true);
}

/**
 * The same check without a lock, before an upload's files are read: a caller who may not attach
 * is refused at once. The upload's own transaction checks again, locked, before it writes.
 */
export async function authorsOpenRecordNow(q: DbOrTx, c: Caller, recordId: number) {
  return checkAuthorsOpenRecord(q, c, recordId, 'record_not_found', false);
}

async function checkAuthorsOpenRecord(q: DbOrTx, c: Caller, recordId: number, unseen: 'record_not_found' | 'attachment_not_found', lock: boolean) {
  const query = q
    .select({ patient_id: mr.patient_id, doctor_id: mr.doctor_id, created_at: mr.created_at, open: sql<boolean>`${windowOpen}` })
    .from(mr)
    .where(eq(mr.id, recordId));
  const row = await seenOrNotFound(c, q, (await (lock ? query.for('update') : query))[0], unseen);
  if (row.doctor_id !== c.doctorId) throw forbidden('record_not_author');
  if (!row.open) throw windowClosed(row.created_at);
  return row;
}
