// Top-ups that did not end in money: failed ones (with the provider's words) and pending ones,
// with their age, a pending one older than TOP_UP_STALE_MINUTES being "stale" — the payer left the
// checkout, or the provider's webhook never came. An admin may re-verify one: the payments
// service asks the provider as the payer's own verify does, and settles it if it was paid, once.

import { type AdminTopUp, type AdminTopUpsQuery, formatNaira, type MoneyParty, TOP_UP_STALE_MINUTES } from '@naijacare/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { notFound } from '../../http/errors';
import { partiesOf, usersMatching } from '../accounts/money-parties';
import { payments } from './schema';
import type { PaymentsService } from './service';

type Row = typeof payments.$inferSelect;

function toAdminTopUp(p: Row, user: MoneyParty, now: Date): AdminTopUp {
  const age = Math.max(0, Math.floor((now.getTime() - p.created_at.getTime()) / 60_000));
  return {
    reference: p.reference,
    status: p.status,
    amount: p.amount,
    amount_formatted: formatNaira(p.amount),
    failure_reason: p.failure_reason,
    created_at: p.created_at.toISOString(),
    settled_at: p.settled_at?.toISOString() ?? null,
    user,
    provider: p.provider,
    age_minutes: age,
    stale: p.status === 'pending' && age > TOP_UP_STALE_MINUTES,
  };
}

/** The rows as the admin sees them, their payers named. */
async function named(db: DbOrTx, rows: Row[], now: Date): Promise<AdminTopUp[]> {
  const people = await partiesOf(
    db,
    rows.map((p) => p.user_id),
  );
  return rows.map((p) => toAdminTopUp(p, people.get(p.user_id)!, now));
}

export async function topUpPage(db: DbOrTx, q: AdminTopUpsQuery, now: Date) {
  const where: (SQL | undefined)[] = [q.status ? eq(payments.status, q.status) : inArray(payments.status, ['pending', 'failed'])];
  if (q.search) where.push(or(inArray(payments.user_id, usersMatching(db, q.search)), ilike(payments.reference, containsPattern(q.search))));
  const [{ total }] = await db
    .select({ total: count() })
    .from(payments)
    .where(and(...where));
  const rows = await db
    .select()
    .from(payments)
    .where(and(...where))
    .orderBy(desc(payments.created_at), desc(payments.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { count: total, next: q.page * q.page_size < total ? q.page + 1 : null, results: await named(db, rows, now) };
}

async function topUp(db: DbOrTx, reference: string, now: Date): Promise<AdminTopUp> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw notFound('payment_not_found');
  const [answer] = await named(db, [row], now);
  return answer;
}

/** Asks the provider about one top-up, through the payer's own verify: a paid one is credited once. */
export async function reverifyTopUp(db: DbOrTx, service: Pick<PaymentsService, 'verify'>, reference: string, now: () => Date): Promise<AdminTopUp> {
  const before = await topUp(db, reference, now());
  if (before.status !== 'succeeded') await service.verify(before.user.id, reference);
  return topUp(db, reference, now());
}
