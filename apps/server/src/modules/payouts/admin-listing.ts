// Payouts as the admin sees them: every person's, with who asked (a doctor's name, a hospital's
// name) joined into the one statement that reads them, what the admin may do to each now, and
// what the requester owes the platform (an approval waits until their earnings pay it).

import type { AdminPayout, AdminPayoutsQuery } from '@naijacare/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verifiedHolderOf } from '../accounts/money-parties';
import { hospitalProfiles, users } from '../accounts/schema';
import { debts } from '../wallet/service';
import { nameMismatch } from './name-match';
import { toPayout } from './rows';
import { payouts } from './schema';
import { adminActionsFor } from './transitions';

const columns = {
  payout: payouts,
  first_name: users.first_name,
  last_name: users.last_name,
  user_type: users.user_type,
  hospital_name: hospitalProfiles.hospital_name,
  verified_name: users.verified_name,
};

type Joined = {
  payout: typeof payouts.$inferSelect;
  first_name: string;
  last_name: string;
  user_type: string;
  hospital_name: string | null;
  verified_name: string | null;
};

const toAdminPayout = (r: Joined, owed: Map<number, number>): AdminPayout => {
  const payout = toPayout(r.payout);
  const holder = verifiedHolderOf(r);
  const isHospital = r.user_type === 'hospital';
  return {
    ...payout,
    requester: {
      id: r.payout.user_id,
      name: isHospital ? (r.hospital_name ?? `${r.first_name} ${r.last_name}`) : `Dr. ${r.first_name} ${r.last_name}`,
      user_type: isHospital ? 'hospital' : 'doctor',
    },
    allowed_actions: adminActionsFor(payout.status),
    needs_review: r.payout.needs_review,
    // The account's name as the bank held it when the payout was asked for, against the name an
    // admin approved its holder under (not their name now: that they may change alone).
    name_mismatch: nameMismatch(r.payout.account_name, holder.name, holder.kind),
    requester_debt: owed.get(r.payout.user_id) ?? 0,
  };
};

/** Each payout with what its requester owes the platform (the wallet module's read). */
async function withDebts(db: DbOrTx, rows: Joined[]) {
  const owed = await debts.debtsOf(db, [...new Set(rows.map((r) => r.payout.user_id))]);
  return rows.map((r) => toAdminPayout(r, owed));
}

const joined = (db: DbOrTx) =>
  db.select(columns).from(payouts).innerJoin(users, eq(users.id, payouts.user_id)).leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, payouts.user_id));

/** Every payout, newest first, of one status or all. */
export async function adminPayoutPage(db: DbOrTx, q: AdminPayoutsQuery) {
  const where = q.status ? eq(payouts.status, q.status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(payouts).where(where);
  const rows = await joined(db)
    .where(where)
    .orderBy(desc(payouts.created_at), desc(payouts.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results: await withDebts(db, rows) };
}

export async function adminPayout(db: DbOrTx, id: number): Promise<AdminPayout> {
  const [row] = await joined(db).where(eq(payouts.id, id));
  return (await withDebts(db, [row]))[0];
}
