// Who sees which appointments (DOMAIN.md "Who may see what"), as conditions every read
// and every locked write of the module adds to its query.

import { and, eq, gt, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { doctorAccepting } from '../accounts/doctor-reads';
import { hospitalOpen } from '../accounts/hospital-reads';
import { affiliatedDoctorsOf, approvedAffiliationExists } from '../hospitals/affiliation-reads';
import type { AppointmentsContext } from './context';
import { appointments as a } from './schema';
import { type Joined, joined } from './serialize';
import type { AppointmentRow } from './transitions';

/** An open slot is on offer only while its doctor may practise and accepts appointments, is still
 * affiliated with the hospital, and the hospital is verified with an active account. */
export const stillOffered = sql`${doctorAccepting(a.doctor_id)} and ${approvedAffiliationExists(a.doctor_id, a.hospital_id)} and ${hospitalOpen(a.hospital_id)}`;

export function visibility({ db, now }: AppointmentsContext) {
  /** Hospital slots a patient may book now (or at `at`, a placeholder in a prepared list). */
  // The status is written into the SQL, not sent as a value: a prepared list's generic plan can then
  // prove the open-slots partial index (patient_id is null and status = 'scheduled') applies.
  const onOffer = (at: SQLWrapper | Date = now()) =>
    and(isNull(a.patient_id), sql`${a.status} = 'scheduled'`, sql`${a.schedule_creator} = 'hospital'`, gt(a.scheduled_at, at), stillOffered) as SQL;

  /** Appointments with one of the hospital's affiliated doctors. */
  const withAffiliatedDoctor = (hospitalId: SQLWrapper | number) => sql`${a.doctor_id} in (${affiliatedDoctorsOf(hospitalId)})`;

  /** What a hospital sees: its own slots, and its affiliated doctors' appointments. */
  const hospitalSees = (hospitalId: SQLWrapper | number) => or(eq(a.hospital_id, hospitalId), withAffiliatedDoctor(hospitalId)) as SQL;

  /** Rows this caller may see. Patients also see open slots on offer. */
  function visibleTo(c: Caller): SQL | undefined {
    if (c.isAdmin) return undefined;
    if (c.patientId) return or(eq(a.patient_id, c.patientId), onOffer());
    if (c.doctorId) return eq(a.doctor_id, c.doctorId);
    if (c.hospitalId) return hospitalSees(c.hospitalId);
    return sql`false`;
  }

  async function visibleOne(c: Caller, id: number, q: DbOrTx = db): Promise<Joined> {
    const vis = visibleTo(c);
    const [row] = await joined(q)
      .where(and(eq(a.id, id), vis))
      .limit(1);
    if (!row) throw notFound('appointment_not_found');
    return row as Joined;
  }

  /** Locks the row for the transaction, if the caller may see it (`vis`, from visibleTo: conditions
   * only, so a hospital's affiliations are read inside the same statement as the lock). */
  async function lockVisible(tx: Tx, vis: SQL | undefined, id: number): Promise<AppointmentRow> {
    const [row] = await tx
      .select()
      .from(a)
      .where(and(eq(a.id, id), vis))
      .for('update')
      .limit(1);
    if (!row) throw notFound('appointment_not_found');
    return row;
  }

  async function hasAppointmentTogether(doctorId: number, patientId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.doctor_id, doctorId), eq(a.patient_id, patientId)))
      .limit(1);
    return Boolean(row);
  }

  return { visibleTo, onOffer, hospitalSees, withAffiliatedDoctor, visibleOne, lockVisible, hasAppointmentTogether };
}

export type Visibility = ReturnType<typeof visibility>;
