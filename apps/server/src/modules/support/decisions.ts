// The admin's moves on a ticket: taking it (assign to me) and resolving it, with an optional note
// its owner reads as the thread's last message. Each runs under the ticket's row lock
// (lifecycle.ts): of two admins taking one ticket at once one gets it and the other is told who
// did (409); of two resolving it, the second is told it is resolved (409), and the owner is told once.

import type { SupportTicketDetail } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { conflict } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { ANY_TICKET, type SupportContext, viewerOf } from './context';
import type { TicketLifecycle } from './lifecycle';
import { type JoinedTicket, readTicket } from './rows';
import { supportMessages, supportTickets } from './schema';
import type { TicketUseCases } from './tickets';

export function decisionUseCases(ctx: SupportContext, tickets: Pick<TicketUseCases, 'detail'>, move: TicketLifecycle) {
  const { notices } = ctx;
  return {
    /** Assigns the ticket to the calling admin; already theirs, nothing changes. */
    assign: (c: Caller, id: number): Promise<SupportTicketDetail> =>
      move(id, viewerOf(c), 'assign', async (tx, t) => {
        if (t.assignee_id !== null && t.assignee_id !== c.actor.id) {
          const taken = (await readTicket(tx, id, ANY_TICKET)) as JoinedTicket;
          const name = `${taken.assignee_first} ${taken.assignee_last}`;
          throw conflict('support_ticket_assigned', { assignee: { id: t.assignee_id, name } }, { name });
        }
        if (t.assignee_id === null) await tx.update(supportTickets).set({ assignee_id: c.actor.id }).where(eq(supportTickets.id, id));
        return tickets.detail(tx, (await readTicket(tx, id, ANY_TICKET)) as JoinedTicket, c);
      }),

    /** Resolves the ticket (taking it, when nobody had); its owner is told and has 7 days to reply. */
    resolve: (c: Caller, id: number, note?: string): Promise<SupportTicketDetail> =>
      move(id, viewerOf(c), 'resolve', async (tx, t, at) => {
        if (note) await tx.insert(supportMessages).values({ ticket_id: id, author_id: c.actor.id, from_staff: true, body: note, created_at: at });
        await tx
          .update(supportTickets)
          .set({ status: 'resolved', resolved_at: at, resolved_by: c.actor.id, assignee_id: t.assignee_id ?? c.actor.id, last_activity_at: at })
          .where(eq(supportTickets.id, id));
        const r = (await readTicket(tx, id, ANY_TICKET)) as JoinedTicket;
        await notices.resolved(tx, r);
        return tickets.detail(tx, r, c);
      }),
  };
}
