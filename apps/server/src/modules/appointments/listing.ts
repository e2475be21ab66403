// The lists and single reads of appointments, filtered to what the caller may see.

import type { Appointment, AppointmentType } from '@naijacare/contracts';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import type { Caller } from '../accounts/caller';
import { doctorProfiles, hospitalProfiles } from '../accounts/schema';
import type { AppointmentsContext } from './context';
import type { ListQuery } from './parse';
import { appointments as a } from './schema';
import { doctorUser, type Joined, joined, patientUser, serialize } from './serialize';
import type { AppointmentRow } from './transitions';
import type { Visibility } from './visibility';

export function listing({ db, hospitals, now }: AppointmentsContext, { visibleTo, onOffer, visibleOne }: Visibility) {
  /** What a caller's list may hold. A patient's list is either their own appointments or the slots
   * on offer, never both: each is a condition PostgreSQL answers from one index, in order, stopping
   * at the limit, where the two ORed together would make it read and sort all of them. */
  async function listable(c: Caller, q: ListQuery): Promise<SQL | undefined> {
    if (c.isAdmin || !c.patientId) return visibleTo(c);
    return q.patient__isnull === true ? onOffer() : eq(a.patient_id, c.patientId);
  }

  async function list(c: Caller, q: ListQuery): Promise<Appointment[]> {
    const where: (SQL | undefined)[] = [await listable(c, q)];
    if (q.patient__isnull === true) where.push(isNull(a.patient_id), gt(a.scheduled_at, now()));
    if (q.patient__isnull === false) where.push(isNotNull(a.patient_id));
    if (q.status) where.push(eq(a.status, q.status as AppointmentRow['status']));
    if (q.schedule_creator) where.push(eq(a.schedule_creator, q.schedule_creator as AppointmentRow['schedule_creator']));
    if (q.appointment_type && q.appointment_type !== 'all') where.push(eq(a.appointment_type, q.appointment_type as AppointmentType));
    if (q.doctor) where.push(eq(a.doctor_id, q.doctor));
    if (q.patient) where.push(eq(a.patient_id, q.patient));
    if (q.hospital) {
      const doctors = await hospitals.affiliatedDoctorIds(q.hospital);
      where.push(doctors.length ? inArray(a.doctor_id, doctors) : sql`false`);
    }
    if (q.search) {
      const like = containsPattern(q.search);
      where.push(
        or(
          ilike(sql`${doctorUser.first_name} || ' ' || ${doctorUser.last_name}`, like),
          ilike(sql`${patientUser.first_name} || ' ' || ${patientUser.last_name}`, like),
          ilike(a.reason, like),
          ilike(doctorProfiles.specialization, like),
          ilike(hospitalProfiles.hospital_name, like),
        ),
      );
    }
    // Slots on offer read soonest first; a person's own appointments newest first.
    const order = q.patient__isnull === true ? [asc(a.scheduled_at), asc(a.id)] : [desc(a.scheduled_at), desc(a.id)];
    const limit = q.show_all ? 1000 : (q.limit ?? 100);
    const rows = await joined(db)
      .where(and(...where))
      .orderBy(...order)
      .limit(limit);
    return rows.map((r) => serialize(c, r as Joined, now()));
  }

  async function get(c: Caller, id: number): Promise<Appointment> {
    return serialize(c, await visibleOne(c, id), now());
  }

  return { list, get };
}
