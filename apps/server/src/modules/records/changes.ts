// The author's changes: edit or delete within RECORD_EDIT_WINDOW_HOURS of writing. The
// database decides both limits in the statement itself — `created_at > now() - 24 hours` and
// the version the author read (`updated_at`) — so an edit racing the window's end, or another
// edit of the same record, never overwrites what it should not. A refused statement is then
// explained: window closed, changed meanwhile, or (delete) amended by a later record.

import type { MedicalRecord, UpdateRecordInput } from '@naijacare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AuditWho } from '../../http/audit-who';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { seenOrNotFound } from '../patients/access';
import { deleteAttachmentsOf, removeFiles } from './attachments/storage';
import { recordById, serializeRecord } from './listing';
import { checkFollowUpDate, checkMedications } from './rules';
import { medicalRecords as mr } from './schema';
import { windowClosed, windowOpen } from './window';
import type { RecordDeps } from './writing';

const notAmended = sql`not exists (select 1 from medical_records m where m.amends_id = ${mr.id})`;

export function changeUseCases({ db, audit, files }: RecordDeps) {
  /** The record the author means to change: unseen is 404, another doctor's 403. */
  async function authorsRecord(tx: Tx, who: AuditWho, id: number, lock = false) {
    const c = who.caller;
    const query = tx.select().from(mr).where(eq(mr.id, id));
    const row = await seenOrNotFound(c, tx, (await (lock ? query.for('update') : query))[0], 'record_not_found');
    if (row.doctor_id !== c.doctorId) throw forbidden('record_not_author');
    // A prescription's history stays whole: once stopped or replaced, or replacing another, it is kept.
    if (row.record_type === 'prescription' && (row.prescription_status !== 'active' || row.replaces_id !== null)) throw conflict('prescription_status_changed');
    return row;
  }

  /** Why a conditional statement changed nothing, read after it (so after any concurrent change committed). */
  async function refusal(tx: Tx, id: number, other: () => ReturnType<typeof conflict>) {
    const [now] = await tx
      .select({ created_at: mr.created_at, open: sql<boolean>`${windowOpen}` })
      .from(mr)
      .where(eq(mr.id, id));
    if (!now) return notFound('record_not_found');
    if (!now.open) return windowClosed(now.created_at);
    return other();
  }

  return {
    async update(who: AuditWho, id: number, input: UpdateRecordInput): Promise<MedicalRecord> {
      const expected = new Date(input.updated_at);
      // Outside these years it cannot be a record's version (and the database could not read it).
      const t = expected.getTime();
      if (Number.isNaN(t) || t < Date.UTC(2000, 0, 1) || t > Date.UTC(2100, 0, 1)) throw badRequest('updated_at_invalid', 'updated_at');
      return db.transaction(async (tx) => {
        const row = await authorsRecord(tx, who, id);
        const recordType = input.record_type ?? row.record_type;
        const medications = input.medications ?? (input.record_type && input.record_type !== 'prescription' ? [] : row.medications);
        checkMedications(recordType, medications);
        // An unchanged follow-up date that has since passed does not block fixing a typo elsewhere.
        if (input.follow_up_date !== row.follow_up_date) checkFollowUpDate(input.follow_up_date);
        const [changed] = await tx
          .update(mr)
          .set({
            record_type: recordType,
            title: input.title ?? row.title,
            description: input.description ?? row.description,
            diagnosis: input.diagnosis ?? row.diagnosis,
            treatment: input.treatment ?? row.treatment,
            medications,
            follow_up_date: input.follow_up_date === undefined ? row.follow_up_date : input.follow_up_date,
            updated_at: sql`now()`,
          })
          .where(
            and(
              eq(mr.id, id),
              eq(mr.doctor_id, row.doctor_id),
              windowOpen,
              sql`date_trunc('milliseconds', ${mr.updated_at}) = ${expected.toISOString()}::timestamptz`,
            ),
          )
          .returning({ id: mr.id });
        if (!changed) throw await refusal(tx, id, () => conflict('record_changed_meanwhile'));
        await audit.record(tx, { who, action: 'update', entity_type: 'medical_record', entity_id: id, patient_id: row.patient_id });
        const fresh = await recordById(tx, id);
        if (!fresh) throw notFound('record_not_found');
        return serializeRecord(fresh, who.caller);
      });
    },

    /** Deletes the record with its attachments; their files are removed once that has committed. */
    async remove(who: AuditWho, id: number): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        // Locked first, so an upload to this record either committed before (and its files are
        // found below) or waits and then finds no record.
        const row = await authorsRecord(tx, who, id, true);
        // Before the record: its delete would cascade to these rows and lose the files' names. A
        // refused delete below rolls this back too.
        const attachments = await deleteAttachmentsOf(tx, id);
        const [gone] = await tx
          .delete(mr)
          .where(and(eq(mr.id, id), eq(mr.doctor_id, row.doctor_id), windowOpen, notAmended))
          .returning({ id: mr.id });
        if (!gone) throw await refusal(tx, id, () => conflict('record_amended_no_delete'));
        await audit.record(tx, { who, action: 'delete', entity_type: 'medical_record', entity_id: id, patient_id: row.patient_id });
        await audit.recordMany(tx, {
          who,
          action: 'delete',
          entity_type: 'attachment',
          entities: attachments.map((a) => ({ entity_id: a.id, patient_id: row.patient_id })),
        });
        return attachments;
      });
      await removeFiles(
        files,
        removed.map((a) => a.key),
      );
    },
  };
}
