// The date the directory shows free slots for, and how it is written on screen.

import { addDays, DAYS_OF_WEEK, lagosDate, weekdayOf } from '@naijacare/contracts';
import { intlLocale } from '../i18n/intl';

/** Today in Lagos when it is a weekday (Monday–Friday), else the next Monday: most doctors work weekdays. */
export function defaultBookingDate(now: Date): string {
  let date = lagosDate(now);
  while (weekdayOf(date) > 4) date = addDays(date, 1);
  return date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-23" → "Monday 23 Nov 2026", read as a calendar date (no time zone shift). */
export function longDateText(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const locale = intlLocale();
  if (locale)
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' }).format(
      new Date(Date.UTC(year, month - 1, day)),
    );
  return `${DAYS_OF_WEEK[weekdayOf(date)]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** A picked calendar date (Mantine gives "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss") as "YYYY-MM-DD". */
export const isoDayOf = (value: string | null): string | null => (value ? value.slice(0, 10) : null);

/** Typed dates: "2026-11-23" or "23/11/2026". Returns "YYYY-MM-DD" or null. */
export function parseTypedDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return normalise(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return normalise(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function normalise(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}
