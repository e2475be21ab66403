// Writing a record: only a doctor, for a patient they have an accepted appointment with,
// optionally linked to that appointment; a correction names the record of the same patient it
// amends, once its author's edit window has closed (inside it, the author edits the record, and
// a correction would take away their delete). The record, its audit entry and the patient's
// notice commit together.

import type { CreateRecordInput, MedicalRecord } from '@naijacare/contracts';
import { RECORD_EDIT_WINDOW_HOURS } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { foreignKeyViolation } from '../../db/errors';
import type { AuditWho } from '../../http/audit-who';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { FileStore } from '../../storage/files';
import { appointmentParties, RECORD_APPOINTMENT_STATUSES, recordAppointmentExists } from '../appointments/record-reads';
import type { AuditService } from '../audit/service';
import type { NotificationInput, NotificationsService } from '../notifications/service';
import { patientSeenOrNotFound } from '../patients/access';
import { doctorNameOf, type RecordRow, recordById, serializeRecord } from './listing';
import { prescriberOf } from './prescriber';
import { checkFollowUpDate } from './rules';
import { medicalRecords as mr } from './schema';
import { windowOpen } from './window';

export interface RecordDeps {
  db: Db;
  audit: AuditService;
  notifications: NotificationsService;
  /** Where attachments' files are kept: a deleted record's files go with it. */
  files: FileStore;
}

const accepted = new Set<string>(RECORD_APPOINTMENT_STATUSES);

/** The foreign key of `amends`, as drizzle-kit names it. */
export const AMENDS_FOREIGN_KEY = 'medical_records_amends_id_medical_records_id_fk';

/**
 * The record a correction amends: the same patient's, and, while its author's 24 hours run, the
 * author's own (the author may edit it, or set it right with a correction; nobody else may then,
 * or the author's delete would be blocked by someone else's record). Its row is
 * share-locked (as the foreign key would) before it is judged, so a delete of it either
 * committed before — and it is not found — or waits for this correction and then sees it.
 */
async function checkAmended(tx: Tx, doctorId: number, patientId: number, amendsId: number) {
  const [amended] = await tx
    .select({ patient_id: mr.patient_id, doctor_id: mr.doctor_id, created_at: mr.created_at, open: sql<boolean>`${windowOpen}` })
    .from(mr)
    .where(eq(mr.id, amendsId))
    .for('key share');
  if (amended?.patient_id !== patientId) throw badRequest('record_amends_invalid', 'amends');
  if (amended.open && amended.doctor_id !== doctorId) {
    const until = new Date(amended.created_at.getTime() + RECORD_EDIT_WINDOW_HOURS * 3600_000);
    throw conflict('record_amends_window_open', { amends: amendsId, editable_until: until.toISOString() }, { hours: RECORD_EDIT_WINDOW_HOURS });
  }
}

/** The appointment behind a new record: the one named, or any accepted one of the pair. */
export async function checkAppointment(tx: Tx, doctorId: number, patientId: number, appointmentId: number | null | undefined) {
  if (appointmentId == null) {
    if (!(await recordAppointmentExists(tx, doctorId, patientId))) throw forbidden('record_no_appointment');
    return;
  }
  const a = await appointmentParties(tx, appointmentId);
  if (!a || a.doctor_id !== doctorId || a.patient_id !== patientId) throw forbidden('record_appointment_not_yours');
  if (!accepted.has(a.status)) throw conflict('record_appointment_status', { status: a.status }, { status: a.status.replace('_', ' ') });
}

export function writingUseCases({ db, audit, notifications }: RecordDeps) {
  /** The patient hears of a new record; a prescription is told as one, with its medications. */
  async function tell(tx: Tx, row: RecordRow) {
    const r = row.r;
    const doctor = doctorNameOf(row);
    const notice: NotificationInput =
      r.record_type === 'prescription'
        ? { code: 'prescription_added', params: { doctor, medications: r.medications.map((m) => m.name).join(', ') }, link: '/prescriptions', kind: 'records' }
        : { code: 'medical_record_added', params: { doctor, title: r.title }, link: '/my-health', kind: 'records' };
    await notifications.create(row.patient_user_id, notice, tx);
  }

  return {
    async create(who: AuditWho, input: CreateRecordInput): Promise<MedicalRecord> {
      const c = who.caller;
      const doctorId = c.doctorId;
      if (doctorId === null) throw forbidden('record_doctors_only');
      checkFollowUpDate(input.follow_up_date);
      const write = db.transaction(async (tx) => {
        await patientSeenOrNotFound(c, tx, input.patient, 'patient_not_found');
        await checkAppointment(tx, doctorId, input.patient, input.appointment);
        if (input.amends != null) await checkAmended(tx, doctorId, input.patient, input.amends);
        const [created] = await tx
          .insert(mr)
          .values({
            ...(input.record_type === 'prescription' ? await prescriberOf(tx, doctorId) : {}),
            patient_id: input.patient,
            doctor_id: doctorId,
            appointment_id: input.appointment ?? null,
            amends_id: input.amends ?? null,
            record_type: input.record_type,
            title: input.title,
            description: input.description ?? '',
            diagnosis: input.diagnosis ?? '',
            treatment: input.treatment ?? '',
            medications: input.medications ?? [],
            follow_up_date: input.follow_up_date ?? null,
          })
          .returning({ id: mr.id });
        const row = await recordById(tx, created.id);
        if (!row) throw new Error('the new record could not be read back');
        await audit.record(tx, { who, action: 'create', entity_type: 'medical_record', entity_id: created.id, patient_id: input.patient });
        await tell(tx, row);
        return serializeRecord(row, c);
      });
      try {
        return await write;
      } catch (err) {
        // The lock above keeps the amended record in place; should it still be gone at the insert,
        // the correction is refused as a conflict, never a 500.
        if (foreignKeyViolation(err) === AMENDS_FOREIGN_KEY) throw conflict('record_amended_meanwhile', { amends: input.amends });
        throw err;
      }
    },
  };
}
