// A hospital's own profile as its portal edits it: the hospital_profiles row and the contact
// fields kept on its user (phone, email, state). The accounts module owns both tables; the
// hospitals module's profile use case reads and writes them only through these functions.

import type { HospitalProfileUpdate } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { hospitalProfiles as hp, users } from './schema';

const USER_FIELDS = ['phone', 'email', 'state'] as const;

/**
 * Writes the changes (and, when given, the new logo's file name) in one transaction. Answers the
 * logo the row held before, so the caller can remove its file once the change has committed.
 */
export async function updateHospitalProfile(
  db: Db,
  hospitalId: number,
  changes: HospitalProfileUpdate,
  logo?: string,
  tx?: DbOrTx,
): Promise<{ previousLogo: string | null }> {
  const userSet: Record<string, unknown> = {};
  const profileSet: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if ((USER_FIELDS as readonly string[]).includes(field)) userSet[field] = value;
    else profileSet[field] = value;
  }
  if (logo) profileSet.logo = logo;
  try {
    return await inTransaction(db, tx, async (t) => {
      // The row lock orders concurrent edits of one hospital, so the logo read here is the one replaced.
      const [current] = await t.select({ user_id: hp.user_id, logo: hp.logo }).from(hp).where(eq(hp.id, hospitalId)).for('update').limit(1);
      if (!current) throw notFound('hospital_not_found');
      if (Object.keys(profileSet).length)
        await t
          .update(hp)
          .set({ ...profileSet, updated_at: new Date() })
          .where(eq(hp.id, hospitalId));
      if (Object.keys(userSet).length) {
        if (typeof userSet.email === 'string') {
          const [taken] = await t
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = ${userSet.email.toLowerCase()} and ${users.id} <> ${current.user_id}`)
            .limit(1);
          if (taken) throw conflict('email_taken', { field: 'email' });
        }
        await t
          .update(users)
          .set({ ...userSet, updated_at: new Date() })
          .where(eq(users.id, current.user_id));
      }
      return { previousLogo: logo ? current.logo : null };
    });
  } catch (err) {
    // Two accounts saving one address at once: the unique index decides, the loser hears why.
    if (uniqueViolation(err)) throw conflict('email_taken', { field: 'email' });
    throw err;
  }
}
