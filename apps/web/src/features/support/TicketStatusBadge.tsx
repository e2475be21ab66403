import { Badge } from '@mantine/core';
import type { SupportStatus } from '@naijacare/contracts';
import { WRAPPING_BADGE } from '../../components/wrappingBadge';
import { ticketStatusColor, ticketStatusLabel } from './supportView';

/** A ticket's status in the reader's words: "Awaiting your reply" to its owner, "Awaiting user" to an admin. */
export function TicketStatusBadge({ status, reader }: { status: SupportStatus; reader: 'owner' | 'admin' }) {
  return (
    <Badge variant="light" color={ticketStatusColor(status)} data-testid="ticket-status" styles={WRAPPING_BADGE} style={{ flexShrink: 0 }}>
      {ticketStatusLabel(status, reader)}
    </Badge>
  );
}
