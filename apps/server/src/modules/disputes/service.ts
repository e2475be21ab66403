// Disputes (DOMAIN "Dispute"): a patient opens one on their appointment; the patient, the doctor
// concerned and admins follow it and write in its thread; admins take it under review and decide
// it. One use case a file behind this façade: opening.ts, decisions.ts (review, resolve, dismiss);
// the lifecycle is transitions.ts; the money is wallet/dispute-money.ts.

import type { Dispute, DisputeMessage, DisputesQuery, Paginated } from '@naijacare/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like';
import { offsetOf, pageOf } from '../../db/pages';
import { AppError, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { ANY_DISPUTE, type DisputesContext, type DisputesDeps, viewerOf } from './context';
import { decisionUseCases } from './decisions';
import { disputeNotices } from './notices';
import { openDispute } from './opening';
import {
  countDisputes,
  type JoinedDispute,
  joinedDisputes,
  lockDispute,
  messagesOf,
  readDispute,
  searchable,
  sideOf,
  toDispute,
  toMessage,
  type Viewer,
  visibleTo,
} from './rows';
import { disputeMessages, disputes } from './schema';
import { refusal } from './transitions';

export type { DisputesDeps } from './context';

export function disputesService({ now = () => new Date(), notifications, db }: DisputesDeps) {
  const ctx: DisputesContext = { db, notices: disputeNotices(notifications), now };
  const decisions = decisionUseCases(ctx);

  function filters(q: DisputesQuery, v: Viewer): SQL | undefined {
    const where: (SQL | undefined)[] = [visibleTo(v)];
    if (q.status) where.push(eq(disputes.status, q.status));
    if (q.category) where.push(eq(disputes.category, q.category));
    if (q.search) {
      const n = /^#?([1-9][0-9]{0,8})$/.exec(q.search);
      where.push(n ? eq(disputes.id, Number(n[1])) : searchable(containsPattern(q.search)));
    }
    return and(...where);
  }

  async function visible(id: number, v: Viewer): Promise<JoinedDispute> {
    const r = await readDispute(db, id, v);
    if (!r) throw notFound('dispute_not_found');
    return r;
  }

  return {
    open: openDispute(ctx),

    /** A patient's disputes, a doctor's (on their appointments) or, for admins, every one; newest first. */
    async list(c: Caller, q: DisputesQuery): Promise<Paginated<Dispute>> {
      const v = viewerOf(c);
      const where = filters(q, v);
      // The search reads the parties' names: the count joins them as the page does.
      const total = await countDisputes(db, where);
      const rows = await joinedDisputes(db).where(where).orderBy(desc(disputes.id)).limit(q.page_size).offset(offsetOf(q));
      return pageOf(
        q,
        total,
        (rows as JoinedDispute[]).map((r) => toDispute(r, v)),
      );
    },

    get: async (c: Caller, id: number): Promise<Dispute> => toDispute(await visible(id, viewerOf(c)), viewerOf(c)),

    messages: async (c: Caller, id: number): Promise<DisputeMessage[]> => {
      const v = viewerOf(c);
      await visible(id, v);
      return messagesOf(db, id, v);
    },

    /** A message from the patient, the doctor concerned or an admin while the dispute is undecided; the other sides are told. */
    async message(c: Caller, id: number, body: string): Promise<DisputeMessage> {
      const v = viewerOf(c);
      return db.transaction(async (tx) => {
        const d = await lockDispute(tx, id, v);
        const side = d && sideOf(d, v);
        if (!d || !side) throw notFound('dispute_not_found');
        const refused = refusal('message', d.status);
        if (refused) throw new AppError(refused[0], refused[1], { params: refused[2], details: { status: d.status } });
        const [m] = await tx.insert(disputeMessages).values({ dispute_id: id, author_id: c.actor.id, author_role: side, body, created_at: now() }).returning();
        const name = `${c.actor.first_name} ${c.actor.last_name}`;
        await ctx.notices.message(tx, (await readDispute(tx, id, ANY_DISPUTE)) as JoinedDispute, side, c.actor.id, side === 'doctor' ? `Dr. ${name}` : name);
        return toMessage(m, name, v);
      });
    },

    review: decisions.review,
    resolve: decisions.resolve,
    dismiss: decisions.dismiss,
  };
}

export type DisputesService = ReturnType<typeof disputesService>;
