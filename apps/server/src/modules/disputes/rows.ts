// Disputes and their messages as the API shows them to one viewer, and the reads the use cases
// share. The patient's, the doctor's and the reviewer's names are joined into the one statement
// that reads a dispute; what can still be refunded is the fee less every refund already given on
// the appointment (a second dispute after a resolved one cannot pay the fee twice).

import type { Dispute, DisputeMessage } from '@naijacare/contracts';
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../accounts/schema';
import { disputeMessages, disputes } from './schema';
import { actionsFor, type Side } from './transitions';

export type DisputeRow = typeof disputes.$inferSelect;

/** Who reads: their user id and whether they are an admin (who sees every dispute). */
export interface Viewer {
  userId: number;
  isAdmin: boolean;
}

const patient = alias(users, 'patient');
const doctor = alias(users, 'doctor');
const reviewer = alias(users, 'reviewer');

const columns = {
  d: disputes,
  patient_first: patient.first_name,
  patient_last: patient.last_name,
  doctor_first: doctor.first_name,
  doctor_last: doctor.last_name,
  reviewer_first: reviewer.first_name,
  reviewer_last: reviewer.last_name,
  message_count: sql<number>`(select count(*)::int from ${disputeMessages} where ${disputeMessages.dispute_id} = ${disputes.id})`,
  refunded_elsewhere: sql<number>`(select coalesce(sum(other.refund_amount), 0)::bigint from disputes other where other.appointment_id = ${disputes.appointment_id} and other.id <> ${disputes.id})`,
};

export interface JoinedDispute {
  d: DisputeRow;
  patient_first: string;
  patient_last: string;
  doctor_first: string;
  doctor_last: string;
  reviewer_first: string | null;
  reviewer_last: string | null;
  message_count: number;
  refunded_elsewhere: number;
}

export const joinedDisputes = (q: DbOrTx) =>
  q
    .select(columns)
    .from(disputes)
    .innerJoin(patient, eq(patient.id, disputes.patient_user_id))
    .innerJoin(doctor, eq(doctor.id, disputes.doctor_user_id))
    .leftJoin(reviewer, eq(reviewer.id, disputes.reviewer_id));

export async function countDisputes(q: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await q
    .select({ total: count() })
    .from(disputes)
    .innerJoin(patient, eq(patient.id, disputes.patient_user_id))
    .innerJoin(doctor, eq(doctor.id, disputes.doctor_user_id))
    .where(where);
  return total;
}

/** Every dispute for an admin; the patient's and the doctor's own for them. */
export const visibleTo = (v: Viewer): SQL | undefined =>
  v.isAdmin ? undefined : or(eq(disputes.patient_user_id, v.userId), eq(disputes.doctor_user_id, v.userId));

/** Names searched by the admins' queue. */
export const searchable = (pattern: string) =>
  or(
    sql`(${patient.first_name} || ' ' || ${patient.last_name}) ilike ${pattern}`,
    sql`(${doctor.first_name} || ' ' || ${doctor.last_name}) ilike ${pattern}`,
    sql`${disputes.description} ilike ${pattern}`,
  );

export const sideOf = (d: Pick<DisputeRow, 'patient_user_id' | 'doctor_user_id'>, v: Viewer): Side | null =>
  v.isAdmin ? 'admin' : d.patient_user_id === v.userId ? 'patient' : d.doctor_user_id === v.userId ? 'doctor' : null;

export const patientName = (r: JoinedDispute) => `${r.patient_first} ${r.patient_last}`;
export const doctorName = (r: JoinedDispute) => `Dr. ${r.doctor_first} ${r.doctor_last}`;

/** Kobo a refund may still give back on this dispute's appointment. */
export const refundableOf = (r: JoinedDispute) => (r.d.fee_paid ? Math.max(0, r.d.fee - Number(r.refunded_elsewhere) - r.d.refund_amount) : 0);

