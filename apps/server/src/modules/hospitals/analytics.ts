// A hospital's analytics over its last N Lagos months (the current one included): booked
// appointments per month and per doctor by status, and how many of its open slots were booked.

import { APPOINTMENT_STATUSES, type HospitalAnalytics, lagosDate, lagosInstant } from '@naijacare/contracts';
import type { Db } from '../../db/client';
import type { Caller } from '../accounts/caller';
import { doctorNames } from '../accounts/doctor-names';
import { appointmentsByDoctor, appointmentsByMonth, monthStart, openSlotFill } from '../appointments/hospital-statistics';
import { assertOwnHospital } from './portal-access';

const emptyByStatus = () => Object.fromEntries(APPOINTMENT_STATUSES.map((s) => [s.code, 0])) as Record<string, number>;
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

export function hospitalAnalytics(db: Db, now: () => Date) {
  return {
    async analytics(caller: Caller, hospitalId: number, months: number): Promise<HospitalAnalytics> {
      await assertOwnHospital(db, caller, hospitalId);
      const today = lagosDate(now());
      const labels = Array.from({ length: months }, (_, i) => monthStart(today, i - months + 1).slice(0, 7));
      const from = lagosInstant(monthStart(today, 1 - months), 0);
      const to = lagosInstant(monthStart(today, 1), 0);
      const [byMonth, byDoctor, fill] = await Promise.all([
        appointmentsByMonth(db, hospitalId, from, to),
        appointmentsByDoctor(db, hospitalId, from, to),
        openSlotFill(db, hospitalId, from, to),
      ]);

      const monthRows = new Map(labels.map((month) => [month, emptyByStatus()]));
      for (const r of byMonth) {
        const counts = monthRows.get(r.month);
        if (counts) counts[r.status] = Number(r.n);
      }
      const doctorRows = new Map<number, Record<string, number>>();
      for (const r of byDoctor) {
        const counts = doctorRows.get(r.doctor_id) ?? emptyByStatus();
        counts[r.status] = Number(r.n);
        doctorRows.set(r.doctor_id, counts);
      }
      const names = await doctorNames(db, [...doctorRows.keys()]);
      const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
      const fillByMonth = new Map(fill.map((r) => [r.month, r]));

      return {
        months: labels.map((month) => {
          const by_status = monthRows.get(month) ?? emptyByStatus();
          return { month, by_status, total: total(by_status) };
        }),
        doctors: [...doctorRows.entries()]
          .map(([doctor_id, by_status]) => ({ doctor_id, full_name: names.get(doctor_id)?.full_name ?? `#${doctor_id}`, by_status, total: total(by_status) }))
          .sort((x, y) => y.total - x.total || x.full_name.localeCompare(y.full_name)),
        fill_rate: labels.map((month) => {
          const r = fillByMonth.get(month);
          const published = Number(r?.published ?? 0);
          const booked = Number(r?.booked ?? 0);
          return { month, published, booked, rate: percent(booked, published) };
        }),
      };
    },
  };
}
