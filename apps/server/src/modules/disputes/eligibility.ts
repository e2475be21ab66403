// Whether a patient may open a dispute on an appointment, and if not why: its status (completed, a
// no-show, or cancelled by the doctor), its time (DISPUTE_WINDOW_DAYS), and no dispute already on
// it — one open, or one decided, which is final. Opening one (opening.ts) refuses by these rules;
// the appointment as its patient reads it carries the same answer (appointments/serialize.ts), so
// the app offers "Open a dispute" only where it would be accepted and links to the dispute where
// there is one. A refusal says what happened: a cancellation names who made it, and one made by an
// account's deactivation says the fee came back in full when the account was closed.

import { DISPUTE_WINDOW_DAYS, formatLagos, type MessageCode, type MessageParams, serverMessage } from '@naijacare/contracts';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { deactivatedAccountName } from '../appointments/deactivation-reason';
import { disputes } from './schema';

const DAY_MS = 86_400_000;

export interface DisputeRefusal {
  code: MessageCode;
  params: MessageParams;
  details: Record<string, unknown>;
}

/** The appointment as the rules read it. */
export interface DisputedAppointment {
  status: string;
  cancelled_by: number | null;
  cancellation_reason: string | null;
  scheduled_at: Date;
}

/** Its people's user ids: who cancelled it is one of them, or an admin. */
export interface AppointmentParties {
  doctorUserId: number;
  patientUserId: number | null;
  hospitalUserId: number | null;
}

/** Why a cancellation other than the doctor's cannot be disputed, in the words of who made it. */
function cancelledRefusal(a: DisputedAppointment, p: AppointmentParties): DisputeRefusal {
  const byParty = a.cancelled_by !== null && [p.patientUserId, p.hospitalUserId].includes(a.cancelled_by);
  const closed = byParty ? null : deactivatedAccountName(a.cancellation_reason);
  if (closed !== null) return { code: 'dispute_cancelled_account_deactivated', details: { status: a.status }, params: { name: closed } };
  const by =
    a.cancelled_by !== null && a.cancelled_by === p.patientUserId
      ? 'cancelled by you'
      : a.cancelled_by !== null && a.cancelled_by === p.hospitalUserId
        ? 'cancelled by the hospital'
        : 'cancelled by NaijaCare';
  return { code: 'dispute_appointment_not_eligible', details: { status: a.status }, params: { status: by } };
}

/** Why this appointment cannot be disputed now, or null: its status and its time. */
export function disputeIneligibility(a: DisputedAppointment, p: AppointmentParties, now: Date): DisputeRefusal | null {
  if (a.status === 'cancelled' && a.cancelled_by !== p.doctorUserId) return cancelledRefusal(a, p);
  if (!(a.status === 'completed' || a.status === 'no_show' || a.status === 'cancelled'))
    return { code: 'dispute_appointment_not_eligible', details: { status: a.status }, params: { status: a.status.replace('_', ' ') } };
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

/** The id of the latest dispute decided (resolved or dismissed) on the appointment of this id column. */
export const decidedDisputeId = (appointmentId: AnyPgColumn) =>
  sql<
    number | null
  >`(select ${disputes.id} from ${disputes} where ${disputes.appointment_id} = ${appointmentId} and ${disputes.status} in ('resolved', 'dismissed') order by ${disputes.id} desc limit 1)`;

/** Why a patient cannot open a dispute on it, or null: one is open, one was decided, or the rules above. */
export function disputeRefusal(
  a: DisputedAppointment,
  p: AppointmentParties,
  on: { openId: number | null; decidedId: number | null },
  now: Date,
): DisputeRefusal | null {
  if (on.openId !== null) return { code: 'dispute_already_open', params: {}, details: {} };
  if (on.decidedId !== null) return { code: 'dispute_already_decided', params: {}, details: { dispute: on.decidedId } };
  return disputeIneligibility(a, p, now);
}

/** What the appointment's patient is told about disputing it: the open or decided dispute, or why they may not open one (null: they may). */
export function disputeStanding(
  a: DisputedAppointment,
  p: AppointmentParties,
  on: { openId: number | null; decidedId: number | null },
  now: Date,
): { open_id: number | null; decided_id: number | null; refusal: { code: string; message: string; params: MessageParams } | null } {
  const refused = disputeRefusal(a, p, on, now);
  return {
    open_id: on.openId,
    decided_id: on.openId === null ? on.decidedId : null,
    refusal: refused && { code: refused.code, message: serverMessage(refused.code, refused.params), params: refused.params },
  };
}
