// A resolved ticket closes 7 days after its resolution unless its owner replied (which reopened
// it). The close is written when anyone next reads the tickets it belongs to (lazily, so a list is
// never stale) and in a sweep every few minutes (so counts and filters are true without a read).
// Both are the one UPDATE below: of two at once, the second finds the rows already closed.

import { SUPPORT_CLOSE_AFTER_DAYS } from '@naijacare/contracts';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from './rows';
import { supportTickets } from './schema';
import { closeDueBefore } from './transitions';

/** What a close looks at: every ticket, one person's, or one ticket. */
export type CloseScope = { all: true } | { requesterId: number } | { ticketId: number };

/** Closes the due resolved tickets in scope; returns how many this call closed. closed_at is when
 * the rule closed it (resolved_at + 7 days), whenever it was noticed. */
export async function closeDue(q: DbOrTx, scope: CloseScope, now: Date): Promise<number> {
  const inScope =
    'requesterId' in scope ? eq(supportTickets.requester_id, scope.requesterId) : 'ticketId' in scope ? eq(supportTickets.id, scope.ticketId) : undefined;
  const closed = await q
    .update(supportTickets)
    .set({ status: 'closed', closed_at: sql`${supportTickets.resolved_at} + make_interval(days => ${sql.raw(String(SUPPORT_CLOSE_AFTER_DAYS))})` })
    .where(and(eq(supportTickets.status, 'resolved'), lte(supportTickets.resolved_at, closeDueBefore(now)), inScope))
    .returning({ id: supportTickets.id });
  return closed.length;
}

/** What a viewer's list read closes first: an admin's queue shows everyone's, a person only their own. */
export const listScope = (v: Viewer): CloseScope => (v.isAdmin ? { all: true } : { requesterId: v.userId });
