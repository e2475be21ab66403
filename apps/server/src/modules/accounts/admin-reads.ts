// The platform's administrators, for the modules that tell them of something to answer (a new
// support ticket, a reply on one no admin has taken yet).

import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './schema';

/** The user ids of every active admin (an admin account, or any account with is_superuser). */
export async function activeAdminIds(q: DbOrTx): Promise<number[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.account_status, 'active'), or(eq(users.user_type, 'admin'), eq(users.is_superuser, true))))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}
