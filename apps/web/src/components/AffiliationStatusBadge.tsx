import { Badge } from '@mantine/core';
import type { AffiliationStatus } from '@naijacare/contracts';
import { affiliationStatusColor, affiliationStatusLabel } from '../lib/affiliationView';

export const AffiliationStatusBadge = ({ status }: { status: AffiliationStatus }) => (
  <Badge variant="light" color={affiliationStatusColor(status)} data-status={status}>
    {affiliationStatusLabel(status)}
  </Badge>
);
