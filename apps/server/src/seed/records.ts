// Back doors for the demo seed and the tests: records written as given, bypassing the
// rules (approval, booking checks, affiliation requests) that production code must pass.
// Never imported by a service or a route.

import type { AccountValues, UserType } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { users } from '../modules/accounts/schema';
import type { AccountsService } from '../modules/accounts/service';
import { appointments } from '../modules/appointments/schema';
import { doctorHospitalAffiliations as aff } from '../modules/hospitals/schema';
import { medicalRecordAttachments, medicalRecords } from '../modules/records/schema';

/** An account created ready to use: active, and a hospital already verified. */
export function createReadyAccount(
  accounts: Pick<AccountsService, 'createAccount'>,
  values: Omit<AccountValues, 'user_type'> & { user_type: UserType },
  opts: { is_superuser?: boolean } = {},
) {
  return accounts.createAccount(values, 'active', { ...opts, verified: true });
}

/** An approved affiliation of a doctor with a hospital. */
export async function affiliate(db: DbOrTx, doctorId: number, hospitalId: number) {
  await db
    .insert(aff)
    .values({ doctor_id: doctorId, hospital_id: hospitalId, status: 'approved', decided_at: new Date(), approved_at: new Date() })
    .onConflictDoUpdate({
      target: [aff.doctor_id, aff.hospital_id],
      targetWhere: sql`${aff.status} <> 'rejected'`,
      set: { status: 'approved', decided_at: new Date() },
    });
}

/** Moves accounts' joining day back, as if each joined that many days ago. */
export async function backdateJoining(db: DbOrTx, joined: ReadonlyArray<readonly [userId: number, daysAgo: number]>) {
  for (const [userId, daysAgo] of joined) {
    await db
      .update(users)
      .set({ date_joined: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(eq(users.id, userId));
  }
}

/** An affiliation recorded as given (a pending request, a suspension), bypassing the request and decision rules. */
export async function seedAffiliation(db: DbOrTx, values: typeof aff.$inferInsert) {
  const [row] = await db.insert(aff).values(values).returning();
  return row;
}

/** An appointment recorded as given (past ones included), bypassing the booking rules. */
export async function seedAppointment(db: DbOrTx, values: typeof appointments.$inferInsert) {
  const [row] = await db.insert(appointments).values(values).returning();
  return row;
}

/** Moves a medical record's writing time back, as if written `hours` ago (the author's edit window is counted from it). */
export async function backdateMedicalRecord(db: DbOrTx, recordId: number, hours: number) {
  await db
    .update(medicalRecords)
    .set({ created_at: sql`now() - make_interval(secs => ${hours * 3600})`, updated_at: sql`now() - make_interval(secs => ${hours * 3600})` })
    .where(eq(medicalRecords.id, recordId));
}

/** A medical record written as given (the demo's history), bypassing the author's checks. */
export async function seedMedicalRecord(db: DbOrTx, values: typeof medicalRecords.$inferInsert) {
  const [row] = await db.insert(medicalRecords).values(values).returning();
  return row;
}

/** An attachment row as given, for a file already saved in the store (the demo's lab report). */
export async function seedAttachment(db: DbOrTx, values: typeof medicalRecordAttachments.$inferInsert) {
  const [row] = await db.insert(medicalRecordAttachments).values(values).returning();
  return row;
}
