// What a dispute is about and where it stands: the appointment, the parties, the complaint, and
// (once decided) the outcome, the refund and the note both parties read. Admins also see the money:
// what is still refundable and how much of the doctor's earning is held.

import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Dispute, formatNaira } from '@naijacare/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentStatusLabel } from '../../lib/appointmentView';
import { whenText } from '../../lib/format';
import { DisputeStatusBadge } from './DisputeStatusBadge';
import { disputeCategoryLabel, disputeOutcomeLabel } from './disputeView';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function DisputeFacts({ dispute: d, admin = false }: { dispute: Dispute; admin?: boolean }) {
  const { t } = useTranslation();
  const decided = d.status === 'resolved' || d.status === 'dismissed';
  return (
    <Card withBorder padding="lg" component="section" aria-label={t('disputes.facts.heading')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('disputes.facts.heading')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('disputes.facts.status')}>
            <DisputeStatusBadge status={d.status} />
          </Fact>
          <Fact label={t('disputes.facts.appointment')}>
            #{d.appointment.id} · {whenText(d.appointment.scheduled_at)} · {appointmentStatusLabel(d.appointment.status)}
          </Fact>
          <Fact label={t('disputes.facts.fee')}>{formatNaira(d.appointment.fee)}</Fact>
          <Fact label={t('disputes.facts.patient')}>{d.patient.name}</Fact>
          <Fact label={t('disputes.facts.doctor')}>{d.doctor.name}</Fact>
          <Fact label={t('disputes.facts.category')}>{disputeCategoryLabel(d.category)}</Fact>
          <Fact label={t('disputes.facts.opened')}>{whenText(d.created_at)}</Fact>
          {d.reviewer && <Fact label={t('disputes.facts.reviewer')}>{d.reviewer.name}</Fact>}
          {admin && <Fact label={t('disputes.facts.refundable')}>{formatNaira(d.money.refundable)}</Fact>}
          {/* Held only until the decision, which refunds from it or lets it go. */}
          {admin && !decided && <Fact label={t('disputes.facts.earningHeld')}>{formatNaira(d.money.earning_held)}</Fact>}
        </SimpleGrid>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dispute-description">
          {d.description}
        </Text>
        {decided && (
          <Alert
            color={d.status === 'resolved' ? 'green' : 'gray'}
            title={d.outcome ? disputeOutcomeLabel(d.outcome) : t('disputes.statuses.dismissed')}
            data-testid="dispute-outcome"
          >
            <Stack gap={4}>
              {d.refund_amount > 0 && (
                <Text size="sm">
                  {t('disputes.facts.refund')}: {formatNaira(d.refund_amount)}
                </Text>
              )}
              <Text size="sm" fw={500}>
                {t('disputes.facts.note')}:
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dispute-note">
                {d.note}
              </Text>
              {d.decided_at && (
                <Text size="xs" c="dimmed">
                  {t('disputes.facts.decided')} {whenText(d.decided_at)}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {admin && !d.money.fee_paid && !decided && <Alert color="yellow">{t('disputes.facts.feeNotPaid')}</Alert>}
      </Stack>
    </Card>
  );
}