export function toDispute(r: JoinedDispute, v: Viewer): Dispute {
  const d = r.d;
  const side = sideOf(d, v);
  return {
    id: d.id,
    category: d.category,
    description: d.description,
    status: d.status,
    outcome: d.outcome,
    refund_amount: d.refund_amount,
    note: d.note,
    appointment: {
      id: d.appointment_id,
      scheduled_at: d.appointment_at.toISOString(),
      appointment_type: d.appointment_type as Dispute['appointment']['appointment_type'],
      status: d.appointment_status as Dispute['appointment']['status'],
      fee: d.fee,
    },
    patient: { id: d.patient_user_id, name: patientName(r) },
    doctor: { id: d.doctor_user_id, name: doctorName(r) },
    reviewer:
      d.reviewer_id === null ? null : v.isAdmin ? { id: d.reviewer_id, name: `${r.reviewer_first} ${r.reviewer_last}` } : { id: 0, name: 'NaijaCare Support' },
    money: { fee_paid: d.fee_paid, refundable: refundableOf(r), earning_held: d.earning_held },
    message_count: r.message_count,
    created_at: d.created_at.toISOString(),
    decided_at: d.decided_at?.toISOString() ?? null,
    allowed_actions: side ? actionsFor(side, d.status) : [],
  };
}

export async function readDispute(q: DbOrTx, id: number, v: Viewer): Promise<JoinedDispute | undefined> {
  const [row] = await joinedDisputes(q).where(and(eq(disputes.id, id), visibleTo(v)));
  return row as JoinedDispute | undefined;
}

/** Advisory-lock key space of the disputes of one appointment (the second key is its id). */
const APPOINTMENT_DISPUTES = 4_211;

/**
 * Opening a dispute and deciding one on the same appointment, one at a time, until the transaction
 * ends; both take this first (before any row lock, so never in two orders). Without it an opening
 * that read "none decided" while a decision was being written would, once the decision committed
 * and freed the one-open index, store a second dispute beside a final decision.
 */
export async function lockAppointmentDisputes(tx: Tx, appointmentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${APPOINTMENT_DISPUTES}, ${appointmentId}::int)`);
}

/** The dispute's row locked until the transaction ends, if this viewer may see it. */
export async function lockDispute(tx: Tx, id: number, v: Viewer): Promise<DisputeRow | undefined> {
  const [row] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, id), visibleTo(v)))
    .for('update');
  return row;
}

/** Refunds given by other disputes on the appointment (for the amount check under the lock). */
export async function refundedElsewhere(tx: Tx, d: DisputeRow): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${disputes.refund_amount}), 0)::bigint` })
    .from(disputes)
    .where(and(eq(disputes.appointment_id, d.appointment_id), ne(disputes.id, d.id)));
  return Number(row.total);
}

const author = alias(users, 'author');

export async function messagesOf(q: DbOrTx, disputeId: number, v: Viewer): Promise<DisputeMessage[]> {
  const rows = await q
    .select({ m: disputeMessages, first: author.first_name, last: author.last_name })
    .from(disputeMessages)
    .innerJoin(author, eq(author.id, disputeMessages.author_id))
    .where(eq(disputeMessages.dispute_id, disputeId))
    .orderBy(disputeMessages.id);
  return rows.map((r) => toMessage(r.m, `${r.first} ${r.last}`, v));
}

/** An admin's name is shown to admins; the parties read "NaijaCare Support". */
export function toMessage(m: typeof disputeMessages.$inferSelect, name: string, v: Viewer): DisputeMessage {
  const hidden = m.author_role === 'admin' && !v.isAdmin;
  return {
    id: m.id,
    dispute: m.dispute_id,
    author: { id: hidden ? 0 : m.author_id, name: hidden ? 'NaijaCare Support' : m.author_role === 'doctor' ? `Dr. ${name}` : name, role: m.author_role },
    body: m.body,
    created_at: m.created_at.toISOString(),
  };
}
