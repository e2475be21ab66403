// Reads of patient-hospital access that other modules use. The access module owns the table;
// `activeAccessExists` goes inside another module's statement (who may see a patient is one
// statement), the patients directory asks which patients granted a hospital access, and the
// patient's access log names the hospital of each access granted or ended.

import { and, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accessCodes, patientHospitalAccesses as pha } from './schema';

export { hospitalNamesOfAccesses } from './listing';

/** True while the patient in `patientId` has an active access granted to the hospital in `hospitalId`. */
export const activeAccessExists = (hospitalId: SQLWrapper | number, patientId: SQLWrapper | number): SQL =>
  sql`exists (select 1 from ${pha} x where x.hospital_id = ${hospitalId} and x.patient_id = ${patientId} and x.status = 'active')`;

export interface ActiveAccess {
  patient_id: number;
  access_id: number;
  granted_at: Date;
  code_hint: string | null;
}

/** The patients with an active access to this hospital, newest first, with the code that granted each. */
export function activeAccessesOfHospital(q: DbOrTx, hospitalId: number): Promise<ActiveAccess[]> {
  return q
    .select({ patient_id: pha.patient_id, access_id: pha.id, granted_at: pha.granted_at, code_hint: accessCodes.code_hint })
    .from(pha)
    .leftJoin(accessCodes, eq(accessCodes.id, pha.access_code_id))
    .where(and(eq(pha.hospital_id, hospitalId), eq(pha.status, 'active')))
    .orderBy(desc(pha.granted_at), desc(pha.id));
}
