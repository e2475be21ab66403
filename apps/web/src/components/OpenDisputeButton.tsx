// On the patient's appointment card: "Open a dispute" where the server would accept one (its
// allowed_actions has open_dispute), "View the dispute" where one is open on it, "See the decision"
// where one was decided (final: no other is offered), nothing otherwise.

import { Button } from '@mantine/core';
import type { Appointment } from '@naijacare/contracts';
import { IconAlertTriangle, IconMessageReport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function OpenDisputeButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const openId = appointment.dispute?.open_id ?? null;
  const decidedId = appointment.dispute?.decided_id ?? null;
  const existing = openId ?? decidedId;
  if (existing !== null)
    return (
      <Button
        size="xs"
        variant="subtle"
        color="orange"
        component={Link}
        to={`/disputes/${existing}`}
        leftSection={<IconMessageReport size={16} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        {openId !== null ? t('disputes.viewOpen') : t('disputes.viewDecided')}
      </Button>
    );
  if (!appointment.allowed_actions.includes('open_dispute')) return null;
  return (
    <Button
      size="xs"
      variant="subtle"
      color="orange"
      component={Link}
      to={`/disputes/new?appointment=${appointment.id}`}
      leftSection={<IconAlertTriangle size={16} aria-hidden />}
      title={t('disputes.openHint')}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('disputes.open')}
    </Button>
  );
}
