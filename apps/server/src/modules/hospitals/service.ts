// Hospitals and their affiliated doctors. This part answers who is affiliated with whom;
// requesting and deciding affiliations is built on the same table, which this module owns.
// Reads take an optional `q` so a caller's transaction sees its own uncommitted writes.

import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { p } from '../../db/shapes';
import { hospitalProfiles } from '../accounts/schema';
import { doctorHospitalAffiliations as aff } from './schema';

export function hospitalsService(db: Db) {
  // Every directory page asks this: one prepared statement whatever the number of doctors (an
  // array parameter, not an IN list of as many parameters, which PostgreSQL would plan each time).
  const hospitalsOfDoctorsQuery = db
    .select({ doctor_id: aff.doctor_id, id: hospitalProfiles.id, hospital_name: hospitalProfiles.hospital_name })
    .from(aff)
    .innerJoin(hospitalProfiles, eq(hospitalProfiles.id, aff.hospital_id))
    .where(and(sql`${aff.doctor_id} = any(${p('ids')})`, eq(aff.status, 'approved')))
    .prepare('hospitals_of_doctors');

  return {
    /** Approved affiliations of these doctors, with hospital names, grouped by doctor. */
    async hospitalsOfDoctors(doctorIds: number[]): Promise<Map<number, { id: number; hospital_name: string }[]>> {
      const byDoctor = new Map<number, { id: number; hospital_name: string }[]>();
      if (doctorIds.length === 0) return byDoctor;
      const rows = await hospitalsOfDoctorsQuery.execute({ ids: doctorIds });
      for (const r of rows) byDoctor.set(r.doctor_id, [...(byDoctor.get(r.doctor_id) ?? []), { id: r.id, hospital_name: r.hospital_name }]);
      return byDoctor;
    },

    async affiliatedDoctorIds(hospitalId: number, q: DbOrTx = db): Promise<number[]> {
      const rows = await q
        .select({ doctor_id: aff.doctor_id })
        .from(aff)
        .where(and(eq(aff.hospital_id, hospitalId), eq(aff.status, 'approved')));
      return rows.map((r) => r.doctor_id);
    },

    /** True while the affiliation is approved. Inside a transaction that publishes slots, the row
     * is share-locked: a suspension or revocation (an update of that row) waits for the slots to be
     * committed and then withdraws them too, or the publication waits for it and finds the doctor
     * no longer affiliated. */
    async isAffiliated(hospitalId: number, doctorId: number, q: DbOrTx = db, opts: { lock?: boolean } = {}): Promise<boolean> {
      const query = q
        .select({ id: aff.id })
        .from(aff)
        .where(and(eq(aff.hospital_id, hospitalId), eq(aff.doctor_id, doctorId), eq(aff.status, 'approved')))
        .limit(1);
      const [row] = opts.lock ? await query.for('share') : await query;
      return Boolean(row);
    },
  };
}

export type HospitalsService = ReturnType<typeof hospitalsService>;
