// Opening a ticket, the lists (a person's own; an admin's queue with its filters) and one ticket's
// read. Every read first writes the closes that are due among the tickets it shows (closing.ts).

import type { Paginated, SupportTicket, SupportTicketDetail, SupportTicketInput, SupportTicketsQuery } from '@naijacare/contracts';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { offsetOf, pageOf } from '../../db/pages';
import { enforce } from '../../http/counters';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { closeDue, listScope } from './closing';
import { ANY_TICKET, type SupportContext, viewerOf } from './context';
import { type JoinedTicket, joinedTickets, readTicket, toTicket, type Viewer, visibleTo } from './rows';
import { supportMessages, supportTickets } from './schema';

export function ticketUseCases(ctx: SupportContext) {
  const { db, appointments, notices, counters, limits, now } = ctx;

  /** The appointment, if the caller is a party of it: its patient, its doctor, or the hospital it is
   * at (booked); anything else — another's, an open slot, an affiliated doctor's own practice, none at
   * all — is refused alike. */
  async function ownAppointment(c: Caller, id: number): Promise<number> {
    const refused = badRequest('support_appointment_invalid', 'appointment');
    const a = await appointments.get(c, id).catch((error) => {
      throw error instanceof AppError && error.statusCode === 404 ? refused : error;
    });
    const party =
      (c.patientId !== null && a.patient === c.patientId) ||
      (c.doctorId !== null && a.doctor === c.doctorId) ||
      (c.hospitalId !== null && a.hospital === c.hospitalId && a.patient !== null);
    if (!party) throw refused;
    return a.id;
  }

  /** The appointment the ticket names, as the reader may see it (null once they no longer do). */
  async function appointmentOf(q: DbOrTx, id: number | null, c: Caller): Promise<SupportTicketDetail['appointment']> {
    if (id === null) return null;
    const a = await appointments.get(c, id, q).catch((error) => {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    });
    if (!a) return null;
    return {
      id,
      scheduled_at: a.scheduled_at,
      appointment_type: a.appointment_type,
      status: a.status,
      doctor_name: a.doctor_name,
      patient_name: a.patient_name,
    };
  }

  async function detail(q: DbOrTx, r: JoinedTicket, c: Caller): Promise<SupportTicketDetail> {
    return { ...toTicket(r, viewerOf(c), now()), appointment: await appointmentOf(q, r.ticket.appointment_id, c) };
  }

  /** A ticket this viewer may see, its close written first if due; another's is not found. */
  async function visible(q: DbOrTx, id: number, v: Viewer): Promise<JoinedTicket> {
    await closeDue(q, { ticketId: id }, now());
    const r = await readTicket(q, id, v);
    if (!r) throw notFound('support_ticket_not_found');
    return r;
  }

  function filters(q: SupportTicketsQuery, v: Viewer): SQL | undefined {
    const where: (SQL | undefined)[] = [visibleTo(v)];
    if (q.status) where.push(eq(supportTickets.status, q.status));
    if (q.category) where.push(eq(supportTickets.category, q.category));
    if (q.search) where.push(ilike(supportTickets.subject, containsPattern(q.search)));
    // Who took it is the admins' concern: a person's own list ignores the filter.
    if (v.isAdmin && q.assignee)
      where.push(
        q.assignee === 'none' ? isNull(supportTickets.assignee_id) : eq(supportTickets.assignee_id, q.assignee === 'me' ? v.userId : Number(q.assignee)),
      );
    return and(...where);
  }

  return {
    /** A patient, doctor or hospital opens a ticket with its first message; the admins are told. */
    async open(c: Caller, input: SupportTicketInput): Promise<SupportTicketDetail> {
      if (c.isAdmin) throw forbidden('support_admins_answer');
      await enforce(counters, `support-tickets:${c.actor.id}`, limits.ticketsPerUser, 'support tickets');
      const appointmentId = input.appointment ? await ownAppointment(c, input.appointment) : null;
      return db.transaction(async (tx) => {
        const at = now();
        const [ticket] = await tx
          .insert(supportTickets)
          .values({
            requester_id: c.actor.id,
            subject: input.subject,
            category: input.category,
            appointment_id: appointmentId,
            created_at: at,
            last_activity_at: at,
          })
          .returning({ id: supportTickets.id });
        await tx.insert(supportMessages).values({ ticket_id: ticket.id, author_id: c.actor.id, from_staff: false, body: input.message, created_at: at });
        const r = (await readTicket(tx, ticket.id, ANY_TICKET)) as JoinedTicket;
        await notices.opened(tx, r);
        return detail(tx, r, c);
      });
    },

    /** A person's own tickets, or (admins) every ticket; newest activity first. */
    async list(c: Caller, q: SupportTicketsQuery): Promise<Paginated<SupportTicket>> {
      const v = viewerOf(c);
      await closeDue(db, listScope(v), now());
      const where = filters(q, v);
      const [{ total }] = await db.select({ total: count() }).from(supportTickets).where(where);
      const rows = await joinedTickets(db)
        .where(where)
        .orderBy(desc(supportTickets.last_activity_at), desc(supportTickets.id))
        .limit(q.page_size)
        .offset(offsetOf(q));
      const at = now();
      return pageOf(
        q,
        total,
        (rows as JoinedTicket[]).map((r) => toTicket(r, v, at)),
      );
    },

    async get(c: Caller, id: number): Promise<SupportTicketDetail> {
      return detail(db, await visible(db, id, viewerOf(c)), c);
    },

    visible,
    detail,
  };
}

export type TicketUseCases = ReturnType<typeof ticketUseCases>;
