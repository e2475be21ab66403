// The reads and status writes of user accounts that the admin module's decisions need.
// The accounts module owns these tables; the admin module decides, this module writes.

import type { UserType } from '@naijacare/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { notFound } from '../../http/errors';
import type { UserRow } from './caller';
import { sessionOf } from './profile-rows';
import { hospitalProfiles, users } from './schema';
import { revokeAllSessions } from './sessions';

export interface UserFilter {
  user_type?: UserType;
  account_status?: UserRow['account_status'];
  search?: string;
  page: number;
  page_size: number;
}

export function userRecords(db: Db) {
  return {
    async listUsers(filter: UserFilter) {
      const where: SQL[] = [];
      if (filter.user_type) where.push(eq(users.user_type, filter.user_type));
      if (filter.account_status) where.push(eq(users.account_status, filter.account_status));
      if (filter.search) {
        const like = containsPattern(filter.search);
        where.push(or(ilike(users.username, like), ilike(users.email, like), ilike(users.first_name, like), ilike(users.last_name, like)) as SQL);
      }
      const cond = where.length ? and(...where) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
      const rows = await db
        .select()
        .from(users)
        .where(cond)
        .orderBy(desc(users.date_joined), desc(users.id))
        .limit(filter.page_size)
        .offset((filter.page - 1) * filter.page_size);
      const results = await Promise.all(rows.map((row) => sessionOf(db, row)));
      return {
        count: total,
        next: filter.page * filter.page_size < total ? filter.page + 1 : null,
        results: results.map((s) => ({ ...s.user, profile: s.profile })),
      };
    },

    async getUser(id: number, q: DbOrTx = db) {
      const [user] = await q.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) throw notFound('user_not_found');
      const s = await sessionOf(q, user);
      return { ...s.user, profile: s.profile, status_reason: user.status_reason };
    },

    /** The user row locked for the rest of the transaction `tx`, or undefined. */
    async lockUser(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return user;
    },

    async userRow(id: number, q: DbOrTx = db): Promise<UserRow> {
      const [user] = await q.select().from(users).where(eq(users.id, id));
      return user;
    },

    async setStatus(id: number, set: Pick<Partial<UserRow>, 'account_status' | 'status_reason' | 'status_before_deactivation'>, q: DbOrTx = db): Promise<void> {
      await q
        .update(users)
        .set({ ...set, updated_at: new Date() })
        .where(eq(users.id, id));
    },

    async setHospitalVerification(
      userId: number,
      set: Pick<Partial<typeof hospitalProfiles.$inferSelect>, 'verification_status' | 'verified_at'>,
      q: DbOrTx = db,
    ): Promise<void> {
      await q
        .update(hospitalProfiles)
        .set({ ...set, updated_at: new Date() })
        .where(eq(hospitalProfiles.user_id, userId));
    },

    revokeAllSessions: (userId: number, q: DbOrTx = db) => revokeAllSessions(q, userId),
  };
}

export type UserRecords = ReturnType<typeof userRecords>;
