// Counts over patients' consent that a hospital's dashboard shows. The access module owns
// these tables; this file is the read it exports for figures, computed in SQL.

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientHospitalAccesses as pha } from './schema';

/** Patients whose access to the hospital is active now. */
export async function activeAccessCount(q: DbOrTx, hospitalId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(pha)
    .where(and(eq(pha.hospital_id, hospitalId), eq(pha.status, 'active')));
  return Number(row?.n ?? 0);
}
