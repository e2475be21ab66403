// One move of a ticket's lifecycle (transitions.ts) on its locked row: of two requests at once
// (two admins resolving, an admin's reply crossing the owner's), the second waits for the first
// and is judged on the status the first left.

import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import type { SupportContext } from './context';
import { lockTicket, type Viewer } from './rows';
import { refusal, statusNow, type TicketMove, type TicketRow } from './transitions';

export function ticketLifecycle({ db, now }: Pick<SupportContext, 'db' | 'now'>) {
  /** Runs `apply` on the ticket locked, its status as of now (a resolution past its days reads
   * closed), once the move is allowed; another person's ticket is not found. */
  return async function move<T>(id: number, v: Viewer, what: TicketMove, apply: (tx: Tx, t: TicketRow, at: Date) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await lockTicket(tx, id, v);
      if (!row) throw notFound('support_ticket_not_found');
      const at = now();
      const status = statusNow(row, at);
      const refused = refusal(what, status);
      if (refused) throw new AppError(refused[0], refused[1], { params: refused[2], details: { status } });
      return apply(tx, { ...row, status }, at);
    });
  };
}

export type TicketLifecycle = ReturnType<typeof ticketLifecycle>;
