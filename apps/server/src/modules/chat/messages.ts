// Reading and writing an appointment's messages (the tables of this module only, with the
// senders' names joined in).

import type { ChatMessage } from '@naijacare/contracts';
import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { doctorProfiles, users } from '../accounts/schema';
import { isHidden } from '../reports/hidden';
import { chatMessages as m } from './schema';

const columns = {
  id: m.id,
  appointment_id: m.appointment_id,
  sender_id: m.sender_id,
  body: m.body,
  client_id: m.client_id,
  created_at: m.created_at,
  read_at: m.read_at,
  first_name: users.first_name,
  last_name: users.last_name,
  is_doctor: sql<boolean>`exists (select 1 from ${doctorProfiles} where ${doctorProfiles.user_id} = ${m.sender_id})`,
  hidden: isHidden('chat_message', m.id),
};

interface Row {
  id: number;
  appointment_id: number;
  sender_id: number;
  body: string;
  client_id: string;
  created_at: Date;
  read_at: Date | null;
  first_name: string;
  last_name: string;
  is_doctor: boolean;
  hidden: boolean;
}

function toMessage(r: Row): ChatMessage {
  return {
    id: r.id,
    appointment: r.appointment_id,
    sender: r.sender_id,
    sender_role: r.is_doctor ? 'doctor' : 'patient',
    sender_name: r.is_doctor ? `Dr. ${r.first_name} ${r.last_name}` : `${r.first_name} ${r.last_name}`,
    body: r.body,
    client_id: r.client_id,
    created_at: r.created_at.toISOString(),
    read_at: r.read_at?.toISOString() ?? null,
    ...(r.hidden ? { hidden: true } : {}),
  };
}

const select = (q: DbOrTx) => q.select(columns).from(m).innerJoin(users, eq(users.id, m.sender_id));

/** The messages after `after` this reader may see: a message a moderator hid is shown to its sender alone (marked). */
export async function messagesAfter(q: DbOrTx, appointmentId: number, after: number, limit: number, readerId: number): Promise<ChatMessage[]> {
  const rows = await select(q)
    .where(and(eq(m.appointment_id, appointmentId), gt(m.id, after), or(eq(m.sender_id, readerId), sql`not ${isHidden('chat_message', m.id)}`)))
    .orderBy(asc(m.id))
    .limit(limit);
  return (rows as Row[]).map(toMessage);
}

/** The message this sender already stored under this client_id, if any (a retry of it). */
export async function findSent(q: DbOrTx, appointmentId: number, senderId: number, clientId: string): Promise<ChatMessage | null> {
  const [row] = await select(q).where(and(eq(m.appointment_id, appointmentId), eq(m.sender_id, senderId), eq(m.client_id, clientId)));
  return row ? toMessage(row as Row) : null;
}

/** Where a message stands among its sending page's messages. */
export interface Sequence {
  stream: string;
  seq: number;
}

/** A page never has more messages on the wire than this: a larger jump in `seq` is no reordering
 * to wait for (a client's mistake, or an attempt to hold requests open), and is stored at once. */
export const CHAT_ORDER_MAX_GAP = 50;

/**
 * Whether the message before `seq` in its stream is stored, or was passed by a later one (which
 * waited for it in vain), or could not be on its way: a message may be stored once this is true.
 * The first of a stream always may.
 */
export async function mayFollow(q: DbOrTx, appointmentId: number, senderId: number, { stream, seq }: Sequence): Promise<boolean> {
  if (seq === 1) return true;
  const [row] = await q
    .select({ last: sql<number | null>`max(${m.seq})` })
    .from(m)
    .where(and(eq(m.appointment_id, appointmentId), eq(m.sender_id, senderId), eq(m.stream, stream)));
  const last = row?.last ?? 0;
  return last >= seq - 1 || seq - last > CHAT_ORDER_MAX_GAP;
}

/** Stores the message once per sender and client_id; a repeat answers the stored one. */
export async function storeMessage(
  q: DbOrTx,
  appointmentId: number,
  senderId: number,
  body: string,
  clientId: string,
  sequence?: Sequence,
): Promise<{ message: ChatMessage; created: boolean }> {
  const [inserted] = await q
    .insert(m)
    .values({ appointment_id: appointmentId, sender_id: senderId, body, client_id: clientId, stream: sequence?.stream, seq: sequence?.seq })
    .onConflictDoNothing({ target: [m.appointment_id, m.sender_id, m.client_id] })
    .returning({ id: m.id });
  const id =
    inserted?.id ??
    (
      await q
        .select({ id: m.id })
        .from(m)
        .where(and(eq(m.appointment_id, appointmentId), eq(m.sender_id, senderId), eq(m.client_id, clientId)))
    )[0].id;
  const [row] = await select(q).where(eq(m.id, id));
  return { message: toMessage(row as Row), created: inserted !== undefined };
}

/** Marks the other party's messages up to `upTo` read; the ids newly read. */
export async function markRead(q: DbOrTx, appointmentId: number, readerId: number, upTo: number, at: Date): Promise<number[]> {
  const rows = await q
    .update(m)
    .set({ read_at: at })
    .where(and(eq(m.appointment_id, appointmentId), ne(m.sender_id, readerId), lte(m.id, upTo), isNull(m.read_at)))
    .returning({ id: m.id });
  return rows.map((r) => r.id);
}

/** One message, hidden or not, for moderation: undefined when there is none. */
export async function messageById(q: DbOrTx, id: number): Promise<ChatMessage | undefined> {
  const [row] = await select(q).where(eq(m.id, id));
  return row ? toMessage(row as Row) : undefined;
}
