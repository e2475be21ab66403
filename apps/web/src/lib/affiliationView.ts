// How an affiliation's status reads and looks.

import type { AffiliationStatus } from '@naijacare/contracts';
import { i18n } from '../i18n/appCatalogue';

const COLORS: Record<AffiliationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  suspended: 'orange',
  revoked: 'gray',
};

export const affiliationStatusColor = (status: AffiliationStatus) => COLORS[status];
export const affiliationStatusLabel = (status: AffiliationStatus) => i18n.t(`affiliations.status.${status}`);

/** Availability is the doctor's own switch; it means something here only while the affiliation is approved. */
export const showsAvailability = (status: AffiliationStatus): boolean => status === 'approved';

/**
 * The hospitals a doctor cannot ask again, with the status that stands in the way: every request or
 * affiliation but a rejected one is live (the database keeps one live row per doctor and hospital).
 */
export function liveAffiliationStatuses(affiliations: readonly { hospital: number; status: AffiliationStatus }[]): Map<number, AffiliationStatus> {
  return new Map(affiliations.filter((a) => a.status !== 'rejected').map((a) => [a.hospital, a.status]));
}
