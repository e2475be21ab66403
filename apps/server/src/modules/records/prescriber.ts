// Who a prescription is issued by, fixed when it is issued: "Dr. " and the name an admin approved the
// doctor under (users.verified_name; their name now if none was recorded), and their MDCN licence.
// The printout and the pharmacist's check (verification.ts) show these, so a doctor who renames
// themself afterwards cannot change whose prescription a pharmacist is told it is.

import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { doctorProfiles, users } from '../accounts/schema';

export async function prescriberOf(tx: Tx, doctorId: number): Promise<{ prescriber_name: string; prescriber_license: string }> {
  const [row] = await tx
    .select({ verified: users.verified_name, first: users.first_name, last: users.last_name, license: doctorProfiles.license_number })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(eq(doctorProfiles.id, doctorId));
  return { prescriber_name: `Dr. ${row.verified ?? `${row.first} ${row.last}`}`, prescriber_license: row.license };
}
