// The figures of a hospital's dashboard, each one count computed in SQL: affiliations by
// status, patients with access, today's and this month's appointments, unbooked open slots.

import type { HospitalDashboard } from '@naijacare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activeAccessCount } from '../access/counts';
import type { Caller } from '../accounts/caller';
import { dashboardFigures } from '../appointments/hospital-statistics';
import { assertOwnHospital } from './portal-access';
import { doctorHospitalAffiliations as aff, hospitalServices } from './schema';

export function hospitalDashboard(db: Db, now: () => Date) {
  return {
    async dashboard(caller: Caller, hospitalId: number): Promise<HospitalDashboard> {
      await assertOwnHospital(db, caller, hospitalId);
      const count = (status: string) => sql<number>`count(*) filter (where ${aff.status} = ${status})::int`;
      const [[doctors], patients, appointments, [services]] = await Promise.all([
        db
          .select({ pending: count('pending'), approved: count('approved'), suspended: count('suspended'), revoked: count('revoked') })
          .from(aff)
          .where(eq(aff.hospital_id, hospitalId)),
        activeAccessCount(db, hospitalId),
        dashboardFigures(db, hospitalId, now()),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(hospitalServices)
          .where(and(eq(hospitalServices.hospital_id, hospitalId), eq(hospitalServices.is_active, true))),
      ]);
      const byStatus = {
        pending: Number(doctors.pending),
        approved: Number(doctors.approved),
        suspended: Number(doctors.suspended),
        revoked: Number(doctors.revoked),
      };
      return {
        doctors: byStatus,
        patients_with_access: patients,
        ...appointments,
        pending_affiliation_requests: byStatus.pending,
        active_services: Number(services.n),
      };
    },
  };
}
