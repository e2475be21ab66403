// A patient's consent: entering a hospital's access code grants that hospital access to their
// record. The code is spent by one conditional update, so of two patients entering one code at
// once exactly one wins; the database's one-active-access-per-pair index refuses a second grant.
// Wrong codes are counted per patient and, with a larger budget (patients of one clinic may share an
// address), per address, like failed sign-ins. The grant is written to the patient's audit trail
// in its own transaction.

import { normalizeAccessCode, type PatientHospitalAccess } from '@naijacare/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RateRule } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { AuditWho } from '../../http/audit-who';
import { type CounterStore, enforce } from '../../http/counters';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import { hospitalOpen } from '../accounts/hospital-reads';
import type { AuditService } from '../audit/service';
import type { NotificationsService } from '../notifications/service';
import { hashAccessCode, looksLikeAccessCode } from './code-text';
import { accessesByIds, hospitalNameOf, publicAccess } from './listing';
import { accessCodes, patientHospitalAccesses as pha } from './schema';

export interface ConsentDeps {
  db: Db;
  notifications: NotificationsService;
  audit: AuditService;
  counters: CounterStore;
  failures: RateRule;
  failuresPerIp: RateRule;
}

export function consentUseCases({ db, notifications, audit, counters, failures, failuresPerIp }: ConsentDeps) {
  // Read through `q`: inside a transaction, the embedded database has no second connection to wait for.
  const alreadyGranted = async (hospitalId: number, q: DbOrTx = db) =>
    conflict('access_already_granted', { hospital: hospitalId }, { hospital: await hospitalNameOf(q, hospitalId) });

  /** Why a code that could not be spent was refused: unknown, revoked, used or expired. */
  async function refusal(tx: Tx, patientId: number, hash: string): Promise<AppError> {
    const [code] = await tx.select().from(accessCodes).where(eq(accessCodes.code_hash, hash));
    if (!code) return badRequest('access_code_invalid', 'access_code');
    if (code.revoked_at) return badRequest('access_code_revoked', 'access_code');
    const [{ open }] = await tx.select({ open: hospitalOpen(code.hospital_id) }).from(sql`(values (1)) as one (x)`);
    if (!open) return badRequest('access_code_hospital_closed', 'access_code');
    if (code.used_at) {
      // The same patient sending the form twice: the first already granted the access.
      const [mine] = await tx
        .select({ id: pha.id })
        .from(pha)
        .where(and(eq(pha.access_code_id, code.id), eq(pha.patient_id, patientId), eq(pha.status, 'active')));
      return mine ? await alreadyGranted(code.hospital_id, tx) : badRequest('access_code_used', 'access_code');
    }
    return badRequest('access_code_expired', 'access_code');
  }

  async function redeem(who: AuditWho, patientId: number, code: string): Promise<PatientHospitalAccess> {
    const hash = hashAccessCode(code);
    let hospitalId: number | undefined;
    try {
      return await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(accessCodes)
          .set({ used_at: sql`now()`, used_by: patientId })
          .where(
            and(
              eq(accessCodes.code_hash, hash),
              isNull(accessCodes.used_at),
              isNull(accessCodes.revoked_at),
              gt(accessCodes.expires_at, sql`now()`),
              hospitalOpen(accessCodes.hospital_id),
            ),
          )
          .returning();
        if (!spent) throw await refusal(tx, patientId, hash);
        hospitalId = spent.hospital_id;
        const [existing] = await tx
          .select({ id: pha.id })
          .from(pha)
          .where(and(eq(pha.patient_id, patientId), eq(pha.hospital_id, spent.hospital_id), eq(pha.status, 'active')));
        // Thrown inside the transaction: the code is given back unused.
        if (existing) throw await alreadyGranted(spent.hospital_id, tx);
        const [row] = await tx.insert(pha).values({ patient_id: patientId, hospital_id: spent.hospital_id, access_code_id: spent.id }).returning();
        await audit.record(tx, { who, action: 'grant', entity_type: 'hospital_access', entity_id: row.id, patient_id: patientId });
        const [access] = await accessesByIds(tx, [row.id]);
        await notifications.create(
          access.hospital_user_id,
          { code: 'hospital_access_granted', params: { patient: access.patient_name }, kind: 'access', link: '/hospital-patients' },
          tx,
        );
        return publicAccess(access);
      });
    } catch (err) {
      // Two codes of one hospital entered at once: the unique index lets one grant through.
      if (uniqueViolation(err) && hospitalId !== undefined) throw await alreadyGranted(hospitalId);
      throw err;
    }
  }

  return {
    /** `who` is the patient and where they are; `ip` keys the per-address count of attempts. */
    async verify(who: AuditWho, typed: string, ip: string): Promise<PatientHospitalAccess> {
      const c = who.caller;
      if (c.patientId === null) throw forbidden('permission_denied');
      // Every attempt is counted before the code is looked at, so a burst of parallel guesses
      // cannot all pass a check made before any of them was counted; a success is given back.
      const perPatient = `access-code:fail:user:${c.actor.id}`;
      const perAddress = `access-code:fail:ip:${ip}`;
      await enforce(counters, perPatient, failures, 'access code attempts');
      await enforce(counters, perAddress, failuresPerIp, 'access code attempts');
      const code = normalizeAccessCode(typed);
      try {
        if (!looksLikeAccessCode(code)) throw badRequest('access_code_invalid', 'access_code');
        const access = await redeem(who, c.patientId, code);
        await Promise.all([counters.release(perPatient), counters.release(perAddress)]);
        return access;
      } catch (err) {
        // A valid code for a hospital that already has access is no guess.
        if (err instanceof AppError && err.statusCode === 409) await Promise.all([counters.release(perPatient), counters.release(perAddress)]);
        throw err;
      }
    },
  };
}
