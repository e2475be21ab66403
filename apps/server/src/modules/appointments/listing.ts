// The lists and single reads of appointments, filtered to what the caller may see.

import { type Appointment, addDays, lagosInstant } from '@naijacare/contracts';
import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { p, preparedByShape, QueryShape } from '../../db/shapes';
import type { Caller } from '../accounts/caller';
import { doctorProfiles, hospitalProfiles } from '../accounts/schema';
import type { AppointmentsContext } from './context';
import type { ListQuery } from './parse';
import { appointments as a } from './schema';
import { doctorUser, type Joined, joined, patientUser, serialize } from './serialize';
import type { Visibility } from './visibility';

export function listing({ db, now }: AppointmentsContext, { onOffer, hospitalSees, withAffiliatedDoctor, visibleOne }: Visibility) {
  /** What the caller may see, as conditions of the list (visibility.ts has the same rules for
   * single rows). A patient's list is either their own appointments or the slots on offer, never
   * both: each is a condition PostgreSQL answers from one index, in order, stopping at the limit,
   * where the two ORed together would make it read and sort all of them. */
  function addVisibility(shape: QueryShape, c: Caller, q: ListQuery) {
    if (c.isAdmin) shape.add('admin', sql`true`);
    else if (c.patientId && q.patient__isnull === true) shape.add('offered', onOffer(p('now')));
    else if (c.patientId) shape.add('own-patient', eq(a.patient_id, p('me')), { me: c.patientId });
    else if (c.doctorId) shape.add('own-doctor', eq(a.doctor_id, p('me')), { me: c.doctorId });
    else if (c.hospitalId) shape.add('own-hospital', hospitalSees(p('me')), { me: c.hospitalId });
    else shape.add('none', sql`false`);
  }

  function shapeOf(c: Caller, q: ListQuery): QueryShape {
    const shape = new QueryShape();
    addVisibility(shape, c, q);
    if (q.patient__isnull === true) shape.add('open', and(isNull(a.patient_id), gt(a.scheduled_at, p('now'))) as SQL);
    if (q.patient__isnull === false) shape.add('booked', isNotNull(a.patient_id));
    if (q.status) shape.add('status', eq(a.status, p('status')), { status: q.status });
    if (q.schedule_creator) shape.add('creator', eq(a.schedule_creator, p('creator')), { creator: q.schedule_creator });
    if (q.appointment_type && q.appointment_type !== 'all') shape.add('type', eq(a.appointment_type, p('type')), { type: q.appointment_type });
    if (q.doctor) shape.add('doctor', eq(a.doctor_id, p('doctor')), { doctor: q.doctor });
    // A hospital finds a patient's appointments only where it sees who the patient is: at the hospital.
    if (q.patient && c.hospitalId && !c.isAdmin)
      shape.add('patient-at-hospital', and(eq(a.patient_id, p('patient')), eq(a.hospital_id, p('me'))) as SQL, { patient: q.patient, me: c.hospitalId });
    else if (q.patient) shape.add('patient', eq(a.patient_id, p('patient')), { patient: q.patient });
    if (q.hospital) shape.add('hospital', withAffiliatedDoctor(p('hospital')), { hospital: q.hospital });
    if (q.at_hospital) shape.add('at-hospital', eq(a.hospital_id, p('at_hospital')), { at_hospital: q.at_hospital });
    // Lagos calendar days, both ends included.
    if (q.date_from) shape.add('from', gte(a.scheduled_at, p('from')), { from: lagosInstant(q.date_from, 0).toISOString() });
    if (q.date_to) shape.add('to', lt(a.scheduled_at, p('to')), { to: lagosInstant(addDays(q.date_to, 1), 0).toISOString() });
    if (q.search) {
      const patientMatches = or(ilike(sql`${patientUser.first_name} || ' ' || ${patientUser.last_name}`, p('like')), ilike(a.reason, p('like')));
      // As above: for a hospital, a patient's name or reason matches only at the hospital itself.
      const atHospital = Boolean(c.hospitalId && !c.isAdmin);
      shape.add(
        atHospital ? 'search-at-hospital' : 'search',
        or(
          ilike(sql`${doctorUser.first_name} || ' ' || ${doctorUser.last_name}`, p('like')),
          atHospital ? and(eq(a.hospital_id, p('me')), patientMatches) : patientMatches,
          ilike(doctorProfiles.specialization, p('like')),
          ilike(hospitalProfiles.hospital_name, p('like')),
        ) as SQL,
        atHospital ? { like: containsPattern(q.search), me: c.hospitalId } : { like: containsPattern(q.search) },
      );
    }
    // Slots on offer read soonest first; a person's own appointments newest first.
    shape.mark(q.patient__isnull === true ? 'soonest' : 'newest');
    return shape;
  }

  const queryOf = preparedByShape(
    'appointments_list',
    (shape: QueryShape) =>
      joined(db)
        .where(and(...shape.where))
        .orderBy(...(shape.has('soonest') ? [asc(a.scheduled_at), asc(a.id)] : [desc(a.scheduled_at), desc(a.id)]))
        .limit(p('limit'))
        .offset(p('offset')),
    // Slots on offer are many, all in the future: planned without the time and the limit, the list
    // sorted every one of them (4 s at 10,000 slots) instead of reading the first page in order.
    { planEachTime: (shape) => shape.has('offered') },
  );

  async function list(c: Caller, q: ListQuery): Promise<Appointment[]> {
    const shape = shapeOf(c, q);
    const at = now();
    const rows = await queryOf(shape).execute({ ...shape.values, now: at.toISOString(), limit: q.show_all ? 1000 : (q.limit ?? 100), offset: q.offset ?? 0 });
    return rows.map((r) => serialize(c, r as Joined, at));
  }

  /** Pass `tx` to read inside a transaction of the caller's. */
  async function get(c: Caller, id: number, tx?: DbOrTx): Promise<Appointment> {
    return serialize(c, await visibleOne(c, id, tx), now());
  }

  return { list, get };
}
