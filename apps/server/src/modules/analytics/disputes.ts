// Open disputes for the dashboard: opened or under review, in the patient's state. Unlike the
// other figures this one is a count of now, not of a range, so it is not stored in the snapshots.

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../accounts/schema';
import { disputes } from '../disputes/schema';
import { rowsOf } from './figures';

export async function openDisputesByState(db: DbOrTx): Promise<{ state: string | null; n: number }[]> {
  return rowsOf(
    db,
    sql`select u.state as state, count(*)::int as n
      from ${disputes} d
      join ${users} u on u.id = d.patient_user_id
      where d.status in ('open', 'under_review')
      group by 1`,
  );
}
