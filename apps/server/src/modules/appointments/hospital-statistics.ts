// Counts over appointments that a hospital's portal shows: its dashboard figures, appointments
// per month and per doctor, the fill rate of its open slots, and its doctors' completion,
// no-show and cancellation counts. The appointments module owns the table, so these
// aggregates live here; each is one SQL statement, never rows loaded and counted in JS.

import { addDays, lagosDate, lagosInstant } from '@naijacare/contracts';
import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { affiliatedDoctorsOf } from '../hospitals/affiliation-reads';
import { appointments as a } from './schema';

/**
 * What a hospital's figures count: its own slots and bookings, and its approved doctors' own
 * practice (appointments tied to no hospital). A doctor's appointments at another hospital are
 * that hospital's figures, though the hospital may see them in its lists.
 */
const hospitalSees = (hospitalId: number) =>
  or(eq(a.hospital_id, hospitalId), and(isNull(a.hospital_id), sql`${a.doctor_id} in (${affiliatedDoctorsOf(hospitalId)})`)) as SQL;

/** The Lagos calendar month of an appointment, as YYYY-MM. */
const monthOf = sql<string>`to_char(${a.scheduled_at} at time zone 'Africa/Lagos', 'YYYY-MM')`;

/** The first Lagos day of the month `offset` months from the one holding `date` (YYYY-MM-DD). */
export function monthStart(date: string, offset = 0): string {
  const [y, m] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export async function dashboardFigures(q: DbOrTx, hospitalId: number, now: Date) {
  const today = lagosDate(now);
  const dayStart = lagosInstant(today, 0).toISOString();
  const dayEnd = lagosInstant(addDays(today, 1), 0).toISOString();
  const monthFrom = lagosInstant(monthStart(today), 0).toISOString();
  const monthTo = lagosInstant(monthStart(today, 1), 0).toISOString();
  const [row] = await q
    .select({
      today: sql<number>`count(*) filter (where ${a.patient_id} is not null
        and ${a.status} not in ('cancelled', 'rejected')
        and ${a.scheduled_at} >= ${dayStart} and ${a.scheduled_at} < ${dayEnd})::int`,
      unbooked: sql<number>`count(*) filter (where ${a.patient_id} is null and ${a.status} = 'scheduled'
        and ${a.schedule_creator} = 'hospital' and ${a.hospital_id} = ${hospitalId} and ${a.scheduled_at} > ${now.toISOString()})::int`,
      completed: sql<number>`count(*) filter (where ${a.status} = 'completed'
        and ${a.scheduled_at} >= ${monthFrom} and ${a.scheduled_at} < ${monthTo})::int`,
    })
    .from(a)
    .where(hospitalSees(hospitalId));
  return { appointments_today: Number(row.today), open_slots_unbooked: Number(row.unbooked), completed_this_month: Number(row.completed) };
}

/** Booked appointments (with a patient) from `from` to `to`, counted by Lagos month and status. */
export function appointmentsByMonth(q: DbOrTx, hospitalId: number, from: Date, to: Date) {
  return q
    .select({ month: monthOf, status: a.status, n: sql<number>`count(*)::int` })
    .from(a)
    .where(
      and(hospitalSees(hospitalId), isNotNull(a.patient_id), sql`${a.scheduled_at} >= ${from.toISOString()}`, sql`${a.scheduled_at} < ${to.toISOString()}`),
    )
    .groupBy(sql`1`, a.status);
}

/** The same appointments counted by doctor and status. */
export function appointmentsByDoctor(q: DbOrTx, hospitalId: number, from: Date, to: Date) {
  return q
    .select({ doctor_id: a.doctor_id, status: a.status, n: sql<number>`count(*)::int` })
    .from(a)
    .where(
      and(hospitalSees(hospitalId), isNotNull(a.patient_id), sql`${a.scheduled_at} >= ${from.toISOString()}`, sql`${a.scheduled_at} < ${to.toISOString()}`),
    )
    .groupBy(a.doctor_id, a.status);
}

/** Open slots the hospital published, by the Lagos month of their time, and how many were booked. */
export function openSlotFill(q: DbOrTx, hospitalId: number, from: Date, to: Date) {
  return q
    .select({ month: monthOf, published: sql<number>`count(*)::int`, booked: sql<number>`count(${a.patient_id})::int` })
    .from(a)
    .where(
      and(
        eq(a.hospital_id, hospitalId),
        eq(a.schedule_creator, 'hospital'),
        sql`${a.scheduled_at} >= ${from.toISOString()}`,
        sql`${a.scheduled_at} < ${to.toISOString()}`,
      ),
    )
    .groupBy(sql`1`);
}

/**
 * For each doctor, their booked appointments whose time has come ("due": not rejected and no
 * longer a pending request) with how many were completed, missed and cancelled. Counted over
 * the appointments at this hospital and the doctor's own practice (no hospital); appointments
 * at another hospital are that hospital's business.
 */
export function doctorOutcomes(q: DbOrTx, hospitalId: number, doctorIds: number[], now: Date) {
  if (doctorIds.length === 0) return Promise.resolve([]);
  return q
    .select({
      doctor_id: a.doctor_id,
      due: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${a.status} = 'completed')::int`,
      no_show: sql<number>`count(*) filter (where ${a.status} = 'no_show')::int`,
      cancelled: sql<number>`count(*) filter (where ${a.status} = 'cancelled')::int`,
    })
    .from(a)
    .where(
      and(
        inArray(a.doctor_id, doctorIds),
        or(eq(a.hospital_id, hospitalId), isNull(a.hospital_id)),
        isNotNull(a.patient_id),
        sql`${a.status} not in ('rejected', 'pending')`,
        sql`${a.scheduled_at} <= ${now.toISOString()}`,
      ),
    )
    .groupBy(a.doctor_id);
}
