// Doctors' display names and specializations for other modules' reports (a hospital's
// analytics and quality pages, a patient's record export), read in one query by id.

import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { doctorProfiles, users } from './schema';

export interface DoctorName {
  full_name: string;
  first_name: string;
  last_name: string;
  specialization: string;
}

export async function doctorNames(q: DbOrTx, doctorIds: number[]): Promise<Map<number, DoctorName>> {
  const names = new Map<number, DoctorName>();
  if (doctorIds.length === 0) return names;
  const rows = await q
    .select({ id: doctorProfiles.id, first: users.first_name, last: users.last_name, specialization: doctorProfiles.specialization })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(inArray(doctorProfiles.id, doctorIds));
  for (const r of rows) names.set(r.id, { full_name: `Dr. ${r.first} ${r.last}`, first_name: r.first, last_name: r.last, specialization: r.specialization });
  return names;
}

/** A doctor's profile as moderation reads it (bio and photo, whoever may see them), with the account it belongs to. */
export async function doctorProfileContent(q: DbOrTx, doctorId: number) {
  const [row] = await q
    .select({
      user_id: users.id,
      first: users.first_name,
      last: users.last_name,
      account_status: users.account_status,
      bio: doctorProfiles.bio,
      photo: doctorProfiles.professional_photo,
    })
    .from(doctorProfiles)
    .innerJoin(users, eq(users.id, doctorProfiles.user_id))
    .where(eq(doctorProfiles.id, doctorId));
  return row;
}

/**
 * The doctor profiles whose photo is this stored file (none for a hospital's logo, which shares the
 * folder): the photo route asks moderation (reports/hidden) whether any of them is hidden.
 */
export async function doctorsWithPhoto(q: DbOrTx, name: string): Promise<number[]> {
  const rows = await q.select({ id: doctorProfiles.id }).from(doctorProfiles).where(eq(doctorProfiles.professional_photo, name));
  return rows.map((r) => r.id);
}
