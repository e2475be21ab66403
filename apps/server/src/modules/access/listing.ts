// Access codes and patient-hospital accesses as they are listed: rows of this module's tables
// with the patient's and the hospital's display names joined in the same statement.

import type { AccessCode, AccessCodeStatus, AccessStatus, PatientHospitalAccess } from '@naijacare/contracts';
import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { hospitalProfiles, patientProfiles, users } from '../accounts/schema';
import { accessCodes, patientHospitalAccesses as pha } from './schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const patientUsers = alias(users, 'patient_users');
const hospitalUsers = alias(users, 'hospital_users');

// ---- Access codes ----

/** A code's status from its row: revoked and used are final; an unused code expires by time. */
export const codeStatusOf = (row: typeof accessCodes.$inferSelect, now = new Date()): AccessCodeStatus =>
  row.revoked_at ? 'revoked' : row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'unused';

/** The same status as an SQL condition, for the list's filter. */
export function codeStatusCondition(status: AccessCodeStatus): SQL {
  const c = accessCodes;
  if (status === 'revoked') return isNotNull(c.revoked_at);
  if (status === 'used') return and(isNull(c.revoked_at), isNotNull(c.used_at)) as SQL;
  if (status === 'expired') return and(isNull(c.revoked_at), isNull(c.used_at), lte(c.expires_at, sql`now()`)) as SQL;
  return and(isNull(c.revoked_at), isNull(c.used_at), gt(c.expires_at, sql`now()`)) as SQL;
}

export function serializeCode(row: typeof accessCodes.$inferSelect, usedByName: string | null = null): AccessCode {
  return {
    id: row.id,
    hospital: row.hospital_id,
    code_hint: row.code_hint,
    status: codeStatusOf(row),
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    used_at: iso(row.used_at),
    used_by: row.used_by,
    used_by_name: usedByName,
    revoked_at: iso(row.revoked_at),
    revocation_type: row.revocation_type,
    revocation_reason: row.revocation_reason,
  };
}

/** One page of a hospital's codes, newest first, with the name of the patient who used each. */
export async function codePage(q: DbOrTx, hospitalId: number, status: AccessCodeStatus | undefined, page: number, pageSize: number) {
  const where = and(eq(accessCodes.hospital_id, hospitalId), status ? codeStatusCondition(status) : undefined);
  const [{ total }] = await q.select({ total: count() }).from(accessCodes).where(where);
  const rows = await q
    .select({ c: accessCodes, first: users.first_name, last: users.last_name })
    .from(accessCodes)
    .leftJoin(patientProfiles, eq(patientProfiles.id, accessCodes.used_by))
    .leftJoin(users, eq(users.id, patientProfiles.user_id))
    .where(where)
    .orderBy(desc(accessCodes.created_at), desc(accessCodes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total,
    next: page * pageSize < total ? page + 1 : null,
    results: rows.map((r) => serializeCode(r.c, r.first ? `${r.first} ${r.last}` : null)),
  };
}

/** The verification status of a hospital, or undefined when there is no such hospital. */
export async function hospitalVerification(q: DbOrTx, hospitalId: number): Promise<string | undefined> {
  const [row] = await q.select({ v: hospitalProfiles.verification_status }).from(hospitalProfiles).where(eq(hospitalProfiles.id, hospitalId));
  return row?.v;
}

// ---- Patient-hospital accesses ----

/** An access with the user ids of both sides, for the notifications a change sends. */
export type AccessRow = PatientHospitalAccess & { patient_user_id: number; hospital_user_id: number };

const accessColumns = {
  a: pha,
  patient_first: patientUsers.first_name,
  patient_last: patientUsers.last_name,
  patient_user_id: patientUsers.id,
  hospital_name: hospitalProfiles.hospital_name,
  hospital_user_id: hospitalProfiles.user_id,
  code_hint: accessCodes.code_hint,
};

const accessQuery = (q: DbOrTx) =>
  q
    .select(accessColumns)
    .from(pha)
    .innerJoin(patientProfiles, eq(patientProfiles.id, pha.patient_id))
    .innerJoin(patientUsers, eq(patientUsers.id, patientProfiles.user_id))
    .innerJoin(hospitalProfiles, eq(hospitalProfiles.id, pha.hospital_id))
    .innerJoin(hospitalUsers, eq(hospitalUsers.id, hospitalProfiles.user_id))
    .leftJoin(accessCodes, eq(accessCodes.id, pha.access_code_id));

type Joined = Awaited<ReturnType<ReturnType<typeof accessQuery>['execute']>>[number];

function toAccess(r: Joined): AccessRow {
  return {
    id: r.a.id,
    patient: r.a.patient_id,
    patient_name: `${r.patient_first} ${r.patient_last}`,
    hospital: r.a.hospital_id,
    hospital_name: r.hospital_name,
    access_code: r.a.access_code_id,
    access_code_hint: r.code_hint,
    status: r.a.status,
    granted_at: r.a.granted_at.toISOString(),
    revoked_at: iso(r.a.revoked_at),
    revoked_by: r.a.revoked_by,
    revocation_type: r.a.revocation_type,
    reason: r.a.reason,
    patient_user_id: r.patient_user_id,
    hospital_user_id: r.hospital_user_id,
  };
}

/** The answer's shape: without the user ids the notifications needed. */
export const publicAccess = ({ patient_user_id: _p, hospital_user_id: _h, ...access }: AccessRow): PatientHospitalAccess => access;

export async function accessesByIds(q: DbOrTx, ids: number[]): Promise<AccessRow[]> {
  if (ids.length === 0) return [];
  const rows = await accessQuery(q).where(inArray(pha.id, ids)).orderBy(desc(pha.granted_at), desc(pha.id));
  return rows.map(toAccess);
}

export interface AccessFilter {
  patient?: number;
  hospital?: number;
  status?: AccessStatus;
  search?: string;
}

function accessWhere(f: AccessFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.patient !== undefined) where.push(eq(pha.patient_id, f.patient));
  if (f.hospital !== undefined) where.push(eq(pha.hospital_id, f.hospital));
  if (f.status) where.push(eq(pha.status, f.status));
  if (f.search) {
    const like = containsPattern(f.search);
    where.push(or(ilike(sql`${patientUsers.first_name} || ' ' || ${patientUsers.last_name}`, like), ilike(hospitalProfiles.hospital_name, like)));
  }
  return and(...where);
}

