// Affiliation reads other modules put inside their own statements, where a separate
// query could not be atomic with the write (booking an open slot). The hospitals module
// owns the affiliations table; this is the one place outside its service that reads it.

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { doctorHospitalAffiliations } from './schema';

/** True while the doctor in `doctorId` has an approved affiliation with the hospital in `hospitalId`. */
export const approvedAffiliationExists = (doctorId: AnyPgColumn, hospitalId: AnyPgColumn): SQL =>
  sql`exists (select 1 from ${doctorHospitalAffiliations} f
    where f.doctor_id = ${doctorId} and f.hospital_id = ${hospitalId} and f.status = 'approved')`;

/** The doctors with an approved affiliation with the hospital in `hospitalId`, as a subquery. */
export const affiliatedDoctorsOf = (hospitalId: SQLWrapper | number): SQL =>
  sql`select f.doctor_id from ${doctorHospitalAffiliations} f where f.hospital_id = ${hospitalId} and f.status = 'approved'`;
