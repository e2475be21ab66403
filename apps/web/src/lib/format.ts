// Display formats shared by pages.

import { type AccountStatus, formatNaira, isIsoDate, nairaToKobo, TIMEZONE, type VerificationStatus } from '@naijacare/contracts';

/** "12500.00" → "₦12,500.00"; the API sends naira strings, arithmetic stays in kobo. */
export function nairaText(amount: string | number | null | undefined): string | null {
  const kobo = nairaToKobo(amount);
  return kobo === null ? null : formatNaira(kobo);
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
  // en-GB may write "Sept" for September; the app writes three letters, as formatLagos does.
  const parts = (calendarDay ? CALENDAR_DATE : LAGOS_DATE).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month').slice(0, 3)} ${get('year')}`;
}

const STATUS_LABELS: Record<AccountStatus | VerificationStatus, string> = {
  active: 'Active',
  pending: 'Pending approval',
  rejected: 'Rejected',
  inactive: 'Inactive',
  verified: 'Verified',
};

const STATUS_COLORS: Record<AccountStatus | VerificationStatus, string> = {
  active: 'green',
  verified: 'green',
  pending: 'yellow',
  rejected: 'red',
  inactive: 'gray',
};

export const statusLabel = (status: AccountStatus | VerificationStatus): string => STATUS_LABELS[status] ?? status;
export const statusColor = (status: AccountStatus | VerificationStatus): string => STATUS_COLORS[status] ?? 'gray';