/** One page of accesses, active first, then newest first. */
export async function accessPage(q: DbOrTx, f: AccessFilter, page: number, pageSize: number) {
  const where = accessWhere(f);
  const [{ total }] = await q
    .select({ total: count() })
    .from(pha)
    .innerJoin(patientProfiles, eq(patientProfiles.id, pha.patient_id))
    .innerJoin(patientUsers, eq(patientUsers.id, patientProfiles.user_id))
    .innerJoin(hospitalProfiles, eq(hospitalProfiles.id, pha.hospital_id))
    .where(where);
  const rows = await accessQuery(q)
    .where(where)
    .orderBy(pha.status, desc(pha.granted_at), desc(pha.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total, next: page * pageSize < total ? page + 1 : null, results: rows.map((r) => publicAccess(toAccess(r))) };
}

/** Every access of a patient that matches (a short list: one per hospital at most while active). */
export async function accessesOfPatient(q: DbOrTx, patientId: number, status?: AccessStatus): Promise<PatientHospitalAccess[]> {
  const rows = await accessQuery(q)
    .where(accessWhere({ patient: patientId, status }))
    .orderBy(pha.status, desc(pha.granted_at), desc(pha.id))
    .limit(500);
  return rows.map((r) => publicAccess(toAccess(r)));
}

/** A hospital's name, for a refusal or a notice. */
export async function hospitalNameOf(q: DbOrTx, hospitalId: number): Promise<string> {
  const [row] = await q.select({ name: hospitalProfiles.hospital_name }).from(hospitalProfiles).where(eq(hospitalProfiles.id, hospitalId));
  return row?.name ?? 'This hospital';
}

/** The hospital each of these accesses was granted to, by access id (a deleted hospital is left out). */
export async function hospitalNamesOfAccesses(q: DbOrTx, accessIds: number[]): Promise<Map<number, string>> {
  if (accessIds.length === 0) return new Map();
  const rows = await q
    .select({ id: pha.id, name: hospitalProfiles.hospital_name })
    .from(pha)
    .innerJoin(hospitalProfiles, eq(hospitalProfiles.id, pha.hospital_id))
    .where(inArray(pha.id, accessIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}
