// Display formats shared by pages.

import { type AccountStatus, formatNaira, nairaToKobo, type VerificationStatus } from '@naijacare/contracts';
import dayjs from 'dayjs';

/** "12500.00" → "₦12,500.00"; the API sends naira strings, arithmetic stays in kobo. */
export function nairaText(amount: string | number | null | undefined): string | null {
  const kobo = nairaToKobo(amount);
  return kobo === null ? null : formatNaira(kobo);
}

export function dateText(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = dayjs(iso);
  return d.isValid() ? d.format('D MMM YYYY') : null;
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
