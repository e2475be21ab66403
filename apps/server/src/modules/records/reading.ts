// Reading records: one, or a page of those the caller may see (who may see a patient is
// patients/access.ts's rule, applied inside the list's statement). Every record answered is
// audited before the answer leaves: one `read` when opened; a page as one `read` of "your records"
// per patient concerned, the patient's to see, and one `list` row per record for the admin's search.

import type { MedicalRecord, Paginated } from '@naijacare/contracts';
import type { DbOrTx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { recordAppointmentExists } from '../appointments/record-reads';
import { patientSeenOrNotFound } from '../patients/access';
import { type RecordFilter, recordById, recordPage, serializeRecord } from './listing';
import type { RecordDeps } from './writing';

/** Of these patients, those the caller (a doctor) may treat: they have an accepted appointment together. */
async function treatedPatients(q: DbOrTx, c: Caller, patientIds: number[]): Promise<Set<number>> {
  const doctorId = c.doctorId;
  if (doctorId === null) return new Set();
  const ids = [...new Set(patientIds)];
  const treats = await Promise.all(ids.map((id) => recordAppointmentExists(q, doctorId, id)));
  return new Set(ids.filter((_, i) => treats[i]));
}

export function readingUseCases({ db, audit }: RecordDeps) {
  async function list(who: AuditWho, filter: RecordFilter, page: number, pageSize: number): Promise<Paginated<MedicalRecord>> {
    const found = await recordPage(db, who.caller, filter, page, pageSize);
    // A page of records answers them in full: each patient concerned sees one `read` of their records
    // per call (not one per row); the rows themselves are kept as `list` for the admin's search.
    await audit.recordMany(db, {
      who,
      action: 'list',
      entity_type: 'medical_record',
      entities: found.results.map((row) => ({ entity_id: row.r.id, patient_id: row.r.patient_id })),
    });
    await audit.recordMany(db, {
      who,
      action: 'read',
      entity_type: 'medical_records',
      entities: [...new Set(found.results.map((row) => row.r.patient_id))].map((patient_id) => ({ entity_id: null, patient_id })),
    });
    const treated = await treatedPatients(
      db,
      who.caller,
      found.results.filter((row) => row.r.record_type === 'prescription').map((row) => row.r.patient_id),
    );
    const now = new Date();
    return { ...found, results: found.results.map((row) => serializeRecord(row, who.caller, now, treated.has(row.r.patient_id))) };
  }

  return {
    list,

    async get(who: AuditWho, id: number): Promise<MedicalRecord> {
      const row = await recordById(db, id);
      if (!row) throw notFound('record_not_found');
      // Someone who may not see the patient is not told the record exists.
      await patientSeenOrNotFound(who.caller, db, row.r.patient_id, 'record_not_found');
      await audit.record(db, { who, action: 'read', entity_type: 'medical_record', entity_id: id, patient_id: row.r.patient_id });
      const treated = row.r.record_type === 'prescription' ? await treatedPatients(db, who.caller, [row.r.patient_id]) : new Set<number>();
      return serializeRecord(row, who.caller, new Date(), treated.has(row.r.patient_id));
    },

    /** A patient's records: 404 for a patient the caller may not see, rather than an empty page. */
    async ofPatient(who: AuditWho, patientId: number, filter: Omit<RecordFilter, 'patient'>, page: number, pageSize: number) {
      await patientSeenOrNotFound(who.caller, db, patientId, 'patient_not_found');
      return list(who, { ...filter, patient: patientId }, page, pageSize);
    },
  };
}
