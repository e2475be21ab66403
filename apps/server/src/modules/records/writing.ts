// Writing a record: only a doctor, for a patient they have an accepted appointment with,
// optionally linked to that appointment; a correction names the record of the same patient it
// amends. The record, its audit entry and the patient's notice commit together.

import type { CreateRecordInput, MedicalRecord } from '@naijacare/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { appointmentParties, RECORD_APPOINTMENT_STATUSES, recordAppointmentExists } from '../appointments/record-reads';
import type { AuditService } from '../audit/service';
import type { AuditWho } from '../audit/who';
import type { NotificationInput, NotificationsService } from '../notifications/service';
import { canSeePatient } from '../patients/access';
import { doctorNameOf, type RecordRow, recordById, serializeRecord } from './listing';
import { checkFollowUpDate } from './rules';
import { medicalRecords as mr } from './schema';

export interface RecordDeps {
  db: Db;
  audit: AuditService;
  notifications: NotificationsService;
}

const accepted = new Set<string>(RECORD_APPOINTMENT_STATUSES);

/** The appointment behind a new record: the one named, or any accepted one of the pair. */
async function checkAppointment(tx: Tx, doctorId: number, patientId: number, appointmentId: number | null | undefined) {
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
      return db.transaction(async (tx) => {
        if (!(await canSeePatient(c, input.patient, tx))) throw notFound('patient_not_found');
        await checkAppointment(tx, doctorId, input.patient, input.appointment);
        if (input.amends != null) {
          const [amended] = await tx.select({ patient_id: mr.patient_id }).from(mr).where(eq(mr.id, input.amends));
          if (amended?.patient_id !== input.patient) throw badRequest('record_amends_invalid', 'amends');
        }
        const [created] = await tx
          .insert(mr)
          .values({
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
    },
  };
}
