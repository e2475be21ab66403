// A ticket's thread: reading it, and replying. An admin's reply leaves the ticket awaiting its
// owner (and takes it, when nobody had); the owner's reply opens it again — a resolved one too,
// within its 7 days, when the resolution is undone. Every reply tells the other side.

import type { Paginated, SupportMessage } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { PageAsked } from '../../db/pages';
import { enforce } from '../../http/counters';
import type { Caller } from '../accounts/caller';
import { ANY_TICKET, type SupportContext, viewerOf } from './context';
import type { TicketLifecycle } from './lifecycle';
import { type JoinedTicket, messagePage, readTicket, requesterName, toMessage } from './rows';
import { supportMessages, supportTickets } from './schema';
import type { TicketUseCases } from './tickets';
import { statusAfter } from './transitions';

export function threadUseCases(ctx: SupportContext, tickets: Pick<TicketUseCases, 'visible'>, move: TicketLifecycle) {
  const { db, notices, counters, limits } = ctx;
  return {
    /** The thread, oldest first. */
    async messages(c: Caller, id: number, q: PageAsked): Promise<Paginated<SupportMessage>> {
      const v = viewerOf(c);
      return messagePage(db, await tickets.visible(db, id, v), v, q);
    },

    async reply(c: Caller, id: number, body: string): Promise<SupportMessage> {
      const v = viewerOf(c);
      await enforce(counters, `support-replies:${c.actor.id}`, limits.repliesPerUser, 'replies');
      const what = v.isAdmin ? 'admin_reply' : 'owner_reply';
      return move(id, v, what, async (tx, t, at) => {
        const [message] = await tx
          .insert(supportMessages)
          .values({ ticket_id: id, author_id: c.actor.id, from_staff: v.isAdmin, body, created_at: at })
          .returning();
        await tx
          .update(supportTickets)
          .set({
            status: statusAfter(what, t.status),
            last_activity_at: at,
            ...(v.isAdmin && t.assignee_id === null ? { assignee_id: c.actor.id } : {}),
            // Reopened: the resolution is undone, and with it the days to closing.
            ...(what === 'owner_reply' && t.status === 'resolved' ? { resolved_at: null, resolved_by: null } : {}),
          })
          .where(eq(supportTickets.id, id));
        const r = (await readTicket(tx, id, ANY_TICKET)) as JoinedTicket;
        if (v.isAdmin) await notices.adminReplied(tx, r);
        else await notices.ownerReplied(tx, r);
        return toMessage(message, v.isAdmin ? `${c.actor.first_name} ${c.actor.last_name}` : requesterName(r), v);
      });
    },
  };
}
