// A hospital publishes a batch of open slots with one affiliated doctor in one transaction.
// Slots that cannot be offered are skipped and reported one by one rather than failing the whole
// batch: a time already past, one overlapping the doctor's appointments or slots, one overlapping
// an earlier slot of the same batch. The database has the last word on overlaps (its exclusion
// constraint, through ON CONFLICT DO NOTHING), so a booking made meanwhile is skipped too, never
// doubled. A preview (dry_run) answers the same without writing anything.

import {
  ACTIVE_APPOINTMENT_STATUSES,
  formatLagos,
  type OpenSlotBatchInput,
  type OpenSlotBatchResult,
  type OpenSlotOutcome,
  serverMessage,
} from '@naijacare/contracts';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { type DbOrTx, inTransaction } from '../../db/client';
import { conflict, forbidden } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { doctorForBooking } from '../accounts/doctor-reads';
import { planBatch } from './batch-plan';
import type { AppointmentsContext } from './context';
import { appointmentType, doctorIdOf } from './parse';
import { appointments as a } from './schema';
import { loadJoined } from './serialize';
import type { Wording } from './wording';

type SkipCode = NonNullable<OpenSlotOutcome['skipped_code']>;

const outcome = (start: Date, end: Date, id: number | null, skipped?: SkipCode, conflictAt?: Date): OpenSlotOutcome => ({
  id,
  scheduled_at: start.toISOString(),
  ends_at: end.toISOString(),
  skipped_code: skipped ?? null,
  skipped_reason: skipped ? serverMessage(skipped) : null,
  conflict_at: conflictAt ? conflictAt.toISOString() : null,
});

export function openSlotBatches({ db, hospitals, now }: AppointmentsContext, { tell }: Wording) {
  async function publishBatch(c: Caller, input: OpenSlotBatchInput, tx?: DbOrTx): Promise<OpenSlotBatchResult> {
    if (!c.hospitalId) throw forbidden('open_slots_hospitals_only');
    const hospitalId = c.hospitalId;
    const doctorId = doctorIdOf(input.doctor);
    const type = appointmentType(input.appointment_type, 'in_person');
    const at = now();
    const planned = planBatch(input, at);
    const dryRun = input.dry_run === true;

    return inTransaction(db, tx, async (tx) => {
      const doctor = await doctorForBooking(tx, doctorId);
      if (!doctor.available) throw conflict('doctor_not_accepting', undefined, { first_name: doctor.first, last_name: doctor.last });
      if (!(await hospitals.isAffiliated(hospitalId, doctorId, tx, { lock: true }))) throw forbidden('doctor_not_affiliated');
      // What the doctor already holds over the batch's span, to say which appointment a slot overlaps.
      const held = await tx
        .select({ start: a.scheduled_at, end: a.ends_at })
        .from(a)
        .where(
          and(
            eq(a.doctor_id, doctorId),
            inArray(a.status, [...ACTIVE_APPOINTMENT_STATUSES]),
            lt(a.scheduled_at, planned[planned.length - 1].end),
            gt(a.ends_at, planned[0].start),
          ),
        )
        .orderBy(asc(a.scheduled_at));
      const overlapping = (list: { start: Date; end: Date }[], start: Date, end: Date) => list.find((h) => h.start < end && h.end > start);

      const created: OpenSlotOutcome[] = [];
      const skipped: OpenSlotOutcome[] = [];
      const accepted: { start: Date; end: Date }[] = [];
      for (const { start, end } of planned) {
        if (start <= at) {
          skipped.push(outcome(start, end, null, 'open_slot_in_past'));
          continue;
        }
        const inBatch = overlapping(accepted, start, end);
        if (inBatch) {
          skipped.push(outcome(start, end, null, 'batch_slots_overlap', inBatch.start));
          continue;
        }
        const busy = overlapping(held, start, end);
        if (busy) {
          skipped.push(outcome(start, end, null, 'doctor_busy', busy.start));
          continue;
        }
        let id: number | null = null;
        if (!dryRun) {
          const [row] = await tx
            .insert(a)
            .values({
              patient_id: null,
              doctor_id: doctorId,
              hospital_id: hospitalId,
              schedule_creator: 'hospital',
              scheduled_at: start,
              ends_at: end,
              duration_minutes: Math.round((end.getTime() - start.getTime()) / 60_000),
              appointment_type: type,
              status: 'scheduled',
              fee_kobo: doctor.fee,
            })
            // The exclusion constraint is the arbiter: an overlap that appeared since the read above is skipped.
            .onConflictDoNothing()
            .returning({ id: a.id });
          if (!row) {
            skipped.push(outcome(start, end, null, 'doctor_busy'));
            continue;
          }
          id = row.id;
        }
        accepted.push({ start, end });
        created.push(outcome(start, end, id));
      }

      if (!dryRun && created[0]?.id) {
        const first = await loadJoined(tx, created[0].id);
        await tell(
          tx,
          first?.doctor_user_id,
          'open_slots_published',
          {
            hospital: first?.hospital_name ?? 'A hospital',
            count: created.length,
            from: formatLagos(created[0].scheduled_at),
            to: formatLagos(created[created.length - 1].scheduled_at),
          },
          '/appointments',
        );
      }
      return {
        dry_run: dryRun,
        doctor: doctorId,
        doctor_name: `Dr. ${doctor.first} ${doctor.last}`,
        created_count: created.length,
        skipped_count: skipped.length,
        created,
        skipped,
      };
    });
  }

  return { publishBatch };
}
