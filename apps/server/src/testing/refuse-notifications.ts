// For tests that prove a change and its notification commit together: while `work` runs, the
// test's own database refuses every new notification, as a crash or a full disk would.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function whileNotificationsFail<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await db.execute(
    sql.raw(`create or replace function refuse_notification() returns trigger language plpgsql as $$
      begin raise exception 'notifications refused by the test'; end $$`),
  );
  await db.execute(sql.raw('create trigger refuse_notification before insert on notifications for each row execute function refuse_notification()'));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw('drop trigger refuse_notification on notifications'));
    await db.execute(sql.raw('drop function refuse_notification()'));
  }
}
