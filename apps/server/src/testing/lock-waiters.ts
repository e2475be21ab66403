// Races made to happen in a set order: a test holds a row or table lock, starts requests that
// queue behind it, and waits here until PostgreSQL itself says they are waiting, before letting go.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Waits until `n` statements of this database wait for a lock (row, table or advisory). */
export async function lockWaiters(db: Db, n: number): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0].n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never saw ${n} statements waiting for a lock`);
}
