// Display formats shared by pages.

import { type AccountStatus, formatLagos, formatNaira, isIsoDate, LAGOS_DATE_TIME, nairaToKobo, TIMEZONE, type VerificationStatus } from '@naijacare/contracts';
import { i18n } from '../i18n/appCatalogue';
import { intlLocale } from '../i18n/intl';

/**
 * "12500.00" → "₦12,500.00"; the API sends naira strings, arithmetic stays in kobo. English keeps
 * the contracts' format; another language gets its own grouping and sign placement from Intl.
 */
export function nairaText(amount: string | number | null | undefined): string | null {
  const kobo = nairaToKobo(amount);
  if (kobo === null) return null;
  const locale = intlLocale();
  if (!locale) return formatNaira(kobo);
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' }).format(kobo / 100);
}

/** An instant as "Mon 23 Nov 2026, 09:00" on the Lagos clock, in the reader's language. */
export function whenText(instant: Date | string): string {
  const locale = intlLocale();
  if (!locale) return formatLagos(instant);
  const d = typeof instant === 'string' ? new Date(instant) : instant;
  return new Intl.DateTimeFormat(locale, LAGOS_DATE_TIME).format(d);
}

// "14 Nov 2026". Instants are shown on the Lagos calendar whatever the device's time zone,
// like every other time in the app; a bare date ("1990-05-15") is a calendar day already.
const LAGOS_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, day: 'numeric', month: 'short', year: 'numeric' });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** An API date or instant as "14 Nov 2026" (Africa/Lagos), or null when absent or unreadable. */
export function dateText(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const calendarDay = isIsoDate(iso);
  const d = new Date(calendarDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return null;
  const locale = intlLocale();
  if (locale) return new Intl.DateTimeFormat(locale, { timeZone: calendarDay ? 'UTC' : TIMEZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(d);
  // en-GB may write "Sept" for September; the app writes three letters, as formatLagos does.
  const parts = (calendarDay ? CALENDAR_DATE : LAGOS_DATE).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month').slice(0, 3)} ${get('year')}`;
}

const STATUS_COLORS: Record<AccountStatus | VerificationStatus, string> = {
  active: 'green',
  verified: 'green',
  pending: 'yellow',
  rejected: 'red',
  inactive: 'gray',
};

const STATUSES = new Set(['active', 'pending', 'rejected', 'inactive', 'verified']);

export const statusLabel = (status: AccountStatus | VerificationStatus): string => (STATUSES.has(status) ? i18n.t(`status.${status}`) : status);
export const statusColor = (status: AccountStatus | VerificationStatus): string => STATUS_COLORS[status] ?? 'gray';
