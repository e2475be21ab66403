// Access codes and patient consent: the façade over the use cases (codes.ts, consent.ts,
// revocation.ts) and the listings (listing.ts). This module owns access_codes and
// patient_hospital_accesses; others read them through access-reads.ts.

import type { AccessListQuery, PatientHospitalAccess } from '@naijacare/contracts';
import type { RateRule } from '../../config';
import type { Db } from '../../db/client';
import type { CounterStore } from '../../http/counters';
import { forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import type { AuditService } from '../audit/service';
import type { NotificationsService } from '../notifications/service';
import { accessCodeUseCases } from './codes';
import { consentUseCases } from './consent';
import { accessesOfPatient, accessPage } from './listing';
import { revocationUseCases } from './revocation';

export interface AccessDeps {
  db: Db;
  notifications: NotificationsService;
  /** Grants and revocations are written to the patient's audit trail. */
  audit: AuditService;
  counters: CounterStore;
  accessCodeFailures: RateRule;
  /** Counted per address apart: larger, as a clinic's patients may share one address. */
  accessCodeFailuresPerIp: RateRule;
}

export function accessService({ db, notifications, audit, counters, accessCodeFailures, accessCodeFailuresPerIp }: AccessDeps) {
  return {
    codes: accessCodeUseCases(db),
    ...consentUseCases({ db, notifications, audit, counters, failures: accessCodeFailures, failuresPerIp: accessCodeFailuresPerIp }),
    ...revocationUseCases(db, notifications, audit),

    /** A patient sees their own accesses, a hospital those granted to it, an admin all. */
    async list(c: Caller, q: AccessListQuery) {
      const filter = { status: q.status, search: q.search, patient: q.patient, hospital: q.hospital };
      if (c.isAdmin) return accessPage(db, filter, q.page, q.page_size);
      // Another patient's id in ?patient simply finds nothing of theirs.
      if (c.patientId !== null)
        return accessPage(
          db,
          { ...filter, hospital: q.hospital, patient: q.patient === undefined || q.patient === c.patientId ? c.patientId : -1 },
          q.page,
          q.page_size,
        );
      if (c.hospitalId !== null) return accessPage(db, { ...filter, hospital: c.hospitalId }, q.page, q.page_size);
      throw forbidden('access_not_yours');
    },

    /** The hospitals that can see the patient's record now. */
    async myHospitalAccesses(c: Caller): Promise<PatientHospitalAccess[]> {
      if (c.patientId === null) throw forbidden('patient_profile_patients_only');
      return accessesOfPatient(db, c.patientId, 'active');
    },
  };
}

export type AccessService = ReturnType<typeof accessService>;
