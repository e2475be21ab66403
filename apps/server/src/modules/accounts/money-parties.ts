// People as the admin's money pages name them (a doctor "Dr. …", a hospital by its name, anyone
// else by their own), and the people an admin's search of usernames, names and emails finds, as a
// subquery the ledger's and the payments' listings filter by.

import type { MoneyParty, UserType } from '@naijacare/contracts';
import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { hospitalProfiles, users } from './schema';

export function partyName(u: { first_name: string; last_name: string; user_type: string; hospital_name: string | null }): string {
  if (u.user_type === 'hospital' && u.hospital_name) return u.hospital_name;
  const name = `${u.first_name} ${u.last_name}`;
  return u.user_type === 'doctor' ? `Dr. ${name}` : name;
}

/** The ids of the users whose username, name, email or hospital's name contains `term` (case-insensitive). */
export const usersMatching = (db: DbOrTx, term: string) => {
  const like = containsPattern(term);
  return db
    .select({ id: users.id })
    .from(users)
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, users.id))
    .where(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like),
        ilike(hospitalProfiles.hospital_name, like),
      ),
    );
};

/** The named people of these ids, by id. */
export async function partiesOf(db: DbOrTx, ids: number[]): Promise<Map<number, MoneyParty>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      user_type: users.user_type,
      hospital_name: hospitalProfiles.hospital_name,
    })
    .from(users)
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: partyName(r), username: r.username, user_type: r.user_type as UserType }]));
}

/** The name a person's money is theirs under, as a bank would hold it: a hospital's name, anyone
 * else's first and last name (no title), as they read now. */
export async function currentHolderName(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, user_type: users.user_type, hospital_name: hospitalProfiles.hospital_name })
    .from(users)
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, users.id))
    .where(eq(users.id, userId));
  return row ? holderNameOf(row) : '';
}

export const holderNameOf = (u: { first_name: string; last_name: string; user_type: string; hospital_name: string | null }) =>
  u.user_type === 'hospital' && u.hospital_name ? u.hospital_name : `${u.first_name} ${u.last_name}`;

/** The name the payouts' check compares an account's resolved name with, and whose it is: the name
 * an admin approved the account under (users.verified_name), which renaming oneself does not change.
 * An account never approved (none can earn) falls back to its name now. */
export type VerifiedHolder = { name: string; kind: 'person' | 'hospital' };

export const verifiedHolderOf = (u: {
  first_name: string;
  last_name: string;
  user_type: string;
  hospital_name: string | null;
  verified_name: string | null;
}): VerifiedHolder => ({ name: u.verified_name ?? holderNameOf(u), kind: u.user_type === 'hospital' ? 'hospital' : 'person' });

export async function verifiedHolder(db: DbOrTx, userId: number): Promise<VerifiedHolder> {
  const [row] = await db
    .select({
      first_name: users.first_name,
      last_name: users.last_name,
      user_type: users.user_type,
      hospital_name: hospitalProfiles.hospital_name,
      verified_name: users.verified_name,
    })
    .from(users)
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, users.id))
    .where(eq(users.id, userId));
  return row ? verifiedHolderOf(row) : { name: '', kind: 'person' };
}
