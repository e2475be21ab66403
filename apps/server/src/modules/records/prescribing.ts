// A prescription's status changes (DOMAIN.md "Medical records and prescriptions"): its prescriber,
// or another doctor who may treat the patient (an accepted appointment with them), stops it with a
// reason, replaces it by a new prescription, or renews it (a new prescription with the same
// content). The prescription's row is locked first, so of two changes at once the second sees
// the first's status; the database also refuses a second successor (unique replaces_id). Each
// change is audited and told to the patient in its own transaction.

import type { MedicalRecord, ReplacePrescriptionInput, StopPrescriptionInput } from '@naijacare/contracts';
import { lagosDate } from '@naijacare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { conflict, forbidden, notFound } from '../../http/errors';
import { recordAppointmentExists } from '../appointments/record-reads';
import type { NotificationInput } from '../notifications/service';
import { seenOrNotFound } from '../patients/access';
import { doctorNameOf, type RecordRow, recordById, serializeRecord } from './listing';
import { prescriberOf } from './prescriber';
import { prescriptionStatusOf } from './prescription-status';
import { checkFollowUpDate } from './rules';
import { medicalRecords as mr } from './schema';
import { checkAppointment, type RecordDeps } from './writing';

type Stored = typeof mr.$inferSelect;
type Content = Pick<Stored, 'title' | 'description' | 'diagnosis' | 'treatment' | 'medications' | 'follow_up_date' | 'appointment_id'>;

export function prescribingUseCases({ db, audit, notifications }: RecordDeps) {
  /** The prescription, locked, if the caller may change it: unseen is 404, not a prescription 409, not treating 403. */
  async function treatedPrescription(tx: Tx, who: AuditWho, id: number) {
    const c = who.caller;
    const doctorId = c.doctorId;
    if (doctorId === null) throw forbidden('record_doctors_only');
    const row = await seenOrNotFound(c, tx, (await tx.select().from(mr).where(eq(mr.id, id)).for('update'))[0], 'record_not_found');
    if (row.record_type !== 'prescription') throw conflict('prescription_not_prescription');
    const treats = row.doctor_id === doctorId || (await recordAppointmentExists(tx, doctorId, row.patient_id));
    if (!treats) throw forbidden('prescription_not_treating');
    return { row, doctorId, status: prescriptionStatusOf(row, new Date()) };
  }

  async function answer(tx: Tx, who: AuditWho, id: number): Promise<{ row: RecordRow; record: MedicalRecord }> {
    const row = await recordById(tx, id);
    if (!row) throw notFound('record_not_found');
    return { row, record: serializeRecord(row, who.caller, new Date(), true) };
  }

  async function tell(tx: Tx, row: RecordRow, notice: NotificationInput) {
    await notifications.create(row.patient_user_id, notice, tx);
  }

  /** The old prescription marked as changed by this doctor. */
  async function mark(tx: Tx, id: number, doctorId: number, status: 'stopped' | 'replaced', reason: string | null) {
    await tx
      .update(mr)
      .set({ prescription_status: status, status_reason: reason, status_changed_at: sql`now()`, status_changed_by: doctorId, updated_at: sql`now()` })
      .where(eq(mr.id, id));
  }

  /** The successor of `old`: a new active prescription by the caller, naming the one it replaces. */
  async function successor(tx: Tx, who: AuditWho, old: Stored, doctorId: number, content: Content) {
    const [created] = await tx
      .insert(mr)
      .values({
        ...content,
        ...(await prescriberOf(tx, doctorId)),
        patient_id: old.patient_id,
        doctor_id: doctorId,
        record_type: 'prescription',
        replaces_id: old.id,
      })
      .returning({ id: mr.id });
    await audit.record(tx, { who, action: 'create', entity_type: 'medical_record', entity_id: created.id, patient_id: old.patient_id });
    return created.id;
  }

  const medicationNames = (r: MedicalRecord) => r.medications.map((m) => m.name).join(', ');

  return {
    async stop(who: AuditWho, id: number, input: StopPrescriptionInput): Promise<MedicalRecord> {
      return db.transaction(async (tx) => {
        const { row, doctorId, status } = await treatedPrescription(tx, who, id);
        if (status !== 'active') throw conflict('prescription_not_active', { status }, { status });
        await mark(tx, id, doctorId, 'stopped', input.reason);
        await audit.record(tx, {
          who,
          action: 'update',
          entity_type: 'medical_record',
          entity_id: id,
          patient_id: row.patient_id,
          detail: 'prescription_stop',
          reason: input.reason,
        });
        const done = await answer(tx, who, id);
        await tell(tx, done.row, {
          code: 'prescription_stopped',
          params: { doctor: done.record.status_changed_by_name ?? done.record.doctor_name, title: row.title, reason: input.reason },
          link: '/prescriptions',
          kind: 'records',
        });
        return done.record;
      });
    },

    async replace(who: AuditWho, id: number, input: ReplacePrescriptionInput): Promise<MedicalRecord> {
      checkFollowUpDate(input.follow_up_date);
      return db.transaction(async (tx) => {
        const { row, doctorId, status } = await treatedPrescription(tx, who, id);
        if (status !== 'active') throw conflict('prescription_not_active', { status }, { status });
        await checkAppointment(tx, doctorId, row.patient_id, input.appointment);
        const reason = input.reason || null;
        await mark(tx, id, doctorId, 'replaced', reason);
        const newId = await successor(tx, who, row, doctorId, {
          title: input.title,
          description: input.description ?? '',
          diagnosis: input.diagnosis ?? '',
          treatment: input.treatment ?? '',
          medications: input.medications,
          follow_up_date: input.follow_up_date ?? null,
          appointment_id: input.appointment ?? null,
        });
        await audit.record(tx, {
          who,
          action: 'update',
          entity_type: 'medical_record',
          entity_id: id,
          patient_id: row.patient_id,
          detail: 'prescription_replace',
          reason,
        });
        const done = await answer(tx, who, newId);
        await tell(tx, done.row, {
          code: 'prescription_replaced',
          params: { doctor: doctorNameOf(done.row), title: row.title, medications: medicationNames(done.record), ...(reason ? { reason } : {}) },
          link: '/prescriptions',
          kind: 'records',
        });
        return done.record;
      });
    },

    /** The same content again as a new active prescription; the old one (active or completed) is marked replaced by it. */
    async renew(who: AuditWho, id: number): Promise<MedicalRecord> {
      return db.transaction(async (tx) => {
        const { row, doctorId, status } = await treatedPrescription(tx, who, id);
        if (status !== 'active' && status !== 'completed') throw conflict('prescription_not_renewable', { status }, { status });
        await mark(tx, id, doctorId, 'replaced', null);
        // A follow-up date that has passed is not carried over.
        const followUp = row.follow_up_date && row.follow_up_date >= lagosDate(new Date()) ? row.follow_up_date : null;
        const newId = await successor(tx, who, row, doctorId, {
          title: row.title,
          description: row.description,
          diagnosis: row.diagnosis,
          treatment: row.treatment,
          medications: row.medications,
          follow_up_date: followUp,
          appointment_id: null,
        });
        await audit.record(tx, {
          who,
          action: 'update',
          entity_type: 'medical_record',
          entity_id: id,
          patient_id: row.patient_id,
          detail: 'prescription_renew',
        });
        const done = await answer(tx, who, newId);
        await tell(tx, done.row, {
          code: 'prescription_renewed',
          params: { doctor: doctorNameOf(done.row), title: row.title, medications: medicationNames(done.record) },
          link: '/prescriptions',
          kind: 'records',
        });
        return done.record;
      });
    },
  };
}
