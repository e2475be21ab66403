// Doctors' weekly schedules and the free slots computed from them.

import {
  DAYS_OF_WEEK,
  DEFAULT_SLOT_MINUTES,
  type DoctorSchedule,
  isHhMm,
  isIsoDate,
  minutesOf,
  type ScheduleIntervalInput,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  type Slot,
  weekdayOf,
} from '@naijacare/contracts';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { type Db, type DbOrTx, inTransaction } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Caller } from '../accounts/caller';
import { lockDoctor } from '../accounts/doctor-reads';
import type { BusyTimes } from '../appointments/busy-times';
import type { HospitalsService } from '../hospitals/service';
import { doctorSchedules } from './schema';
import { freeSlots, type Interval } from './slots';

type Row = typeof doctorSchedules.$inferSelect;

const toSchedule = (r: Row): DoctorSchedule => ({
  id: r.id,
  doctor: r.doctor_id,
  day_of_week: r.day_of_week,
  day_name: DAYS_OF_WEEK[r.day_of_week],
  start_time: r.start_time,
  end_time: r.end_time,
  slot_minutes: r.slot_minutes,
  is_active: r.is_active,
});

/** A weekly interval as the request schema let it through; its rules are checked below, once
 * merged with the interval it changes, and only after the caller is known to be its doctor. */
export type IntervalInput = Omit<ScheduleIntervalInput, 'doctor'>;

function checkInterval(iv: Required<IntervalInput>) {
  if (!Number.isInteger(iv.day_of_week) || iv.day_of_week < 0 || iv.day_of_week > 6) throw badRequest('day_of_week_invalid', 'day_of_week');
  if (!isHhMm(iv.start_time)) throw badRequest('start_time_invalid', 'start_time');
  if (!isHhMm(iv.end_time)) throw badRequest('end_time_invalid', 'end_time');
  if (!Number.isInteger(iv.slot_minutes) || iv.slot_minutes < SLOT_MINUTES_MIN || iv.slot_minutes > SLOT_MINUTES_MAX)
    throw badRequest('slot_minutes_invalid', 'slot_minutes', { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX });
  if (minutesOf(iv.end_time) <= minutesOf(iv.start_time)) throw badRequest('end_not_after_start', 'end_time');
  if (minutesOf(iv.end_time) - minutesOf(iv.start_time) < iv.slot_minutes) throw badRequest('interval_too_short', 'end_time');
}

