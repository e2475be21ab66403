// Medical records as they are answered: the row with the patient's and the author's display
// names (and the patient's user id, for the notice a new record sends) joined in the same
// statement, the records that amend it, and what the caller may still do with it.

import { type MedicalRecord, type Paginated, RECORD_EDIT_WINDOW_HOURS, type RecordType } from '@naijacare/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../accounts/caller';
import { doctorProfiles, patientProfiles, users } from '../accounts/schema';
import { patientVisibleTo } from '../patients/access';
import { courseEndsAt, prescriptionStatusOf, statusActions } from './prescription-status';
import { medicalRecords as mr } from './schema';

const patientUsers = alias(users, 'patient_users');
const doctorUsers = alias(users, 'doctor_users');
const changerProfiles = alias(doctorProfiles, 'changer_profiles');
const changerUsers = alias(users, 'changer_users');
const WINDOW_MS = RECORD_EDIT_WINDOW_HOURS * 3600_000;

const columns = {
  r: mr,
  patient_first: patientUsers.first_name,
  patient_last: patientUsers.last_name,
  patient_user_id: patientUsers.id,
  doctor_first: doctorUsers.first_name,
  doctor_last: doctorUsers.last_name,
  specialization: doctorProfiles.specialization,
  license: doctorProfiles.license_number,
  changer_first: changerUsers.first_name,
  changer_last: changerUsers.last_name,
  replaced_by: sql<number | null>`(select m.id from medical_records m where m.replaces_id = ${mr.id})`,
  amended_by: sql<number[]>`coalesce((select json_agg(m.id order by m.id) from medical_records m where m.amends_id = ${mr.id}), '[]'::json)`,
  attachment_count: sql<number>`(select count(*)::int from medical_record_attachments a where a.record_id = ${mr.id})`,
};

const joined = (q: DbOrTx) =>
  q
    .select(columns)
    .from(mr)
    .innerJoin(patientProfiles, eq(patientProfiles.id, mr.patient_id))
    .innerJoin(patientUsers, eq(patientUsers.id, patientProfiles.user_id))
    .innerJoin(doctorProfiles, eq(doctorProfiles.id, mr.doctor_id))
    .innerJoin(doctorUsers, eq(doctorUsers.id, doctorProfiles.user_id))
    .leftJoin(changerProfiles, eq(changerProfiles.id, mr.status_changed_by))
    .leftJoin(changerUsers, eq(changerUsers.id, changerProfiles.user_id));

export type RecordRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export const doctorNameOf = (r: RecordRow) => `Dr. ${r.doctor_first} ${r.doctor_last}`;

/** The record as answered to this caller; `treats`: the caller is a doctor who may treat its patient (an accepted appointment). */
export function serializeRecord(row: RecordRow, c: Caller, now = new Date(), treats = false): MedicalRecord {
  const r = row.r;
  const editableUntil = new Date(r.created_at.getTime() + WINDOW_MS);
  const amendedBy = Array.isArray(row.amended_by) ? row.amended_by.map(Number) : [];
  const isRx = r.record_type === 'prescription';
  const status = isRx ? prescriptionStatusOf(r, now) : null;
  // A prescription whose status changed, or that replaces another, is kept as it is (its history).
  const kept = isRx && (r.prescription_status !== 'active' || r.replaces_id !== null);
  const mayChange = c.doctorId === r.doctor_id && now < editableUntil && !kept;
  const author = c.doctorId !== null && c.doctorId === r.doctor_id;
  return {
    id: r.id,
    patient: r.patient_id,
    patient_name: `${row.patient_first} ${row.patient_last}`,
    doctor: r.doctor_id,
    doctor_name: doctorNameOf(row),
    doctor_specialization: row.specialization,
    appointment: r.appointment_id,
    amends: r.amends_id,
    amended_by: amendedBy,
    record_type: r.record_type,
    title: r.title,
    description: r.description,
    diagnosis: r.diagnosis,
    treatment: r.treatment,
    medications: r.medications,
    follow_up_date: r.follow_up_date,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    editable_until: editableUntil.toISOString(),
    allowed_actions: [
      ...(mayChange ? (amendedBy.length === 0 ? (['edit', 'delete'] as const) : (['edit'] as const)) : []),
      ...(status && (author || treats) ? statusActions(status) : []),
    ],
    attachment_count: Number(row.attachment_count),
    doctor_license: r.prescriber_license ?? row.license,
    prescriber_name: isRx ? r.prescriber_name : null,
    prescription_status: status,
    status_reason: isRx ? r.status_reason : null,
    status_changed_at: isRx ? (r.status_changed_at?.toISOString() ?? null) : null,
    status_changed_by_name: isRx && row.changer_first !== null ? `Dr. ${row.changer_first} ${row.changer_last}` : null,
    course_ends_at: isRx ? courseEndsAt(r).toISOString() : null,
    replaces: r.replaces_id,
    replaced_by: row.replaced_by === null ? null : Number(row.replaced_by),
    verification_code: isRx ? r.verification_code : null,
  };
}

/** One record with its names, or undefined. Who may see it is the caller's to decide. */
export async function recordById(q: DbOrTx, id: number): Promise<RecordRow | undefined> {
  const [row] = await joined(q).where(eq(mr.id, id));
  return row;
}

export interface RecordFilter {
  patient?: number;
  doctor?: number;
  record_type?: RecordType;
}

/** One page of the records the caller may see that match, newest first. */
export async function recordPage(q: DbOrTx, c: Caller, f: RecordFilter, page: number, pageSize: number): Promise<Paginated<RecordRow>> {
  const where = and(
    patientVisibleTo(c, mr.patient_id),
    f.patient === undefined ? undefined : eq(mr.patient_id, f.patient),
    f.doctor === undefined ? undefined : eq(mr.doctor_id, f.doctor),
    f.record_type === undefined ? undefined : eq(mr.record_type, f.record_type),
  ) as SQL;
  const [{ total }] = await q.select({ total: count() }).from(mr).where(where);
  const rows = await joined(q)
    .where(where)
    .orderBy(desc(mr.created_at), desc(mr.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total, next: page * pageSize < total ? page + 1 : null, results: rows };
}
