// Who may see a patient, decided in one place (DOMAIN.md "Who may see what"): the patient,
// doctors with an appointment with them that the doctor accepted (a request alone shows only
// what the appointment carries), hospitals with an active access, and admins. Every module that
// returns patient data asks here: a list filters with `patientVisibleTo` in its own statement, and
// a read or change of one thing by id passes `seenOrNotFound` / `patientSeenOrNotFound`, which also
// decide the answer to anyone else (404: not told that it exists).

import type { MessageCode } from '@naijacare/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { activeAccessExists } from '../access/access-reads';
import type { Caller } from '../accounts/caller';
import { acceptedAppointmentExists } from '../appointments/patient-reads';

/**
 * The same rule as an SQL condition on a patient id (a column of a listing), so a list of a
 * patient's data is filtered in its own statement.
 */
export function patientVisibleTo(c: Caller, patientId: SQLWrapper | number): SQL {
  if (c.isAdmin) return sql`true`;
  if (c.patientId !== null) return sql`${patientId} = ${c.patientId}`;
  const byDoctor = c.doctorId === null ? sql`false` : acceptedAppointmentExists(c.doctorId, patientId);
  const byHospital = c.hospitalId === null ? sql`false` : activeAccessExists(c.hospitalId, patientId);
  return sql`((${byDoctor}) or (${byHospital}))`;
}

/**
 * Whether the caller may see this patient. One statement, so a revocation committed before it
 * runs is seen at once; pass a transaction (`q`) to decide inside the caller's own change.
 */
async function canSeePatient(c: Caller, patientId: number, q: DbOrTx): Promise<boolean> {
  if (c.isAdmin) return true;
  if (c.patientId !== null) return c.patientId === patientId;
  if (c.doctorId === null && c.hospitalId === null) return false;
  const [row] = await q.select({ ok: sql<boolean>`${patientVisibleTo(c, patientId)}` }).from(sql`(values (1)) as one (x)`);
  return Boolean(row?.ok);
}

/**
 * The gate of one patient's data read or changed by id: `row` (what was loaded, undefined when
 * nothing was) comes back only to a caller who may see its patient; anyone else, like a caller
 * asking for what does not exist, is answered 404 with `code`.
 */
export async function seenOrNotFound<T extends { patient_id: number }>(c: Caller, q: DbOrTx, row: T | undefined, code: MessageCode): Promise<T> {
  if (!row || !(await canSeePatient(c, row.patient_id, q))) throw notFound(code);
  return row;
}

/** The same gate for a patient named by id: 404 with `code` to a caller who may not see them. */
export async function patientSeenOrNotFound(c: Caller, q: DbOrTx, patientId: number, code: MessageCode): Promise<void> {
  if (!(await canSeePatient(c, patientId, q))) throw notFound(code);
}

/** Which of these patients the caller may see: the same rule, for a list of ids in one statement. */
export async function visiblePatientIds(c: Caller, ids: readonly number[], q: DbOrTx): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const values = sql.join(
    ids.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const rows = await q.select({ id: sql<number>`x.id` }).from(sql`(values ${values}) as x (id)`).where(patientVisibleTo(c, sql`x.id`));
  return new Set(rows.map((r) => Number(r.id)));
}
