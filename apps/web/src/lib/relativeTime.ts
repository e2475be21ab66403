// How long ago something happened, as the notification list shows it (spec §2 Notification dropdown, §9).

import { RELATIVE_TIME_DAYS } from '@naijacare/contracts';
import { i18n } from '../i18n/appCatalogue';
import { dateText } from './format';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "Just now" under a minute, then "Nm ago", "Nh ago", "Nd ago", and a date such as
 * "14 Nov 2026" once RELATIVE_TIME_DAYS have passed. `now` is injectable so tests need no clock.
 * A time slightly in the future (the server's clock ahead of this device's) reads "Just now".
 */
export function relativeTime(when: string | Date, now: Date = new Date()): string {
  const then = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(then.getTime())) return '';
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE_MS) return i18n.t('time.justNow');
  if (elapsed < HOUR_MS) return i18n.t('time.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return i18n.t('time.hoursAgo', { count: Math.floor(elapsed / HOUR_MS) });
  if (elapsed < RELATIVE_TIME_DAYS * DAY_MS) return i18n.t('time.daysAgo', { count: Math.floor(elapsed / DAY_MS) });
  return dateText(then.toISOString()) ?? '';
}
