// Open disputes for the dashboard. The disputes table is built on its own branch: until it is
// merged there is nothing to count, so this answers 0. Once `disputes` exists, this counts its
// open rows (opened or under review) in the patient's state — `scope` 'all' or a state code —
// and the dashboard and its table by state need no other change.

import type { DbOrTx } from '../../db/client';

export async function openDisputesByState(_db: DbOrTx): Promise<{ state: string | null; n: number }[]> {
  return [];
}
