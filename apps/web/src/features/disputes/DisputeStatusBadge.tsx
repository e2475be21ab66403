import { Badge } from '@mantine/core';
import type { DisputeStatus } from '@naijacare/contracts';
import { disputeStatusColor, disputeStatusLabel } from './disputeView';

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return (
    <Badge variant="light" color={disputeStatusColor(status)} data-testid="dispute-status" style={{ flexShrink: 0 }}>
      {disputeStatusLabel(status)}
    </Badge>
  );
}
