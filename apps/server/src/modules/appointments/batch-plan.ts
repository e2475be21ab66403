// The slots a batch proposes: every chosen weekday of a date range at each chosen start time,
// Africa/Lagos wall-clock time. Checked here with the spec's kind of messages, and bounded, so a
// batch can never ask the database for more than OPEN_SLOT_BATCH_MAX rows.

import {
  addDays,
  isHhMm,
  isIsoDate,
  lagosDate,
  lagosInstant,
  minutesOf,
  OPEN_SLOT_BATCH_MAX,
  OPEN_SLOT_BATCH_MAX_DAYS,
  type OpenSlotBatchInput,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  weekdayOf,
} from '@naijacare/contracts';
import { badRequest } from '../../http/errors';
import { FIRST_SLOT_DATE, LAST_SLOT_DATE } from '../../http/query';
import { BOOKING_HORIZON_DAYS } from './parse';

export interface PlannedSlot {
  start: Date;
  end: Date;
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/** Days between two ISO dates (to − from). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The batch's slots in time order, or a 400 naming what is wrong. */
export function planBatch(input: OpenSlotBatchInput, now: Date): PlannedSlot[] {
  const { date_from: from, date_to: to } = input;
  const realDate = (d: unknown): d is string => isIsoDate(d) && d >= FIRST_SLOT_DATE && d <= LAST_SLOT_DATE;
  if (!realDate(from)) throw badRequest('open_slot_dates_invalid', 'date_from');
  if (!realDate(to)) throw badRequest('open_slot_dates_invalid', 'date_to');
  const span = daysBetween(from, to) + 1;
  if (span < 1) throw badRequest('open_slot_range_backwards', 'date_to');
  if (span > OPEN_SLOT_BATCH_MAX_DAYS) throw badRequest('open_slot_range_too_long', 'date_to', { max: OPEN_SLOT_BATCH_MAX_DAYS });
  if (to > addDays(lagosDate(now), BOOKING_HORIZON_DAYS)) throw badRequest('booking_too_far_ahead', 'date_to');

  const days = input.days_of_week ?? ALL_DAYS;
  if (days.length === 0 || days.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) throw badRequest('open_slot_days_invalid', 'days_of_week');
  const times = input.times ?? [];
  if (times.length === 0) throw badRequest('open_slot_times_required', 'times');
  const badTime = times.find((t) => !isHhMm(t));
  if (badTime !== undefined) throw badRequest('open_slot_time_invalid', 'times', { time: String(badTime).slice(0, 20) });

  const duration = input.duration_minutes === undefined ? 30 : Number(input.duration_minutes);
  if (!Number.isInteger(duration) || duration < SLOT_MINUTES_MIN || duration > SLOT_MINUTES_MAX)
    throw badRequest('duration_invalid', 'duration_minutes', { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX });

  const chosenDays = new Set(days);
  const minutes = [...new Set(times.map(minutesOf))].sort((x, y) => x - y);
  const dates = Array.from({ length: span }, (_, i) => addDays(from, i)).filter((d) => chosenDays.has(weekdayOf(d)));
  const count = dates.length * minutes.length;
  if (count === 0) throw badRequest('open_slot_batch_empty', 'days_of_week');
  if (count > OPEN_SLOT_BATCH_MAX) throw badRequest('open_slot_batch_too_large', undefined, { max: OPEN_SLOT_BATCH_MAX, count });

  return dates.flatMap((date) =>
    minutes.map((m) => {
      const start = lagosInstant(date, m);
      return { start, end: new Date(start.getTime() + duration * 60_000) };
    }),
  );
}
