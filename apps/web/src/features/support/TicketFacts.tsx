// What a ticket is about, above its conversation: its category, the appointment it names, when it
// was opened, and (for admins) who opened it and who has it.

import { Alert, Card, Group, Stack, Title } from '@mantine/core';
import type { SupportTicketDetail } from '@naijacare/contracts';
import { useTranslation } from 'react-i18next';
import { type Fact, Facts } from '../../components/Facts';
import { appointmentStatusLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { appointmentLine, categoryLabel } from './supportView';
import { TicketStatusBadge } from './TicketStatusBadge';

export function TicketFacts({ ticket, reader }: { ticket: SupportTicketDetail; reader: 'patient' | 'doctor' | 'hospital' | 'admin' }) {
  const { t } = useTranslation();
  const a = ticket.appointment;
  const facts: Fact[] = [
    { label: t('support.ticket.category'), value: categoryLabel(ticket.category) },
    { label: t('support.ticket.appointment'), value: a ? `${appointmentLine(a, reader)} (${appointmentStatusLabel(a.status)})` : null },
    { label: t('support.ticket.opened'), value: whenText(ticket.created_at) },
  ];
  if (reader === 'admin')
    facts.push(
      { label: t('support.ticket.requester'), value: `${ticket.requester.name} (${t(`roles.${ticket.requester.user_type}`)})` },
      { label: t('support.ticket.assignee'), value: ticket.assignee?.name ?? t('support.ticket.unassigned') },
    );
  // Sent signed out: where to answer them, since they cannot read the thread.
  const contact = reader === 'admin' ? ticket.contact : null;
  if (contact) facts.push({ label: t('support.ticket.contact'), value: [contact.email, contact.phone].filter(Boolean).join(' · ') });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="support-ticket-facts">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id="support-ticket-facts">
            {t('support.ticket.facts')}
          </Title>
          <TicketStatusBadge status={ticket.status} reader={reader === 'admin' ? 'admin' : 'owner'} />
        </Group>
        <Facts facts={facts} cols={3} />
        {contact && (
          <Alert color="blue" variant="light">
            {t('support.ticket.guestNote')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
