// Whether a patient may open a dispute on an appointment, and if not why: its status (completed, a
// no-show, or cancelled by the doctor), its time (DISPUTE_WINDOW_DAYS), and no dispute already open
// on it. Opening one (opening.ts) refuses by these rules; the appointment as its patient reads it
// carries the same answer (appointments/serialize.ts), so the app offers "Open a dispute" only where
// it would be accepted and "View the dispute" where one is open.

import { DISPUTE_WINDOW_DAYS, formatLagos, type MessageCode, type MessageParams, serverMessage } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { disputes } from './schema';

const DAY_MS = 86_400_000;

export interface DisputeRefusal {
  code: MessageCode;
  params: MessageParams;
  details: Record<string, unknown>;
}

/** Why this appointment cannot be disputed now, or null: its status and its time. */
export function disputeIneligibility(
  a: { status: string; cancelled_by: number | null; scheduled_at: Date },
  doctorUserId: number,
  now: Date,
): DisputeRefusal | null {
  const cancelledByDoctor = a.status === 'cancelled' && a.cancelled_by === doctorUserId;
  if (!(a.status === 'completed' || a.status === 'no_show' || cancelledByDoctor))
    return {
      code: 'dispute_appointment_not_eligible',
      details: { status: a.status },
      params: { status: a.status === 'cancelled' ? 'cancelled by the patient or the hospital' : a.status.replace('_', ' ') },
    };
  if (now.getTime() > a.scheduled_at.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS)
    return {
      code: 'dispute_window_closed',
      details: { window_days: DISPUTE_WINDOW_DAYS },
      params: { days: DISPUTE_WINDOW_DAYS, when: formatLagos(a.scheduled_at) },
    };
  return null;
}

/** The id of the dispute open (or under review) on the appointment of this id column, in the statement that reads it. */
export const openDisputeId = (appointmentId: AnyPgColumn) =>
  sql<
    number | null
  >`(select ${disputes.id} from ${disputes} where ${disputes.appointment_id} = ${appointmentId} and ${disputes.status} in ('open', 'under_review') limit 1)`;

/** What the appointment's patient is told about disputing it: the open dispute, or why they may not open one (null: they may). */
export function disputeStanding(
  a: { status: string; cancelled_by: number | null; scheduled_at: Date },
  doctorUserId: number,
  openId: number | null,
  now: Date,
): { open_id: number | null; refusal: { code: string; message: string; params: MessageParams } | null } {
  const refused: DisputeRefusal | null =
    openId !== null ? { code: 'dispute_already_open', params: {}, details: {} } : disputeIneligibility(a, doctorUserId, now);
  return { open_id: openId, refusal: refused && { code: refused.code, message: serverMessage(refused.code, refused.params), params: refused.params } };
}
