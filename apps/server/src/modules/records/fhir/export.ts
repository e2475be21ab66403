// The signed-in patient's download of their own record (issue 11): read everything in one
// repeatable-read transaction (one consistent moment, no record half-changed between two reads)
// with the audit entry, then build the bundle. Only
// the caller's own patient id is ever read, so no other patient's data can reach the answer.

import type { Bundle } from '@medplum/fhirtypes';
import type { Db } from '../../../db/client';
import type { AuditWho } from '../../../http/audit-who';
import { forbidden, notFound } from '../../../http/errors';
import { doctorNames } from '../../accounts/doctor-names';
import { patientWithAccount } from '../../accounts/patient-record-reads';
import { appointmentsOfPatient } from '../../appointments/patient-reads';
import type { AuditService } from '../../audit/service';
import { attachmentsOfPatient, recordsOfPatient } from '../patient-reads';
import { doctorIdsOf, recordBundle } from './bundle';

export function recordExport({ db, audit }: { db: Db; audit: AuditService }) {
  return {
    async myRecord(who: AuditWho, now = new Date()): Promise<Bundle> {
      const patientId = who.caller.patientId;
      if (patientId === null) throw forbidden('permission_denied');
      const input = await db.transaction(
        async (tx) => {
          const patient = await patientWithAccount(tx, patientId);
          if (!patient) throw notFound('patient_not_found');
          const appointments = await appointmentsOfPatient(tx, patientId);
          const records = await recordsOfPatient(tx, patientId);
          const attachments = await attachmentsOfPatient(tx, patientId);
          const doctors = await doctorNames(tx, doctorIdsOf({ appointments, records }));
          await audit.record(tx, { who, action: 'export', entity_type: 'patient_profile', entity_id: patientId, patient_id: patientId });
          return { patient, appointments, records, attachments, doctors };
        },
        { isolationLevel: 'repeatable read' },
      );
      return recordBundle(input, now);
    },
  };
}

export type RecordExport = ReturnType<typeof recordExport>;
