// Reads of doctors' accounts that other modules need: whether a doctor may practise, what
// they charge, who is booked. The accounts module owns these tables; other modules ask here
// rather than query them.

import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { doctorProfiles, users } from './schema';

/** True while the doctor in `doctorId` has an active account and is accepting appointments (the
 * doctor's own availability switch). The id is compared outside the subquery, so a caller's
 * unqualified column cannot name the subquery's own doctor. */
export const doctorAccepting = (doctorId: AnyPgColumn): SQL =>
  sql`(${doctorId} in (select dp.id from ${doctorProfiles} dp join ${users} du on du.id = dp.user_id
    where dp.is_available and du.account_status = 'active'))`;

/** A doctor who may be booked: fee, availability and name; an inactive account is answered as absent. */
export async function doctorForBooking(q: DbOrTx, doctorId: number) {
  const [d] = await q
    .select({
      id: doctorProfiles.id,
      userId: doctorProfiles.user_id,
      fee: doctorProfiles.consultation_fee_kobo,
      available: doctorProfiles.is_available,
      first: users.first_name,
      last: users.last_name,
      status: users.account_status,
    })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(eq(doctorProfiles.id, doctorId))
    .limit(1);
  if (d?.status !== 'active') throw notFound('doctor_not_found');
  return d;
}

/** Locks the doctor's profile row for the rest of `tx`: other modules serialise a doctor's
 * changes (their schedule) on it. */
export async function lockDoctor(tx: DbOrTx, doctorId: number): Promise<void> {
  await tx.select({ id: doctorProfiles.id }).from(doctorProfiles).where(eq(doctorProfiles.id, doctorId)).for('update');
}
