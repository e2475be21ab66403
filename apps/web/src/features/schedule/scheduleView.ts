// Pure rules of the schedule page: the week grouped by day, the checks run before an
// interval is sent, and the numbers of the analytics panel.

import {
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  DAYS_OF_WEEK,
  type DoctorAnalytics,
  type DoctorSchedule,
  isHhMm,
  minutesOf,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
} from '@naijacare/contracts';
import { choiceLabel } from '../../forms/choices';
import { i18n } from '../../i18n/appCatalogue';
import { appointmentStatusLabel } from '../../lib/appointmentView';

export interface DayGroup {
  day: number;
  name: string;
  intervals: DoctorSchedule[];
}

/** Monday to Sunday, each with its intervals in start-time order (empty days included). */
export function groupByDay(intervals: readonly DoctorSchedule[]): DayGroup[] {
  return DAYS_OF_WEEK.map((name, day) => ({
    day,
    name: choiceLabel('day', name, name),
    intervals: intervals.filter((i) => i.day_of_week === day).sort((a, b) => minutesOf(a.start_time) - minutesOf(b.start_time)),
  }));
}

/** "09:00:00" or "09:00" → "09:00". */
export const shortTime = (time: string): string => time.slice(0, 5);

/** How many whole slots fit in an interval. */
export const slotCount = (start: string, end: string, slotMinutes: number): number =>
  Math.max(0, Math.floor((minutesOf(shortTime(end)) - minutesOf(shortTime(start))) / slotMinutes));

export interface IntervalDraft {
  start_time: string;
  end_time: string;
  slot_minutes: number | string;
}

/**
 * The first problem with a draft interval, in the server's words, or null. The server
 * checks the same (and overlaps); checking here saves a round trip.
 */
export function intervalProblem(draft: IntervalDraft): string | null {
  if (!isHhMm(draft.start_time)) return i18n.t('schedule.problems.startRequired');
  if (!isHhMm(draft.end_time)) return i18n.t('schedule.problems.endRequired');
  const slot = Number(draft.slot_minutes);
  if (!Number.isInteger(slot) || slot < SLOT_MINUTES_MIN || slot > SLOT_MINUTES_MAX)
    return i18n.t('schedule.problems.slotLength', { min: SLOT_MINUTES_MIN, max: SLOT_MINUTES_MAX });
  if (minutesOf(draft.end_time) <= minutesOf(draft.start_time)) return i18n.t('schedule.problems.endAfterStart');
  if (slotCount(draft.start_time, draft.end_time, slot) < 1) return i18n.t('schedule.problems.oneSlot');
  return null;
}

/** A rate in percent, or a dash when there is nothing to measure yet. */
export const rateText = (rate: number | null | undefined): string => (rate === null || rate === undefined ? '—' : `${Math.round(rate * 10) / 10}%`);

/** The appointment counts by status in the contracts' order, with their labels. */
export function statusCounts(byStatus: DoctorAnalytics['by_status']): { status: AppointmentStatus; label: string; count: number }[] {
  return APPOINTMENT_STATUSES.map((s) => ({ status: s.code, label: appointmentStatusLabel(s.code), count: byStatus[s.code] ?? 0 }));
}

export interface WeekBar {
  date: string;
  day: string;
  count: number;
  /** 0–100, relative to the busiest day so the bars use the full width. */
  percent: number;
}

/** This week's load per day as bars. */
export function weekBars(week: DoctorAnalytics['this_week']): WeekBar[] {
  const busiest = Math.max(0, ...week.map((d) => d.appointments));
  return week.map((d) => ({
    date: d.date,
    day: choiceLabel('day', d.day_name, d.day_name),
    count: d.appointments,
    percent: busiest === 0 ? 0 : Math.round((d.appointments / busiest) * 100),
  }));
}

/** Slot lengths offered in the picker; any 10–240 value is accepted by the server. */
export const SLOT_LENGTH_CHOICES = [10, 15, 20, 30, 45, 60, 90, 120];
