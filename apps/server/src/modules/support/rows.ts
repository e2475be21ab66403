// Tickets and messages as the API shows them to one viewer, and the reads every use case
// shares. The requester's and the assignee's names (a doctor's "Dr. …", a hospital's own name) are
// joined into the one statement that reads a ticket.

import type { SupportMessage, SupportTicket } from '@naijacare/contracts';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { offsetOf, type PageAsked, pageOf } from '../../db/pages';
import { hospitalProfiles, users } from '../accounts/schema';
import { supportMessages, supportTickets } from './schema';
import { actionsFor, closesAt, statusNow, type TicketRow } from './transitions';

/** Who reads: their user id, and whether they answer tickets (an admin) or own them. */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

/** What a ticket's owner reads for the admin who wrote to them. */
export const STAFF_NAME = 'NaijaCare Support';

const requester = alias(users, 'requester');
const assignee = alias(users, 'assignee');

const columns = {
  ticket: supportTickets,
  requester_first: requester.first_name,
  requester_last: requester.last_name,
  requester_type: requester.user_type,
  hospital_name: hospitalProfiles.hospital_name,
  assignee_first: assignee.first_name,
  assignee_last: assignee.last_name,
  message_count: sql<number>`(select count(*)::int from ${supportMessages} where ${supportMessages.ticket_id} = ${supportTickets.id})`,
};

export interface JoinedTicket {
  ticket: TicketRow;
  /** Null for a ticket sent signed out (its contact_name is the requester's). */
  requester_first: string | null;
  requester_last: string | null;
  requester_type: string | null;
  hospital_name: string | null;
  assignee_first: string | null;
  assignee_last: string | null;
  message_count: number;
}

export const joinedTickets = (q: DbOrTx) =>
  q
    .select(columns)
    .from(supportTickets)
    .leftJoin(requester, eq(requester.id, supportTickets.requester_id))
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, supportTickets.requester_id))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assignee_id));

/** The tickets this viewer may see: every one for an admin, their own for anyone else. */
export const visibleTo = (v: Viewer): SQL | undefined => (v.isAdmin ? undefined : eq(supportTickets.requester_id, v.userId));

/** "Dr. Ada Obi", a hospital's name, a patient's (or anyone else's) full name, or the name a signed-out sender gave. */
export function requesterName(r: Pick<JoinedTicket, 'ticket' | 'requester_first' | 'requester_last' | 'requester_type' | 'hospital_name'>): string {
  if (r.requester_type === null) return r.ticket.contact_name ?? '';
  const full = `${r.requester_first} ${r.requester_last}`;
  if (r.requester_type === 'hospital') return r.hospital_name ?? full;
  return r.requester_type === 'doctor' ? `Dr. ${full}` : full;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTicket(r: JoinedTicket, v: Viewer, now: Date): SupportTicket {
  const t = r.ticket;
  const status = statusNow(t, now);
  const assigned = t.assignee_id !== null;
  const owner = t.requester_id === v.userId && !v.isAdmin;
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    status,
    requester: { id: t.requester_id, name: requesterName(r), user_type: (r.requester_type ?? 'guest') as SupportTicket['requester']['user_type'] },
    contact: v.isAdmin && t.requester_id === null ? { email: t.contact_email, phone: t.contact_phone } : null,
    assignee: v.isAdmin && t.assignee_id !== null ? { id: t.assignee_id, name: `${r.assignee_first} ${r.assignee_last}` } : null,
    assigned,
    appointment_id: t.appointment_id,
    message_count: r.message_count,
    created_at: t.created_at.toISOString(),
    last_activity_at: t.last_activity_at.toISOString(),
    resolved_at: status === 'resolved' || status === 'closed' ? iso(t.resolved_at) : null,
    closes_at: status === 'resolved' && t.resolved_at ? closesAt(t.resolved_at).toISOString() : null,
    closed_at: status === 'closed' ? ((t.closed_at ?? (t.resolved_at && closesAt(t.resolved_at)))?.toISOString() ?? null) : null,
    allowed_actions: v.isAdmin ? actionsFor('admin', { status, assigned }) : owner ? actionsFor('owner', { status, assigned }) : [],
  };
}

/** The ticket as this viewer may see it, or undefined (another person's is as if it did not exist). */
export async function readTicket(q: DbOrTx, id: number, v: Viewer): Promise<JoinedTicket | undefined> {
  const [row] = await joinedTickets(q).where(and(eq(supportTickets.id, id), visibleTo(v)));
  return row as JoinedTicket | undefined;
}

/** The ticket's row, locked until the transaction ends, if this viewer may see it: one change at a time. */
export async function lockTicket(tx: Tx, id: number, v: Viewer): Promise<TicketRow | undefined> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), visibleTo(v)))
    .for('update');
  return row;
}

const author = alias(users, 'author');

/** A thread's page, oldest first; an admin's name is shown to admins only. */
export async function messagePage(q: DbOrTx, ticket: JoinedTicket, v: Viewer, asked: PageAsked) {
  const ticketId = ticket.ticket.id;
  const [{ total }] = await q.select({ total: count() }).from(supportMessages).where(eq(supportMessages.ticket_id, ticketId));
  const rows = await q
    .select({ m: supportMessages, first: author.first_name, last: author.last_name })
    .from(supportMessages)
    .leftJoin(author, eq(author.id, supportMessages.author_id))
    .where(eq(supportMessages.ticket_id, ticketId))
    .orderBy(asc(supportMessages.id))
    .limit(asked.page_size)
    .offset(offsetOf(asked));
  return pageOf(
    asked,
    total,
    rows.map((r) => toMessage(r.m, r.m.from_staff ? `${r.first} ${r.last}` : requesterName(ticket), v)),
  );
}

export function toMessage(m: typeof supportMessages.$inferSelect, authorName: string, v: Viewer): SupportMessage {
  const hidden = m.from_staff && !v.isAdmin;
  return {
    id: m.id,
    ticket: m.ticket_id,
    from_staff: m.from_staff,
    author: hidden ? { id: null, name: STAFF_NAME } : { id: m.author_id, name: authorName },
    body: m.body,
    created_at: m.created_at.toISOString(),
  };
}
