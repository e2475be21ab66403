// Africa/Lagos time (UTC+1 all year, no daylight saving): schedules and slots are
// reasoned about in Lagos wall-clock time and stored as UTC instants.

export const TIMEZONE = 'Africa/Lagos';
export const LAGOS_OFFSET_MINUTES = 60;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isIsoDate = (s: unknown): s is string => {
  if (typeof s !== 'string' || !ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
export const isHhMm = (s: unknown): s is string => typeof s === 'string' && HH_MM.test(s);

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The UTC instant of a Lagos wall-clock time on a Lagos date. */
export function lagosInstant(date: string, minutesFromMidnight: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (minutesFromMidnight - LAGOS_OFFSET_MINUTES) * 60_000);
}

/** The Lagos calendar date ("2026-11-21") of an instant. */
export function lagosDate(instant: Date): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The Lagos wall-clock time ("09:30") of an instant. */
export function lagosTime(instant: Date): string {
  return new Date(instant.getTime() + LAGOS_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** 0 = Monday … 6 = Sunday, of a date string. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The date n days after a date string. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The parts of a moment the app writes (weekday, date, 24-hour time), in Lagos time. */
export const LAGOS_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: TIMEZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "Mon 23 Nov 2026, 09:00" in Lagos time, for messages. */
export function formatLagos(instant: Date | string): string {
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = new Intl.DateTimeFormat('en-GB', LAGOS_DATE_TIME).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')}`;
}