export function schedulesService(db: Db, hospitals: HospitalsService, busy: BusyTimes) {
  async function ownRow(caller: Caller, id: number, q: DbOrTx = db): Promise<Row> {
    const [row] = await q.select().from(doctorSchedules).where(eq(doctorSchedules.id, id)).limit(1);
    if (!row) throw notFound('schedule_not_found');
    if (row.doctor_id !== caller.doctorId) {
      if (caller.isAdmin) return row;
      throw caller.doctorId ? forbidden('schedule_not_own') : forbidden('schedule_doctor_only');
    }
    return row;
  }

  /** Saves an interval under a lock on the doctor, so two edits cannot both create an overlap. */
  async function save(doctorId: number, iv: Required<IntervalInput>, id?: number, tx?: DbOrTx): Promise<Row> {
    checkInterval(iv);
    return inTransaction(db, tx, async (tx) => {
      await lockDoctor(tx, doctorId);
      const clash = await tx
        .select()
        .from(doctorSchedules)
        .where(
          and(
            eq(doctorSchedules.doctor_id, doctorId),
            eq(doctorSchedules.day_of_week, iv.day_of_week),
            lt(doctorSchedules.start_time, iv.end_time),
            gt(doctorSchedules.end_time, iv.start_time),
            ...(id ? [ne(doctorSchedules.id, id)] : []),
          ),
        )
        .limit(1);
      if (clash[0]) {
        const c = clash[0];
        throw conflict('schedule_overlap', { schedule_id: c.id }, { day: DAYS_OF_WEEK[c.day_of_week], start: c.start_time, end: c.end_time });
      }
      if (id) {
        const [row] = await tx
          .update(doctorSchedules)
          .set({ ...iv, updated_at: new Date() })
          .where(eq(doctorSchedules.id, id))
          .returning();
        // Removed since it was read: the change has nothing left to apply to.
        if (!row) throw notFound('schedule_not_found');
        return row;
      }
      const [row] = await tx
        .insert(doctorSchedules)
        .values({ doctor_id: doctorId, ...iv })
        .returning();
      return row;
    });
  }

  async function intervalsOf(doctorId: number): Promise<Interval[]> {
    return db.select().from(doctorSchedules).where(eq(doctorSchedules.doctor_id, doctorId));
  }

  return {
    async list(caller: Caller, doctorId?: number): Promise<DoctorSchedule[]> {
      let doctorIds: number[] | undefined;
      if (caller.doctorId) {
        if (doctorId && doctorId !== caller.doctorId) throw forbidden('schedule_see_own_only');
        doctorIds = [caller.doctorId];
      } else if (caller.hospitalId) {
        const affiliated = await hospitals.affiliatedDoctorIds(caller.hospitalId);
        if (doctorId && !affiliated.includes(doctorId)) throw forbidden('doctor_not_affiliated');
        doctorIds = doctorId ? [doctorId] : affiliated;
      } else if (doctorId) {
        doctorIds = [doctorId];
      }
      const where = doctorIds ? inArray(doctorSchedules.doctor_id, doctorIds) : undefined;
      if (doctorIds?.length === 0) return [];
      const rows = await db
        .select()
        .from(doctorSchedules)
        .where(where)
        .orderBy(asc(doctorSchedules.doctor_id), asc(doctorSchedules.day_of_week), asc(doctorSchedules.start_time));
      return rows.map(toSchedule);
    },

    async create(caller: Caller, input: IntervalInput, tx?: DbOrTx): Promise<DoctorSchedule> {
      if (!caller.doctorId) throw forbidden('schedule_doctors_only');
      const iv = {
        day_of_week: input.day_of_week as number,
        start_time: input.start_time as string,
        end_time: input.end_time as string,
        slot_minutes: input.slot_minutes ?? DEFAULT_SLOT_MINUTES,
        is_active: input.is_active ?? true,
      };
      return toSchedule(await save(caller.doctorId, iv, undefined, tx));
    },

    async update(caller: Caller, id: number, input: IntervalInput, tx?: DbOrTx): Promise<DoctorSchedule> {
      const row = await ownRow(caller, id, tx);
      const merged = {
        day_of_week: input.day_of_week ?? row.day_of_week,
        start_time: input.start_time ?? row.start_time,
        end_time: input.end_time ?? row.end_time,
        slot_minutes: input.slot_minutes ?? row.slot_minutes,
        is_active: input.is_active ?? row.is_active,
      };
      return toSchedule(await save(row.doctor_id, merged, id, tx));
    },

    async remove(caller: Caller, id: number, tx: DbOrTx = db): Promise<void> {
      await ownRow(caller, id, tx);
      await tx.delete(doctorSchedules).where(eq(doctorSchedules.id, id));
    },

    /** Free slots of several doctors on one Lagos date. */
    async freeSlotsOf(doctorIds: number[], date: string, now = new Date(), q: DbOrTx = db): Promise<Map<number, { works: boolean; slots: Slot[] }>> {
      if (!isIsoDate(date)) throw badRequest('date_invalid', 'date');
      const result = new Map<number, { works: boolean; slots: Slot[] }>();
      if (doctorIds.length === 0) return result;
      const [intervals, held] = await Promise.all([
        q.select().from(doctorSchedules).where(inArray(doctorSchedules.doctor_id, doctorIds)),
        // A day of margin either side catches appointments that cross midnight.
        busy(doctorIds, new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000), new Date(Date.parse(`${date}T00:00:00Z`) + 2 * 86_400_000), q),
      ]);
      const day = weekdayOf(date);
      for (const id of doctorIds) {
        const mine = intervals.filter((iv) => iv.doctor_id === id);
        result.set(id, {
          works: mine.some((iv) => iv.is_active && iv.day_of_week === day),
          slots: freeSlots(
            date,
            mine,
            held.filter((b) => b.doctor_id === id),
            now,
          ),
        });
      }
      return result;
    },

    intervalsOf,
  };
}

export type SchedulesService = ReturnType<typeof schedulesService>;
