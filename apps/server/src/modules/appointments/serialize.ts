// An appointment as the API returns it: the row joined with the names of its doctor,
// patient and hospital, and the actions the caller may take on it now.

import { type Appointment, type AppointmentAction, formatNaira, koboToNaira } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../accounts/caller';
import { doctorProfiles, hospitalProfiles, patientProfiles, users } from '../accounts/schema';
import { photoUrl } from '../accounts/serialize';
import { decidedDisputeId, disputeStanding, openDisputeId } from '../disputes/eligibility';
import { shownPhoto } from '../reports/hidden';
import { appointments as a } from './schema';
import { type AppointmentRow, isOpenSlot, mayWithdraw, refusal, TRANSITIONS, type TransitionAction } from './transitions';

export const doctorUser = alias(users, 'doctor_user');
export const patientUser = alias(users, 'patient_user');

const selection = {
  a,
  doctor_first: doctorUser.first_name,
  doctor_last: doctorUser.last_name,
  doctor_user_id: doctorUser.id,
  specialization: doctorProfiles.specialization,
  doctor_photo: shownPhoto(doctorProfiles.id, doctorProfiles.professional_photo),
  patient_first: patientUser.first_name,
  patient_last: patientUser.last_name,
  patient_user_id: patientUser.id,
  hospital_name: hospitalProfiles.hospital_name,
  hospital_user_id: hospitalProfiles.user_id,
  open_dispute_id: openDisputeId(a.id),
  decided_dispute_id: decidedDisputeId(a.id),
};
export type Joined = { [K in keyof typeof selection]: K extends 'a' ? AppointmentRow : unknown } & {
  doctor_first: string;
  doctor_last: string;
  doctor_user_id: number;
  specialization: string;
  doctor_photo: string | null;
  patient_first: string | null;
  patient_last: string | null;
  patient_user_id: number | null;
  hospital_name: string | null;
  hospital_user_id: number | null;
  open_dispute_id: number | null;
  decided_dispute_id: number | null;
};

export const joined = (q: DbOrTx) =>
  q
    .select(selection)
    .from(a)
    .innerJoin(doctorProfiles, eq(doctorProfiles.id, a.doctor_id))
    .innerJoin(doctorUser, eq(doctorUser.id, doctorProfiles.user_id))
    .leftJoin(patientProfiles, eq(patientProfiles.id, a.patient_id))
    .leftJoin(patientUser, eq(patientUser.id, patientProfiles.user_id))
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.id, a.hospital_id));

export async function loadJoined(q: DbOrTx, id: number): Promise<Joined | undefined> {
  const [row] = await joined(q).where(eq(a.id, id)).limit(1);
  return row as Joined | undefined;
}

/** Its people's user ids, as the dispute rules name who cancelled it. */
export const partiesOf = (r: Joined) => ({ doctorUserId: r.doctor_user_id, patientUserId: r.patient_user_id, hospitalUserId: r.hospital_user_id });

/** Its patient's standing on disputing it (disputes/eligibility.ts); null for anyone else. */
const disputeOf = (c: Caller, r: Joined, at: Date) =>
  c.patientId !== null && r.a.patient_id === c.patientId
    ? disputeStanding(r.a, partiesOf(r), { openId: r.open_dispute_id ?? null, decidedId: r.decided_dispute_id ?? null }, at)
    : null;

function allowedActions(c: Caller, r: Joined, at: Date): AppointmentAction[] {
  const row = r.a;
  const actions: AppointmentAction[] = (Object.keys(TRANSITIONS) as TransitionAction[]).filter((act) => !refusal(act, c, row, at));
  const dispute = disputeOf(c, r, at);
  if (dispute && dispute.refusal === null) actions.push('open_dispute');
  if (c.patientId && isOpenSlot(row) && row.scheduled_at > at) actions.push('book_slot');
  // Nobody has booked it: its hospital withdraws it rather than cancelling it.
  if (isOpenSlot(row) && mayWithdraw(c, row)) return [...actions.filter((act) => act !== 'cancel'), 'withdraw'];
  return actions;
}

/**
 * A hospital sees its affiliated doctors' appointments elsewhere (their own practice, another
 * hospital) as busy times only: who the patient is and what they came for are theirs and the
 * doctor's, not the hospital's. What happens at the hospital itself it sees in full.
 */
const privateFromCaller = (c: Caller, row: AppointmentRow) => c.hospitalId !== null && !c.isAdmin && row.hospital_id !== c.hospitalId;

export function serialize(c: Caller, r: Joined, now: Date): Appointment {
  const row = r.a;
  if (privateFromCaller(c, row)) {
    return {
      ...serialize({ ...c, hospitalId: null }, r, now),
      patient: null,
      patient_name: null,
      patient_private: row.patient_id !== null,
      reason: null,
      notes: null,
      cancellation_reason: null,
      // Who cancelled is a user id: the patient's, when they did.
      cancelled_by: null,
      rejection_reason: null,
      dispute: null,
      allowed_actions: allowedActions(c, r, now),
    };
  }
  return {
    id: row.id,
    patient: row.patient_id,
    patient_name: r.patient_first ? `${r.patient_first} ${r.patient_last}` : null,
    patient_private: false,
    doctor: row.doctor_id,
    doctor_name: `Dr. ${r.doctor_first} ${r.doctor_last}`,
    doctor_specialization: r.specialization,
    doctor_photo: photoUrl(r.doctor_photo),
    hospital: row.hospital_id,
    hospital_name: r.hospital_name,
    schedule_creator: row.schedule_creator,
    scheduled_at: row.scheduled_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    duration_minutes: row.duration_minutes,
    appointment_type: row.appointment_type,
    reason: row.reason,
    notes: row.notes,
    status: row.status,
    fee: koboToNaira(row.fee_kobo),
    fee_kobo: row.fee_kobo,
    fee_formatted: formatNaira(row.fee_kobo),
    cancellation_reason: row.cancellation_reason,
    cancelled_by: row.cancelled_by,
    rejection_reason: row.rejection_reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    dispute: disputeOf(c, r, now),
    allowed_actions: allowedActions(c, r, now),
  };
}
