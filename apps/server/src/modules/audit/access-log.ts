// A patient's view of the audit trail: who (name and role) opened or changed what of their
// record, and when, newest first, worded for the patient (DOMAIN.md "Audit"). What a person was
// only shown as a row of a list or a search result (`list` entries) stays in the trail for the
// admin's search but is left out here: the patient sees what someone opened — a record, a file,
// their records or a record's files as one list call answered them (one entry per call; a
// record's files read with the record itself are part of its opening), the
// health profile, an export — named by its type, title and date, never by an internal id. Lists
// across many patients answer no health content (a roster, the admin's account search).
// Their own reads are left out too (the patient knows they looked); their own grants and
// revocations of a hospital's access stay, beside the hospital's and admins' ones: the history of
// who could see the record, each naming the hospital (the patient granted it access, not
// themself). Names are joined for display only.

import type { AccessLogAbout, AccessLogEntry, Paginated } from '@naijacare/contracts';
import { and, count, desc, eq, exists, inArray, isNull, ne, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { hospitalNamesOfAccesses } from '../access/access-reads';
import { hospitalProfiles, users } from '../accounts/schema';
import { attachmentLabels, recordLabels } from '../records/patient-reads';
import { auditLog } from './schema';

/** What the patient did only to look at their own record: left out of their view of it. */
const OWN_READS = ['read', 'list', 'download', 'export'] as const;

type Row = typeof auditLog.$inferSelect;

const opening = alias(auditLog, 'opening');

/**
 * A record's page opens the record and then asks for its files: one look, so one entry. The rule:
 * a read of a record's list of files is left out when the same person read that same record within
 * a minute of it (before or after); a list of files read on its own, or of no one record, stays.
 */
const filesReadWithTheirRecord = (q: DbOrTx) =>
  and(
    eq(auditLog.entity_type, 'record_files'),
    exists(
      q
        .select({ one: sql`1` })
        .from(opening)
        .where(
          and(
            eq(opening.patient_id, auditLog.patient_id),
            eq(opening.actor_user_id, auditLog.actor_user_id),
            eq(opening.entity_type, 'medical_record'),
            eq(opening.action, 'read'),
            eq(opening.entity_id, auditLog.entity_id),
            sql`abs(extract(epoch from ${opening.created_at} - ${auditLog.created_at})) <= 60`,
          ),
        ),
    ),
  );

export async function accessLogPage(q: DbOrTx, patientId: number, patientUserId: number, page: number, pageSize: number): Promise<Paginated<AccessLogEntry>> {
  const notMine = or(isNull(auditLog.actor_user_id), ne(auditLog.actor_user_id, patientUserId));
  const where = and(
    eq(auditLog.patient_id, patientId),
    ne(auditLog.action, 'list'),
    or(notMine, not(inArray(auditLog.action, OWN_READS))),
    not(filesReadWithTheirRecord(q) ?? sql`false`),
    // An admin's account page of the patient answers no health facts: kept for the admin's search only.
    not(and(eq(auditLog.entity_type, 'user_account'), eq(auditLog.action, 'read')) ?? sql`false`),
  );
  const [{ total }] = await q.select({ total: count() }).from(auditLog).where(where);
  const rows = await q
    .select({ e: auditLog, first: users.first_name, last: users.last_name, hospital: hospitalProfiles.hospital_name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(hospitalProfiles, eq(hospitalProfiles.user_id, auditLog.actor_user_id))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const describe = await describer(
    q,
    rows.map((r) => r.e),
  );
  return {
    count: total,
    next: page * pageSize < total ? page + 1 : null,
    results: rows.map(({ e, first, last, hospital }) => ({
      id: e.id,
      actor_name: nameOf(e.actor_role, first, last, hospital),
      actor_role: e.actor_role,
      action: e.action,
      entity_type: e.entity_type,
      about: describe(e),
      created_at: e.created_at.toISOString(),
    })),
  };
}

const idsOf = (entries: Row[], type: string) => [
  ...new Set(entries.filter((e) => e.entity_type === type && e.entity_id !== null && /^\d+$/.test(e.entity_id)).map((e) => Number(e.entity_id))),
];

/** Reads the records, files and hospital accesses the page's entries concern (three statements), and words each entry's subject. */
async function describer(q: DbOrTx, entries: Row[]): Promise<(e: Row) => AccessLogAbout> {
  const records = new Map((await recordLabels(q, [...idsOf(entries, 'medical_record'), ...idsOf(entries, 'record_files')])).map((r) => [String(r.id), r]));
  const files = new Map((await attachmentLabels(q, idsOf(entries, 'attachment'))).map((a) => [String(a.id), a]));
  const hospitals = await hospitalNamesOfAccesses(q, idsOf(entries, 'hospital_access'));
  const none = { record_type: null, record_title: null, record_date: null, file_name: null, hospital_name: null };
  return (e) => {
    if (e.entity_type === 'medical_record') {
      const r = e.entity_id ? records.get(e.entity_id) : undefined;
      return { ...none, kind: 'record', ...(r && { record_type: r.record_type, record_title: r.title, record_date: r.created_at.toISOString() }) };
    }
    if (e.entity_type === 'medical_records') return { ...none, kind: 'records' };
    if (e.entity_type === 'record_files') {
      const r = e.entity_id ? records.get(e.entity_id) : undefined;
      return { ...none, kind: 'record_files', ...(r && { record_type: r.record_type, record_title: r.title, record_date: r.created_at.toISOString() }) };
    }
    if (e.entity_type === 'attachment') {
      const a = e.entity_id ? files.get(e.entity_id) : undefined;
      return {
        ...none,
        kind: 'attachment',
        ...(a && { record_type: a.record_type, record_title: a.title, record_date: a.created_at.toISOString(), file_name: a.file_name }),
      };
    }
    if (e.entity_type === 'patient_profile') return { ...none, kind: e.action === 'export' ? 'export' : 'health_profile' };
    if (e.entity_type === 'hospital_access') return { ...none, kind: 'hospital_access', hospital_name: hospitals.get(Number(e.entity_id)) ?? null };
    if (e.entity_type === 'call_recording') return { ...none, kind: 'call_recording' };
    return { ...none, kind: 'other' };
  };
}

function nameOf(role: string, first: string | null, last: string | null, hospital: string | null): string {
  if (role === 'hospital' && hospital) return hospital;
  if (first === null) return 'A former user';
  return role === 'doctor' ? `Dr. ${first} ${last}` : `${first} ${last}`;
}
