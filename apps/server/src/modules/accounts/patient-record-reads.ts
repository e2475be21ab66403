// The patient's own account and profile in one row, for the export of their record (the profile
// answers of accounts/serialize.ts are shaped for the web app, not for another provider).

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { patientProfiles, users } from './schema';

export async function patientWithAccount(q: DbOrTx, patientId: number) {
  const [row] = await q
    .select({
      profile: patientProfiles,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      state: users.state,
    })
    .from(patientProfiles)
    .innerJoin(users, eq(users.id, patientProfiles.user_id))
    .where(eq(patientProfiles.id, patientId));
  return row;
}

export type PatientWithAccount = NonNullable<Awaited<ReturnType<typeof patientWithAccount>>>;
