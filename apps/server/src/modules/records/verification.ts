// The pharmacist's check of a printed prescription: its verification code (80 random bits, so it
// cannot be guessed) answers whether a prescription with this code was issued here, its status,
// when and by whom (the name and MDCN licence number as issued, prescriber.ts) — never anything of the patient or of what was
// prescribed. Public: no sign-in, counted per address (every attempt, found or not).

import { normalizeVerificationCode, type PrescriptionVerification } from '@naijacare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { doctorProfiles, users } from '../accounts/schema';
import { prescriptionStatusOf } from './prescription-status';
import { medicalRecords as mr } from './schema';

const UNKNOWN: PrescriptionVerification = { valid: false, status: null, issued_at: null, prescriber_name: null, prescriber_license: null };

export async function verifyPrescription(db: Db, text: string, now = new Date()): Promise<PrescriptionVerification> {
  const code = normalizeVerificationCode(text);
  if (code === null) return UNKNOWN;
  const [row] = await db
    .select({
      created_at: mr.created_at,
      medications: mr.medications,
      prescription_status: mr.prescription_status,
      first: users.first_name,
      last: users.last_name,
      license: doctorProfiles.license_number,
      issued_by: mr.prescriber_name,
      issued_license: mr.prescriber_license,
    })
    .from(mr)
    .innerJoin(doctorProfiles, eq(doctorProfiles.id, mr.doctor_id))
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(and(eq(mr.verification_code, code), eq(mr.record_type, 'prescription')));
  if (!row) return UNKNOWN;
  return {
    valid: true,
    status: prescriptionStatusOf(row, now),
    issued_at: row.created_at.toISOString(),
    // As issued (prescriber.ts); the doctor's profile only for a prescription from before that was kept.
    prescriber_name: row.issued_by ?? `Dr. ${row.first} ${row.last}`,
    prescriber_license: row.issued_license ?? row.license,
  };
}
