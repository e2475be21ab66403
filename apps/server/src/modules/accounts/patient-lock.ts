// Serialises one patient's bookings: a booking locks the patient's row first, so two bookings of
// the same patient at once are counted one after the other (the upcoming-appointments limit).

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { patientProfiles } from './schema';

export async function lockPatient(tx: Tx, patientId: number): Promise<void> {
  await tx.select({ id: patientProfiles.id }).from(patientProfiles).where(eq(patientProfiles.id, patientId)).for('update');
}
