// A booking's parties must be active accounts when it commits. Their user rows are share-locked
// and read: a deactivation (which locks the row for update, then cancels the account's
// appointments) either commits first, and the booking sees the account inactive and is refused,
// or waits for the booking to commit, and then cancels it and releases its fee. Either way no
// appointment, and no hold, outlives the account.

import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import { doctorProfiles, hospitalProfiles, patientProfiles, users } from './schema';

export async function lockActiveParties(tx: Tx, userIds: (number | null | undefined)[]): Promise<void> {
  const ids = [...new Set(userIds.filter((id): id is number => typeof id === 'number'))].sort((x, y) => x - y);
  if (ids.length === 0) return;
  const rows = await tx.select({ id: users.id, status: users.account_status }).from(users).where(inArray(users.id, ids)).orderBy(users.id).for('share');
  if (rows.length !== ids.length || rows.some((r) => r.status !== 'active')) throw conflict('booking_party_inactive');
}

/** The profile ids a user's appointments name them by (null where they have no such profile). */
export async function profileIdsOfUser(tx: Tx, userId: number): Promise<{ patient: number | null; doctor: number | null; hospital: number | null }> {
  const [p] = await tx.select({ id: patientProfiles.id }).from(patientProfiles).where(eq(patientProfiles.user_id, userId));
  const [d] = await tx.select({ id: doctorProfiles.id }).from(doctorProfiles).where(eq(doctorProfiles.user_id, userId));
  const [h] = await tx.select({ id: hospitalProfiles.id }).from(hospitalProfiles).where(eq(hospitalProfiles.user_id, userId));
  return { patient: p?.id ?? null, doctor: d?.id ?? null, hospital: h?.id ?? null };
}

/** A payout's requester, share-locked like a booking's parties (above): true when the account is
 * active. A deactivation either commits first, and the request sees it inactive, or waits for the
 * request to commit, and then finds its payout and rejects it, releasing the hold. */
export async function lockActiveAccount(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ status: users.account_status }).from(users).where(eq(users.id, userId)).for('share');
  return row?.status === 'active';
}

/** Whether the account has been deactivated, as committed now. */
export async function isDeactivated(q: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await q.select({ status: users.account_status }).from(users).where(eq(users.id, userId));
  return row?.status === 'inactive';
}
