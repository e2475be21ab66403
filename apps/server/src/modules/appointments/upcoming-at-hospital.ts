// A doctor's load at one hospital, as a value inside the hospitals module's listing of its
// doctors, so the list is one statement however many doctors it has.

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments as a } from './schema';

/** How many appointments with a patient the doctor has at the hospital still to come (requested or scheduled). */
export const upcomingAtHospital = (doctorId: AnyPgColumn, hospitalId: SQLWrapper | number): SQL<number> =>
  sql<number>`(select count(*)::int from ${a} where ${a.doctor_id} = ${doctorId} and ${a.hospital_id} = ${hospitalId}
    and ${a.patient_id} is not null and ${a.status} in ('pending', 'scheduled') and ${a.scheduled_at} > now())`;
