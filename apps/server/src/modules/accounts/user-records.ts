// The reads and status writes of user accounts that the admin module's decisions need.
// The accounts module owns these tables; the admin module decides, this module writes.

import { type AdminUserOrdering, addDays, lagosInstant, type UserType } from '@naijacare/contracts';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { notFound } from '../../http/errors';
import type { UserRow } from './caller';
import { currentHolderName } from './money-parties';
import { sessionOf } from './profile-rows';
import { hospitalProfiles, users } from './schema';
import { revokeAllSessions } from './sessions';

export interface UserFilter {
  user_type?: UserType;
  account_status?: UserRow['account_status'];
  state?: string;
  /** Lagos calendar days, inclusive. */
  joined_from?: string;
  joined_to?: string;
  ordering?: AdminUserOrdering;
  search?: string;
  page: number;
  page_size: number;
}

/** The columns each ordering sorts by; ties always fall back to newest first, so pages never overlap. */
function orderOf(ordering: AdminUserOrdering = '-date_joined'): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  const key = ordering.replace(/^-/, '');
  // A hospital account's name is its hospital's, but the list sorts by the account's own name: one
  // statement over one table, and a hospital's contact person's name is what its account carries.
  const name = [dir(sql`lower(${users.first_name})`), dir(sql`lower(${users.last_name})`)];
  const by: Record<string, SQL[]> = {
    date_joined: [dir(users.date_joined)],
    name,
    user_type: [dir(users.user_type)],
    account_status: [dir(users.account_status)],
  };
  return [...by[key], desc(users.date_joined), desc(users.id)];
}

/** A term that is a phone number however it is written (0803 123 4567, +234-803-…) matches by its digits,
 * a leading 0 read as Nigeria's +234, since numbers are stored as typed. */
function phoneDigitsMatch(term: string): SQL | undefined {
  if (!/^[+\d\s().-]+$/.test(term)) return undefined;
  let digits = term.replace(/\D/g, '');
  if (digits.length < 4) return undefined;
  if (digits.startsWith('0')) digits = `234${digits.slice(1)}`;
  return sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`;
}

export function userRecords(db: Db) {
  return {
    async listUsers(filter: UserFilter) {
      const where: SQL[] = [];
      if (filter.user_type) where.push(eq(users.user_type, filter.user_type));
      if (filter.account_status) where.push(eq(users.account_status, filter.account_status));
      if (filter.state) where.push(eq(users.state, filter.state));
      if (filter.joined_from) where.push(gte(users.date_joined, lagosInstant(filter.joined_from, 0)));
      if (filter.joined_to) where.push(lt(users.date_joined, lagosInstant(addDays(filter.joined_to, 1), 0)));
      if (filter.search) {
        const like = containsPattern(filter.search);
        const fullName = sql`${users.first_name} || ' ' || ${users.last_name}`;
        where.push(
          or(
            ilike(users.username, like),
            ilike(users.email, like),
            ilike(users.first_name, like),
            ilike(users.last_name, like),
            ilike(fullName, like),
            ilike(users.phone, like),
            phoneDigitsMatch(filter.search),
          ) as SQL,
        );
      }
      const cond = where.length ? and(...where) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
      const rows = await db
        .select()
        .from(users)
        .where(cond)
        .orderBy(...orderOf(filter.ordering))
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
    /** Locks the row against other decisions and bookings (their share lock), but not against rows that
     * merely reference it (a notification, a payout's decided_by take a key-share lock): a decision that
     * goes on to cancel the account's appointments never waits in a circle with their own writes. */
    async lockUser(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('no key update').limit(1);
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

    /** Records the account's name as it stands now as the name an admin approved it under. */
    async recordVerifiedName(userId: number, q: DbOrTx = db): Promise<void> {
      const name = await currentHolderName(q, userId);
      await q.update(users).set({ verified_name: name, updated_at: new Date() }).where(eq(users.id, userId));
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
