// Who is calling: the signed-in user's row, and the caller with the id of their profile
// that services use to decide who may see and do what. Types only, so the HTTP layer and
// every module can name a caller without depending on the accounts service.

import type { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user row loaded for this request, without its password hash, and, when it
 * was loaded with it, the id of their patient, doctor or hospital profile (null for admins). */
export type Actor = Omit<UserRow, 'password_hash'> & { profileId?: number | null };

/** The caller with the id of their profile, for services that decide who may see what. */
export interface Caller {
  actor: Actor;
  isAdmin: boolean;
  patientId: number | null;
  doctorId: number | null;
  hospitalId: number | null;
}
