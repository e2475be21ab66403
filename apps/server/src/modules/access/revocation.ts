// Ending a patient-hospital access, by the patient, the hospital (one or many) or an admin, each
// with the revocation type and default reason of DOMAIN.md and a notice to the other side. Only
// an active access is revoked (a conditional update), so of two revocations at once one wins
// and the other is told the access is already revoked. Each revocation is written to the
// patient's audit trail in the transaction that makes it.

import { DEFAULT_REVOCATION_REASONS, type PatientHospitalAccess, type RevocationType } from '@naijacare/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AuditService } from '../audit/service';
import type { NotificationsService } from '../notifications/service';
import { type AccessRow, accessesByIds, publicAccess } from './listing';
import { patientHospitalAccesses as pha } from './schema';

/** Who revokes and how: the type and default reason written, and who is told. */
interface Revocation {
  type: RevocationType;
  defaultReason: string;
  tell: { patient: boolean; hospital: boolean };
}

type Owner = (c: Caller, row: typeof pha.$inferSelect) => boolean;

const patientOwns: Owner = (c, row) => c.patientId === row.patient_id;
const hospitalOwns: Owner = (c, row) => c.hospitalId === row.hospital_id;
const anyone: Owner = (c) => c.isAdmin;

export function revocationUseCases(db: Db, notifications: NotificationsService, audit: AuditService) {
  async function tell(tx: Tx, access: AccessRow, how: Revocation) {
    const params = { patient: access.patient_name, hospital: access.hospital_name, ...(access.reason ? { reason: access.reason } : {}) };
    if (how.type === 'ADMIN_REVOKED') {
      for (const userId of [access.patient_user_id, access.hospital_user_id])
        await notifications.create(userId, { code: 'hospital_access_revoked_by_admin', params, kind: 'access' }, tx);
      return;
    }
    if (how.tell.patient)
      await notifications.create(access.patient_user_id, { code: 'hospital_access_revoked_by_hospital', params, kind: 'access', link: '/my-health' }, tx);
    if (how.tell.hospital)
      await notifications.create(
        access.hospital_user_id,
        { code: 'hospital_access_revoked_by_patient', params, kind: 'access', link: '/hospital-patients' },
        tx,
      );
  }

  /** Revokes these accesses, all or none: every one must be the caller's and still active. */
  async function revoke(who: AuditWho, ids: number[], owns: Owner, reason: string | null | undefined, how: Revocation, single: boolean) {
    const c = who.caller;
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      // Locked, so a concurrent revocation waits and then finds them revoked.
      const rows = await tx.select().from(pha).where(inArray(pha.id, unique)).for('update');
      const foreign = unique.filter((id) => {
        const row = rows.find((r) => r.id === id);
        return !row || !owns(c, row);
      });
      if (single && rows.length === 0) throw notFound('access_not_found');
      if (foreign.length) throw single ? forbidden('access_not_yours') : forbidden('access_bulk_not_yours');
      const revoked = rows.filter((r) => r.status !== 'active').map((r) => r.id);
      if (revoked.length)
        throw single
          ? conflict('access_already_revoked', { status: 'revoked' }, { status: 'revoked' })
          : conflict('access_bulk_already_revoked', { access_ids: revoked });
      const changed = await tx
        .update(pha)
        .set({ status: 'revoked', revoked_at: new Date(), revoked_by: c.actor.id, revocation_type: how.type, reason: reason || how.defaultReason })
        .where(and(inArray(pha.id, unique), eq(pha.status, 'active')))
        .returning({ id: pha.id, patient_id: pha.patient_id });
      await audit.recordMany(tx, {
        who,
        action: 'revoke',
        entity_type: 'hospital_access',
        entities: changed.map((r) => ({ entity_id: r.id, patient_id: r.patient_id })),
      });
      const accesses = await accessesByIds(
        tx,
        changed.map((r) => r.id),
      );
      for (const access of accesses) await tell(tx, access, how);
      return accesses.map(publicAccess);
    });
  }

  const one = async (p: Promise<PatientHospitalAccess[]>) => (await p)[0];
  const bulk = async (p: Promise<PatientHospitalAccess[]>) => {
    const accesses = await p;
    return { revoked: accesses.length, accesses };
  };
  const byPatient = (reason: string): Revocation => ({ type: 'PATIENT_REVOKED', defaultReason: reason, tell: { patient: false, hospital: true } });
  const byHospital = (notify: boolean): Revocation => ({
    type: 'HOSPITAL_REVOKED',
    defaultReason: DEFAULT_REVOCATION_REASONS.hospital,
    tell: { patient: notify, hospital: false },
  });
  const byAdmin = (reason: string): Revocation => ({ type: 'ADMIN_REVOKED', defaultReason: reason, tell: { patient: true, hospital: true } });

  return {
    /** `/patient-hospital-access/{id}/patient_revoke_access/`. */
    patientRevoke: (who: AuditWho, id: number, reason?: string | null) =>
      one(revoke(who, [id], patientOwns, reason, byPatient(DEFAULT_REVOCATION_REASONS.patient), true)),
    /** `/patients/revoke_hospital_access/`: the same act, with the default reason DOMAIN.md gives it. */
    patientDecision: (who: AuditWho, id: number, reason?: string | null) =>
      one(revoke(who, [id], patientOwns, reason, byPatient(DEFAULT_REVOCATION_REASONS.patientDecision), true)),
    hospitalRevoke: (who: AuditWho, id: number, reason: string | null | undefined, notifyPatient: boolean) =>
      one(revoke(who, [id], hospitalOwns, reason, byHospital(notifyPatient), true)),
    hospitalBulkRevoke: (who: AuditWho, ids: number[], reason: string | null | undefined, notifyPatients: boolean) =>
      bulk(revoke(who, ids, hospitalOwns, reason, byHospital(notifyPatients), false)),
    adminRevoke: (who: AuditWho, id: number, reason?: string | null) => one(revoke(who, [id], anyone, reason, byAdmin(DEFAULT_REVOCATION_REASONS.admin), true)),
    adminBulkRevoke: (who: AuditWho, ids: number[], reason?: string | null) =>
      bulk(revoke(who, ids, anyone, reason, byAdmin(DEFAULT_REVOCATION_REASONS.none), false)),
  };
}
