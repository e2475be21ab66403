// How an affiliation's status reads and looks.

import type { AffiliationStatus } from '@naijacare/contracts';
import { i18n } from '../../i18n/appCatalogue';

const COLORS: Record<AffiliationStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  suspended: 'orange',
  revoked: 'gray',
};

export const affiliationStatusColor = (status: AffiliationStatus) => COLORS[status];
export const affiliationStatusLabel = (status: AffiliationStatus) => i18n.t(`affiliations.status.${status}`);
