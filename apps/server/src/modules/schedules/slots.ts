// Free slots of one doctor on one Lagos date: the weekly intervals cut into slots,
// minus times already past and times held by active appointments. Pure, so it is unit-tested alone.

import { hhmmOf, lagosInstant, minutesOf, type Slot, weekdayOf } from '@naijacare/contracts';

export interface Interval {
  day_of_week: number;
  start_time: string;
  end_time: string;
  slot_minutes: number;
  is_active: boolean;
}

export interface Busy {
  start: Date;
  end: Date;
}

/** Every slot the intervals offer on the date, busy or not, in time order. */
export function slotsOfDay(date: string, intervals: Interval[]): Slot[] {
  const day = weekdayOf(date);
  const slots: Slot[] = [];
  for (const iv of intervals) {
    if (!iv.is_active || iv.day_of_week !== day) continue;
    const end = minutesOf(iv.end_time);
    for (let m = minutesOf(iv.start_time); m + iv.slot_minutes <= end; m += iv.slot_minutes) {
      slots.push({
        start: lagosInstant(date, m).toISOString(),
        end: lagosInstant(date, m + iv.slot_minutes).toISOString(),
        time: hhmmOf(m),
        duration_minutes: iv.slot_minutes,
      });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

export function freeSlots(date: string, intervals: Interval[], busy: Busy[], now: Date): Slot[] {
  return slotsOfDay(date, intervals).filter((slot) => {
    const start = Date.parse(slot.start);
    const end = Date.parse(slot.end);
    if (start <= now.getTime()) return false;
    return !busy.some((b) => b.start.getTime() < end && start < b.end.getTime());
  });
}
