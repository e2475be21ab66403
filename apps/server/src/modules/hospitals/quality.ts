// The quality of a hospital's affiliated doctors (approved and suspended): completion, no-show
// and cancellation rates over their due appointments (see doctorOutcomes for which count), the
// median time from affiliation request to approval, and flags where a rate passes the
// configured threshold, and the ratings of their visible reviews (each doctor's and all together).

import type { HospitalQuality, QualityFlag } from '@naijacare/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Caller } from '../accounts/caller';
import { doctorNames } from '../accounts/doctor-names';
import { doctorOutcomes } from '../appointments/hospital-statistics';
import { ratingOverall, ratingsOf } from '../reviews/rows';
import { assertOwnHospital } from './portal-access';
import { doctorHospitalAffiliations as aff } from './schema';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
const hoursBetween = sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from (${aff.approved_at} - ${aff.created_at})) / 3600)`;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

export function hospitalQuality(db: Db, now: () => Date, thresholds: Config['quality']) {
  return {
    async quality(caller: Caller, hospitalId: number): Promise<HospitalQuality> {
      await assertOwnHospital(db, caller, hospitalId);
      const affiliated = await db
        .select({ doctor_id: aff.doctor_id, status: aff.status })
        .from(aff)
        .where(and(eq(aff.hospital_id, hospitalId), inArray(aff.status, ['approved', 'suspended'])));
      const ids = affiliated.map((r) => r.doctor_id);
      const approvedOnes = and(eq(aff.hospital_id, hospitalId), isNotNull(aff.approved_at));
      const [outcomes, names, perDoctor, [overall], ratings, rating] = await Promise.all([
        doctorOutcomes(db, hospitalId, ids, now()),
        doctorNames(db, ids),
        ids.length
          ? db
              .select({ doctor_id: aff.doctor_id, hours: hoursBetween })
              .from(aff)
              .where(and(approvedOnes, inArray(aff.doctor_id, ids)))
              .groupBy(aff.doctor_id)
          : Promise.resolve([]),
        db.select({ hours: hoursBetween }).from(aff).where(approvedOnes),
        ratingsOf(db, ids),
        ratingOverall(db, ids),
      ]);
      const outcomeOf = new Map(outcomes.map((o) => [o.doctor_id, o]));
      const hoursOf = new Map(perDoctor.map((r) => [r.doctor_id, r.hours]));

      const doctors = affiliated.map(({ doctor_id, status }) => {
        const o = outcomeOf.get(doctor_id);
        const [due, completed, no_show, cancelled] = [o?.due, o?.completed, o?.no_show, o?.cancelled].map((n) => Number(n ?? 0));
        const completion_rate = percent(completed, due);
        const no_show_rate = percent(no_show, due);
        const cancellation_rate = percent(cancelled, due);
        const flags: QualityFlag[] = [];
        // A doctor with only a handful of appointments is not judged on them.
        if (due >= thresholds.minDueAppointments) {
          if (completion_rate !== null && completion_rate < thresholds.minCompletionRate) flags.push('low_completion');
          if (no_show_rate !== null && no_show_rate > thresholds.maxNoShowRate) flags.push('high_no_show');
          if (cancellation_rate !== null && cancellation_rate > thresholds.maxCancellationRate) flags.push('high_cancellation');
        }
        const name = names.get(doctor_id);
        return {
          doctor_id,
          full_name: name?.full_name ?? `#${doctor_id}`,
          specialization: name?.specialization ?? '',
          affiliation_status: status as 'approved' | 'suspended',
          due,
          completed,
          no_show,
          cancelled,
          completion_rate,
          no_show_rate,
          cancellation_rate,
          approval_hours: oneDecimal(hoursOf.get(doctor_id) ?? null),
          flags,
          rating_average: ratings.get(doctor_id)?.average ?? null,
          rating_count: ratings.get(doctor_id)?.count ?? 0,
        };
      });
      doctors.sort((x, y) => y.flags.length - x.flags.length || x.full_name.localeCompare(y.full_name));
      return {
        thresholds: {
          min_completion_rate: thresholds.minCompletionRate,
          max_no_show_rate: thresholds.maxNoShowRate,
          max_cancellation_rate: thresholds.maxCancellationRate,
          min_due_appointments: thresholds.minDueAppointments,
        },
        median_approval_hours: oneDecimal(overall?.hours ?? null),
        doctors,
        rating,
      };
    },
  };
}
