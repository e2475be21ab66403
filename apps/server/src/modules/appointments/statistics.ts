// Counts over appointments that other modules show: a doctor's patients with their last
// and next visits, and a doctor's analytics. The appointments module owns the table, so
// these queries live here and the patients and doctors modules call them.

import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  addDays,
  DAYS_OF_WEEK,
  type DoctorAnalytics,
  koboToNaira,
  lagosDate,
  lagosInstant,
  weekdayOf,
} from '@naijacare/contracts';
import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppointmentsContext } from './context';
import { appointments as a } from './schema';

export function statistics({ db }: AppointmentsContext) {
  /** The doctor's patients with their appointment counts, last and next time. */
  async function patientsOfDoctor(doctorId: number) {
    return db
      .select({
        patient_id: a.patient_id,
        appointment_count: sql<number>`count(*)::int`,
        last_appointment_at: sql<Date | null>`max(${a.scheduled_at}) filter (where ${a.scheduled_at} <= now())`,
        next_appointment_at: sql<Date | null>`min(${a.scheduled_at}) filter (where ${a.scheduled_at} > now() and ${a.status} in ('pending', 'scheduled'))`,
      })
      .from(a)
      .where(and(eq(a.doctor_id, doctorId), isNotNull(a.patient_id)))
      .groupBy(a.patient_id);
  }

  /** Counts and earnings over the doctor's appointments; the week is Monday–Sunday in Lagos. */
  async function analyticsOfDoctor(doctorId: number, now: Date): Promise<DoctorAnalytics> {
    // Hospital slots nobody has booked yet are offers, not the doctor's appointments.
    const mine = and(eq(a.doctor_id, doctorId), isNotNull(a.patient_id));
    const byStatus = await db
      .select({ status: a.status, n: sql<number>`count(*)::int`, fees: sql<number>`coalesce(sum(${a.fee_kobo}), 0)::bigint` })
      .from(a)
      .where(mine)
      .groupBy(a.status);
    const count = (s: AppointmentStatus) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
    const today = lagosDate(now);
    const monday = addDays(today, -weekdayOf(today));
    const week = await db
      .select({ day: sql<string>`to_char(${a.scheduled_at} at time zone 'Africa/Lagos', 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
      .from(a)
      .where(
        and(
          mine,
          sql`${a.status} in ('pending', 'scheduled', 'in_progress', 'completed')`,
          sql`${a.scheduled_at} >= ${lagosInstant(monday, 0).toISOString()}`,
          sql`${a.scheduled_at} < ${lagosInstant(addDays(monday, 7), 0).toISOString()}`,
        ),
      )
      .groupBy(sql`1`);
    const [{ upcoming }] = await db
      .select({ upcoming: sql<number>`count(*)::int` })
      .from(a)
      .where(and(mine, inArray(a.status, ['pending', 'scheduled']), gt(a.scheduled_at, now)));
    const held = count('completed') + count('no_show');
    const rate = (n: number) => (held ? Math.round((n / held) * 1000) / 10 : null);
    const earnings = Number(byStatus.find((r) => r.status === 'completed')?.fees ?? 0);
    return {
      by_status: Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s.code, count(s.code)])) as DoctorAnalytics['by_status'],
      this_week: DAYS_OF_WEEK.map((day_name, i) => {
        const date = addDays(monday, i);
        return { date, day_name, appointments: Number(week.find((w) => w.day === date)?.n ?? 0) };
      }),
      completion_rate: rate(count('completed')),
      no_show_rate: rate(count('no_show')),
      earnings: koboToNaira(earnings),
      completed_count: count('completed'),
      upcoming_count: Number(upcoming),
    };
  }

  return { patientsOfDoctor, analyticsOfDoctor };
}
